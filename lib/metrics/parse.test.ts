import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { GIB_BYTES, KIB_BYTES } from "@/lib/units";
import { analyseMetrics } from "./analyse";
import { toHourly } from "./hourly";
import { METRICS_FILE_MAX_BYTES, parseMetricsFiles } from "./parse";
import type { MetricsFile } from "./types";

const dir = new URL("../../fixtures/cloudwatch/", import.meta.url);
const fixture = (name: string): MetricsFile => ({ name, bytes: readFileSync(new URL(name, dir)) });
const text = (name: string, content: string): MetricsFile => ({ name, bytes: new TextEncoder().encode(content) });
const book = bundledPriceBook("us-east-1")!;

function refused(files: MetricsFile[]) {
  const result = parseMetricsFiles(files);
  if (result.ok) {
    try {
      toHourly(result.value);
    } catch (error) {
      return (error as { issue: { code: string; message: string; path: string } }).issue;
    }
    throw new Error("expected a refusal");
  }
  return result.error;
}

describe("reading AWS's formats", () => {
  it("reads get-metric-data JSON: newest-first timestamps, SampleCount labels as operation counts", () => {
    const result = parseMetricsFiles([fixture("efs-get-metric-data.json")]);
    if (!result.ok) throw new Error(result.error.message);
    const [file] = result.value;
    expect(file!.format).toBe("get-metric-data");
    const names = file!.series.map((s) => `${s.definition.name} ${s.statistic}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "DataReadIOBytes Sum",
        "DataReadIOBytes SampleCount",
        "BurstCreditBalance Average",
        "StorageBytes Average",
      ]),
    );
    const obs = toHourly(result.value);
    expect(obs.system).toBe("efs");
    expect(obs.hours).toBe(14 * 24);
    expect(obs.amounts.readOps).toBeDefined();
  });

  it("reads get-metric-statistics JSON in any order, one file per metric", () => {
    const files = [
      "ebs-volume-read-bytes.json",
      "ebs-volume-write-bytes.json",
      "ebs-volume-read-ops.json",
      "ebs-volume-write-ops.json",
      "ebs-burst-balance.json",
    ].map(fixture);
    const result = analyseMetrics(files, { region: "us-east-1", storedBytes: 500 * GIB_BYTES }, book);
    if (!result.ok) throw new Error(result.error.message);
    const a = result.value;
    expect(a.system).toBe("ebs");
    expect(a.period.hours).toBe(7 * 24);
    expect(a.derived.directions.find((d) => d.direction === "read")!.ioSizeBytes).toBe(64 * KIB_BYTES);
    // Busy 09:00-17:00 UTC: eight busy hours a day.
    expect(a.workload.operations.find((o) => o.direction === "read")!.timesPerDay).toBe(8);
    expect(a.forecasts.some((f) => f.optionId === "ebs-gp2" && f.balanceSource === "imported")).toBe(true);
  });

  it("reads the console CSV at 5-minute periods", () => {
    const result = analyseMetrics(
      [fixture("fsx-console.csv")],
      { region: "us-east-1", storedBytes: 2048 * GIB_BYTES },
      book,
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.system).toBe("fsx");
    expect(result.value.coverage.every((c) => c.periodSeconds === 300)).toBe(true);
    expect(result.value.derived.metadataShare).toBeGreaterThan(0);
    expect(result.value.workload.operations.find((o) => o.direction === "read")!.timesPerDay).toBe(12);
  });

  it("asks for the stored size when EBS metrics carry none", () => {
    const result = analyseMetrics([fixture("ebs-volume-read-bytes.json")], { region: "us-east-1" }, book);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.path).toBe("storedGiB");
  });

  it("reports gaps: missing periods count as no traffic and are named", () => {
    const doc = {
      MetricDataResults: [
        {
          Id: "r",
          Label: "VolumeReadBytes",
          Timestamps: ["2026-10-01T00:00:00Z", "2026-10-01T00:05:00Z", "2026-10-01T00:20:00Z"],
          Values: [1, 2, 3],
          StatusCode: "PartialData",
        },
      ],
    };
    const result = parseMetricsFiles([text("gappy.json", JSON.stringify(doc))]);
    if (!result.ok) throw new Error(result.error.message);
    const obs = toHourly(result.value);
    expect(obs.coverage[0]!.missingPeriods).toBe(2);
    expect(obs.notes.join(" ")).toMatch(/PartialData/);
    expect(obs.notes.join(" ")).toMatch(/2 of 5 periods missing/);
  });
});

describe("malformed files are refused naming the metric and the position", () => {
  it("not JSON", () => {
    const issue = refused([fixture("malformed/not-json.json")]);
    expect(issue.code).toBe("invalid_metrics");
    expect(issue.message).toMatch(/neither JSON .* nor CSV/);
  });

  it("broken JSON says where", () => {
    const issue = refused([
      text("cut.json", '{"MetricDataResults": [{"Id": "m1", "Label": "DataReadIOBytes", "Values": [1, 2'),
    ]);
    expect(issue.message).toMatch(/not valid JSON/);
  });

  it("missing Timestamps", () => {
    const issue = refused([fixture("malformed/missing-timestamps.json")]);
    expect(issue.path).toBe("malformed/missing-timestamps.json: MetricDataResults[0].Timestamps");
    expect(issue.message).toMatch(/^DataReadIOBytes \(.*MetricDataResults\[0\]\): Timestamps is missing/);
  });

  it("Values and Timestamps of different lengths", () => {
    const issue = refused([fixture("malformed/mismatched-lengths.json")]);
    expect(issue.message).toMatch(/^DataWriteIOBytes \(.*MetricDataResults\[1\]\): 2 Values but 3 Timestamps/);
    expect(issue.path).toMatch(/MetricDataResults\[1\]\.Values$/);
  });

  it("mixed units", () => {
    const issue = refused([fixture("malformed/mixed-units.json")]);
    expect(issue.message).toMatch(
      /^VolumeReadBytes .*mixed units: Datapoints\[2\] is in Percent, earlier points in Bytes/,
    );
    expect(issue.path).toMatch(/Datapoints\[2\]\.Unit$/);
  });

  it("a bad number in the CSV names the column's metric, the line and the column", () => {
    const issue = refused([
      text("bad.csv", "Time,DataReadBytes,DataWriteBytes\n2026-10-01 00:00:00,1,2\n2026-10-01 00:05:00,1,lots\n"),
    ]);
    expect(issue.message).toBe('DataWriteBytes (bad.csv): line 3, column 3: "lots" is not a number.');
  });

  it("a bad timestamp names the metric and the index", () => {
    const issue = refused([
      text(
        "t.json",
        JSON.stringify({
          MetricDataResults: [{ Id: "a", Label: "VolumeReadOps", Timestamps: ["yesterday"], Values: [1] }],
        }),
      ),
    ]);
    expect(issue.message).toMatch(/^VolumeReadOps .*Timestamps\[0\] \("yesterday"\) is not a timestamp/);
  });

  it("duplicate timestamps and negative amounts", () => {
    const dup = refused([
      text(
        "d.json",
        JSON.stringify({
          Label: "VolumeReadBytes",
          Datapoints: [
            { Timestamp: "2026-10-01T00:00:00Z", Sum: 1, Unit: "Bytes" },
            { Timestamp: "2026-10-01T00:00:00Z", Sum: 2, Unit: "Bytes" },
          ],
        }),
      ),
    ]);
    expect(dup.message).toMatch(/two values share the timestamp/);
    const neg = refused([
      text(
        "n.json",
        JSON.stringify({
          Label: "VolumeReadBytes",
          Datapoints: [{ Timestamp: "2026-10-01T00:00:00Z", Sum: -1, Unit: "Bytes" }],
        }),
      ),
    ]);
    expect(neg.message).toMatch(/^VolumeReadBytes .*negative/);
  });

  it("a unit other than the documented one", () => {
    const issue = refused([
      text(
        "u.json",
        JSON.stringify({
          Label: "BurstCreditBalance",
          Datapoints: [{ Timestamp: "2026-10-01T00:00:00Z", Average: 5, Unit: "Percent" }],
        }),
      ),
    ]);
    expect(issue.message).toMatch(
      /BurstCreditBalance .*unit is Percent, but CloudWatch documents BurstCreditBalance in Bytes/,
    );
  });

  it("files of two systems at once, and files with no metric the import reads", () => {
    expect(refused([fixture("efs-get-metric-data.json"), fixture("ebs-volume-read-bytes.json")]).message).toMatch(
      /mix metrics of EFS and EBS/,
    );
    const none = refused([text("cpu.json", JSON.stringify({ Label: "CPUUtilization", Datapoints: [] }))]);
    expect(none.code).toBe("no_usable_metrics");
    expect(none.message).toMatch(/CPUUtilization/);
  });

  it("10 MB of junk is refused by its size before it is read", () => {
    const junk = new Uint8Array(10_000_000).fill(0x41);
    expect(junk.byteLength).toBeGreaterThan(METRICS_FILE_MAX_BYTES);
    const issue = refused([{ name: "junk.bin", bytes: junk }]);
    expect(issue.code).toBe("too_large");
    expect(issue.message).toMatch(/junk.bin: 9.5 MiB, over the 8 MiB/);
  });

  it("binary junk under the limit is not text", () => {
    const issue = refused([{ name: "noise.bin", bytes: new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28]) }]);
    expect(issue.message).toMatch(/not text/);
  });

  it("every malformed fixture is refused", () => {
    for (const name of readdirSync(new URL("malformed/", dir)))
      expect(refused([fixture(`malformed/${name}`)]).code).toBe("invalid_metrics");
  });
});

describe("several files of one system", () => {
  const month = (start: string, values: number[]) =>
    JSON.stringify({
      Label: "VolumeReadBytes",
      Datapoints: values.map((v, i) => ({
        Timestamp: new Date(Date.parse(start) + i * 3_600_000).toISOString(),
        Sum: v,
        Unit: "Bytes",
      })),
    });

  it("joins series exported apart and counts a period given twice once", () => {
    const a = text("a.json", month("2026-10-01T00:00:00Z", [1, 2, 3]));
    const b = text("b.json", month("2026-10-01T02:00:00Z", [3, 4]));
    const result = parseMetricsFiles([a, b]);
    if (!result.ok) throw new Error(result.error.message);
    const obs = toHourly(result.value);
    expect(obs.amounts.readBytes).toEqual([1, 2, 3, 4]);
    expect(obs.notes.join(" ")).toMatch(/1 period\(s\) already read from another file; counted once/);
  });

  it("averages ClientConnections per hour whatever the period", () => {
    const perMinute = {
      MetricDataResults: [
        { Id: "r", Label: "DataReadIOBytes", Timestamps: ["2026-10-01T00:00:00Z"], Values: [1] },
        // 3 clients every minute: each 1-minute Sum is 3.
        {
          Id: "c",
          Label: "ClientConnections",
          Timestamps: Array.from({ length: 60 }, (_, m) =>
            new Date(Date.parse("2026-10-01T00:00:00Z") + m * 60_000).toISOString(),
          ),
          Values: new Array(60).fill(3),
        },
      ],
    };
    const result = parseMetricsFiles([text("c.json", JSON.stringify(perMinute))]);
    if (!result.ok) throw new Error(result.error.message);
    expect(toHourly(result.value).amounts.clientConnections?.[0]).toBeCloseTo(3, 9);
  });
});
