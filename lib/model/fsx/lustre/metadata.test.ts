import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../../estimate";
import { lustreP2AutomaticMetadataIops, lustreP2FilesPerSecond } from "./metadata";
import { GIB_BYTES, KIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;

describe("FSx for Lustre Persistent 2 metadata IOPS (Automatic mode)", () => {
  it("follows the user guide's table of capacity to metadata IOPS", () => {
    // "1200 GiB 1500 | 2400 GiB 3000 | 4800-9600 GiB 6000 | 12000-45600 GiB 12000 | >= 48000 GiB 12000 IOPS per 24000 GiB"
    const table: [number, number][] = [
      [1200, 1500],
      [2400, 3000],
      [4800, 6000],
      [9600, 6000],
      [12000, 12000],
      [45600, 12000],
      [48000, 24000],
      [72000, 36000],
    ];
    for (const [gib, iops] of table) expect(lustreP2AutomaticMetadataIops(gib), `${gib} GiB`).toBe(iops);
  });

  it("lets through one file a second per metadata IOPS: 2 creates, opens or closes each, 2 per file", () => {
    expect(lustreP2FilesPerSecond(1200)).toBe(1500);
    expect(lustreP2FilesPerSecond(48000)).toBe(24000);
  });

  function smallFiles(capacityGiB: number, clients: number, deployment = "fsx-lustre-persistent2", concurrency = 64) {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: GIB_BYTES,
        days: 1,
        clients,
        operations: [
          { name: "small files", direction: "write", fileCount: 1_000_000, fileSizeBytes: 16 * KIB_BYTES, concurrency },
        ],
        options: [{ id: deployment, params: { capacityGiB } }],
      },
      book,
    );
    if (!result.ok) throw new Error(result.error.message);
    return result.value.results[0]!;
  }

  it("bounds many parallel writers of small files on a small file system, and a larger one lifts it", () => {
    const small = smallFiles(1200, 16);
    expect(small.bottleneck).toMatch(/^FSx Lustre metadata IOPS 1,500 \(Automatic at 1,200 GiB\)/);
    expect(small.durationSecondsPerDay).toBeGreaterThanOrEqual(1_000_000 / 1500);
    const large = smallFiles(12000, 16);
    expect(large.durationSecondsPerDay).toBeLessThan(small.durationSecondsPerDay / 5);
  });

  it("does not bind one writer (its round trips are slower), and applies to Persistent 2 only", () => {
    expect(smallFiles(1200, 1, "fsx-lustre-persistent2", 1).bottleneck).not.toMatch(/metadata IOPS/);
    expect(smallFiles(1200, 16, "fsx-lustre-persistent1").bottleneck).not.toMatch(/metadata IOPS/);
  });
});
