/**
 * Writes fixtures/cloudwatch/*: CloudWatch output, in AWS's printed formats, for known
 * workloads (lib/metrics/synthetic.ts). Run: npx tsx scripts/cloudwatch-fixtures.ts
 */
import { writeFileSync } from "node:fs";
import { workloadSchema } from "@/lib/model";
import { syntheticMetricData } from "@/lib/metrics/synthetic";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES, SECONDS_PER_HOUR, TIB_BYTES } from "@/lib/units";

const dir = new URL("../fixtures/cloudwatch/", import.meta.url);
const write = (name: string, text: string) => writeFileSync(new URL(name, dir), text);

// EFS: 100 GiB written to at 500 GiB a day; Bursting earns about 412 GiB a day, so the balance falls.
const efs = workloadSchema.parse({
  region: "us-east-1",
  storedBytes: 100 * GIB_BYTES,
  days: 14,
  operations: [
    {
      name: "ingest",
      direction: "write",
      fileCount: 128_000,
      fileSizeBytes: MIB_BYTES,
      concurrency: 16,
      timesPerDay: 4,
      ioSizeBytes: MIB_BYTES,
    },
    {
      name: "reports",
      direction: "read",
      fileCount: 20_000,
      fileSizeBytes: MIB_BYTES,
      concurrency: 16,
      timesPerDay: 2,
      ioSizeBytes: 256 * KIB_BYTES,
    },
  ],
});
const dailyNet = 88 * GIB_BYTES;
write(
  "efs-get-metric-data.json",
  `${JSON.stringify(syntheticMetricData(efs, { system: "efs", startIso: "2026-10-01T00:00:00Z", days: 14, balanceAt: (h) => Math.round(2.1 * TIB_BYTES - (dailyNet * (h + 1)) / 24), storageGrowthBytesPerDay: GIB_BYTES }), null, 2)}\n`,
);

// EBS gp2: get-metric-statistics, one file per metric, datapoints unordered as the CLI prints them.
const start = Date.parse("2026-10-01T00:00:00Z");
const hours = 7 * 24;
function statistics(label: string, unit: string, statistic: string, value: (h: number) => number): string {
  const points = Array.from({ length: hours }, (_, h) => ({
    Timestamp: new Date(start + h * SECONDS_PER_HOUR * 1000).toISOString().replace(".000Z", "Z"),
    [statistic]: value(h),
    Unit: unit,
  }));
  // The CLI returns datapoints in no particular order.
  points.sort(
    (a, b) =>
      ((a.Timestamp.charCodeAt(12) * 7) % 5) - ((b.Timestamp.charCodeAt(12) * 7) % 5) ||
      a.Timestamp.localeCompare(b.Timestamp),
  );
  return `${JSON.stringify({ Label: label, Datapoints: points }, null, 2)}\n`;
}
const busy = (h: number) => (h % 24 >= 9 && h % 24 < 17 ? 1 : 0.05);
write(
  "ebs-volume-read-bytes.json",
  statistics("VolumeReadBytes", "Bytes", "Sum", (h) => Math.round(12 * GIB_BYTES * busy(h))),
);
write(
  "ebs-volume-write-bytes.json",
  statistics("VolumeWriteBytes", "Bytes", "Sum", (h) => Math.round(4 * GIB_BYTES * busy(h))),
);
write(
  "ebs-volume-read-ops.json",
  statistics("VolumeReadOps", "Count", "Sum", (h) => Math.round((12 * GIB_BYTES * busy(h)) / (64 * KIB_BYTES))),
);
write(
  "ebs-volume-write-ops.json",
  statistics("VolumeWriteOps", "Count", "Sum", (h) => Math.round((4 * GIB_BYTES * busy(h)) / (64 * KIB_BYTES))),
);
write(
  "ebs-burst-balance.json",
  statistics("BurstBalance", "Percent", "Average", (h) => Math.max(0, 100 - h * 0.4)),
);

// FSx: the console's CSV download of a graph of five metrics, 5-minute periods over two days.
const rows = ["Time,DataReadBytes,DataWriteBytes,DataReadOperations,DataWriteOperations,MetadataOperations"];
for (let i = 0; i < 2 * 24 * 12; i++) {
  const t = new Date(start + i * 300_000).toISOString().replace("T", " ").replace(".000Z", "");
  const hod = Math.floor(i / 12) % 24;
  const rb = hod >= 8 && hod < 20 ? 3 * GIB_BYTES : 100 * MIB_BYTES;
  const wb = hod >= 8 && hod < 20 ? GIB_BYTES : 20 * MIB_BYTES;
  rows.push(
    `${t},${rb},${wb},${Math.round(rb / (128 * KIB_BYTES))},${Math.round(wb / (128 * KIB_BYTES))},${hod >= 8 && hod < 20 ? 9000 : 300}`,
  );
}
write("fsx-console.csv", `${rows.join("\n")}\n`);
