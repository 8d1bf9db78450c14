import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "@/lib/model";
import { INSTANCE_STORE_FAMILIES, INSTANCE_STORE_ROWS, instanceStoreRow } from "./instance-store";
import { GIB_BYTES, MIB_BYTES } from "@/lib/units";

describe("instance store: measured per-drive bandwidth", () => {
  it("gives i4i.large its drive's measured 361 MiB/s read, not 16 KiB per quoted IOPS (781 MiB/s)", () => {
    const r = instanceStoreRow("i4i.large")!;
    expect(r.readBytesPerSecond / MIB_BYTES).toBeCloseTo(361, 0);
    expect(r.readBytesPerSecond).toBeLessThan((r.readIops * 16 * 1024) / 2);
    // AWS's documented 4 KiB IOPS stay where AWS gives them.
    expect(r.readIops).toBe(50_000);
  });

  it("gives i7ie the IOPS its drives measure: about half of what scaling i4i's per-drive figure gave", () => {
    const derived = Math.round((722_222 * 1250) / 7500);
    expect(instanceStoreRow("i7ie.large")!.readIops / derived).toBeCloseTo(0.49, 1);
  });

  it("lists the common instance store families, every size with measured bandwidth that grows with its drives", () => {
    for (const family of ["i3", "i3en", "is4gen", "c5d", "m5d", "r5d", "c6gd", "c6id", "i4i", "i7ie", "im4gn"]) {
      expect(INSTANCE_STORE_FAMILIES).toContain(family);
      const sizes = INSTANCE_STORE_ROWS.filter((r) => r.instanceType.startsWith(`${family}.`));
      expect(sizes.length).toBeGreaterThan(4);
      for (const r of sizes) expect(r.readBytesPerSecond).toBeGreaterThan(r.writeBytesPerSecond);
    }
    // Two i3en.6xlarge drives read twice what one i3en.3xlarge drive reads.
    expect(instanceStoreRow("i3en.6xlarge")!.readBytesPerSecond).toBe(
      2 * instanceStoreRow("i3en.3xlarge")!.readBytesPerSecond,
    );
  });

  it("gives c6id AWS's IOPS and, unmeasured, the i4i drive's bytes per IOPS (flagged unconfirmed)", () => {
    const large = instanceStoreRow("c6id.large")!;
    expect(large).toMatchObject({ drives: 1, driveGB: 118, readIops: 33_542, writeIops: 16_771, confirmed: false });
    // 33,542 IOPS x (378,494,048 B/s / 54,987 IOPS) = about 231 MB/s read, two thirds of an i4i.large.
    expect(large.readBytesPerSecond / 1e6).toBeCloseTo(230.9, 0);
    expect(instanceStoreRow("c6id.8xlarge")!.readBytesPerSecond / large.readBytesPerSecond).toBeCloseTo(16, 3);
  });

  it("holds a sequential read of 100 GiB on an i4i.large to the drive's bandwidth", () => {
    const book = bundledPriceBook("us-east-2")!;
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 200 * GIB_BYTES,
        days: 1,
        operations: [{ name: "scan", direction: "read", fileCount: 100, fileSizeBytes: GIB_BYTES, concurrency: 8 }],
        options: [{ id: "ec2-instance-store", params: { instanceType: "i4i.large" } }],
      },
      book,
    );
    if (!result.ok) throw new Error(result.error.message);
    const option = result.value.results[0]!;
    expect(option.durationSecondsPerDay).toBeCloseTo(
      (100 * GIB_BYTES) / instanceStoreRow("i4i.large")!.readBytesPerSecond,
      -1,
    );
    expect(option.bottleneck).toMatch(/i4i.large NVMe read 361 MiB\/s \(measured per drive\)/);
  });

  it("picks the smallest c6id that holds the data and reads at its derived bandwidth", () => {
    const book = bundledPriceBook("us-east-2")!;
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 100 * GIB_BYTES,
        days: 1,
        operations: [{ name: "scan", direction: "read", fileCount: 10, fileSizeBytes: GIB_BYTES, concurrency: 8 }],
        options: [{ id: "ec2-instance-store", params: { instanceFamily: "c6id" } }],
      },
      book,
    );
    if (!result.ok) throw new Error(result.error.message);
    const option = result.value.results[0]!;
    expect(option.label).toContain("c6id.large");
    expect(option.durationSecondsPerDay).toBeCloseTo(
      (10 * GIB_BYTES) / instanceStoreRow("c6id.large")!.readBytesPerSecond,
      -1,
    );
  });
});
