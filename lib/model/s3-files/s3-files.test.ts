import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { getCatalogOption, validateOptionParams } from "../catalog";
import { estimateFromInput } from "../estimate";
import { S3_FILES_DIRECT_READ_BYTES, S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND } from "./limits";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-1")!;

function run(ops: object[], params: object = {}, storedBytes = 1024 * GIB_BYTES, clients = 1) {
  const result = estimateFromInput(
    {
      region: "us-east-1",
      storedBytes,
      days: 1,
      clients,
      operations: ops.map((op, i) => ({ name: `op${i}`, ...op })),
      options: [{ id: "s3-files", params }, { id: "efs-standard-elastic" }],
    },
    book,
    { client: { instanceType: "c5n.18xlarge" } },
  );
  if (!result.ok) throw new Error(result.error.message);
  return { s3Files: result.value.results[0]!, efs: result.value.results[1]! };
}

const lineOf = (r: { costLines: { priceKey: string; quantity: number }[] }, key: string) =>
  r.costLines.filter((l) => l.priceKey === key);

describe("Amazon S3 Files (issue 38 item 6)", () => {
  it("refuses a bucket class it cannot read and an expiration window outside 1-365 days, in words", () => {
    const glacier = validateOptionParams(
      "s3-files",
      { bucketClass: "glacier-deep-archive" },
      { storedBytes: GIB_BYTES },
    );
    expect(glacier.ok).toBe(false);
    if (!glacier.ok)
      expect(glacier.issues[0]!.message).toMatch(/cannot read Glacier Flexible Retrieval or Deep Archive/);
    const window = validateOptionParams("s3-files", { expirationDays: 400 }, { storedBytes: GIB_BYTES });
    expect(window.ok).toBe(false);
    if (!window.ok) expect(window.issues[0]).toMatchObject({ path: "params.expirationDays" });
  });

  it("bills the bucket at S3 Standard and only the small files read and the month's writes on the high-performance storage", () => {
    const { s3Files } = run([
      { direction: "read", fileCount: 100_000, fileSizeBytes: 64 * KIB_BYTES, ioSizeBytes: 64 * KIB_BYTES },
      { direction: "write", fileCount: 10, fileSizeBytes: 100 * MIB_BYTES },
    ]);
    expect(lineOf(s3Files, "s3.standard.storage")[0]!.quantity).toBeCloseTo(1024, 6);
    // 100,000 x 64 KiB read (6.1 GiB) + 1,000 MiB written a day x 30 days.
    const resident = (100_000 * 64 * KIB_BYTES + 30 * 10 * 100 * MIB_BYTES) / GIB_BYTES;
    expect(lineOf(s3Files, "s3.files.storage")[0]!.quantity).toBeCloseTo(resident, 6);
    expect(lineOf(s3Files, "s3.files.read")).toHaveLength(1);
    expect(lineOf(s3Files, "s3.files.write")).toHaveLength(1);
    // Each written file is synchronised back to the bucket with a PUT: 10 a day, 300 a month.
    expect(lineOf(s3Files, "s3.requests.tier1")[0]!.quantity).toBe(300);
  });

  it("streams reads of 128 KiB or more of large files from S3 at GET prices, without the per-GB read charge", () => {
    const { s3Files, efs } = run([
      { direction: "read", fileCount: 100, fileSizeBytes: 1 * GIB_BYTES, ioSizeBytes: MIB_BYTES },
    ]);
    expect(MIB_BYTES).toBeGreaterThanOrEqual(S3_FILES_DIRECT_READ_BYTES);
    expect(lineOf(s3Files, "s3.files.read")).toHaveLength(0);
    expect(lineOf(s3Files, "s3.files.storage")[0]?.quantity ?? 0).toBe(0);
    // One GET per 1 MiB read: 100 GiB a day = 102,400 GETs, 30 days.
    expect(lineOf(s3Files, "s3.requests.tier2")[0]!.quantity).toBe(102_400 * 30);
    // EFS Elastic pays per GB read; S3 Files pays the bucket and the GETs: far less for the same 100 GiB a day.
    expect(s3Files.monthlyCostUsd.total).toBeLessThan(efs.monthlyCostUsd.total / 5);
  });

  it("holds one client's large reads at 3 GiB/s, never at EFS's per-client limit", () => {
    const { s3Files, efs } = run([
      { direction: "read", fileCount: 64, fileSizeBytes: 4 * GIB_BYTES, ioSizeBytes: MIB_BYTES, concurrency: 64 },
    ]);
    expect(s3Files.durationSecondsPerDay).toBeGreaterThan(
      0.999 * ((64 * 4 * GIB_BYTES) / S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND),
    );
    expect(s3Files.durationSecondsPerDay).toBeLessThan(efs.durationSecondsPerDay);
  });

  it("names each limit with the AWS page it was read on, and warns of close-to-open consistency", () => {
    const entry = getCatalogOption("s3-files")!;
    expect(entry.limits.length).toBeGreaterThan(5);
    for (const limit of entry.limits)
      expect(limit.source).toMatch(/https:\/\/docs\.aws\.amazon\.com\/AmazonS3\/latest\/userguide\/s3-files/);
    const { s3Files } = run([{ direction: "read", fileCount: 1, fileSizeBytes: MIB_BYTES }]);
    expect(s3Files.family).toBe("s3-files");
    expect(s3Files.warnings.join(" ")).toMatch(/close-to-open/);
  });
});
