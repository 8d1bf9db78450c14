import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import { GIB_BYTES, MB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;

/** 8 clients x 16 files in flight: the server, not the clients or one connection, is the limit. */
function run(
  id: "fsx-ontap" | "fsx-openzfs",
  params: Record<string, unknown>,
  direction: "read" | "write",
  gib: number,
) {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: 2048 * GIB_BYTES,
      days: 1,
      clients: 8,
      operations: [{ name: "op", direction, fileCount: 128, fileSizeBytes: (gib * GIB_BYTES) / 128, concurrency: 16 }],
      options: [{ id, params: { nfsConnections: 16, ...params } }],
    },
    book,
  );
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join("; "));
  const option = result.value.results[0]!;
  return {
    seconds: option.durationSecondsPerDay,
    bottleneck: option.bottleneck,
    rate: (gib * GIB_BYTES) / option.durationSecondsPerDay / MB_BYTES,
  };
}

describe("FSx ONTAP and OpenZFS: the guides' network, cache and burst tables", () => {
  it("ONTAP 128 MBps: network baseline 150 MBps above the capacity, reads that fit its 16 GB memory at the 1,250 MBps network burst", () => {
    const cached = run("fsx-ontap", { deployment: "singleAz1", throughputCapacityMBps: 128 }, "read", 8);
    expect(cached.rate).toBeCloseTo(1250, -1);
    expect(cached.bottleneck).toMatch(/FSx ONTAP network burst 1,192 MiB\/s \(first-generation table\)/);
  });

  it("ONTAP 128 MBps: a cold read beyond the caches bursts at the 600 MBps disk burst, then holds at a baseline", () => {
    const cold = run("fsx-ontap", { deployment: "singleAz1", throughputCapacityMBps: 128 }, "read", 2000);
    expect(cold.rate).toBeGreaterThan(150);
    expect(cold.rate).toBeLessThan(600);
    // The network bucket (1,250 MBps burst) empties first; its 150 MBps baseline then holds the disk's credits.
    expect(cold.bottleneck).toMatch(/FSx ONTAP network baseline 143 MiB\/s/);
  });

  it("ONTAP Multi-AZ: its NVMe cache (150 GB at 128 MBps) holds reads the memory cannot", () => {
    const single = run("fsx-ontap", { deployment: "singleAz1", throughputCapacityMBps: 128 }, "read", 100);
    const multi = run("fsx-ontap", { deployment: "multiAz1", throughputCapacityMBps: 128 }, "read", 100);
    expect(multi.seconds).toBeLessThan(single.seconds / 2);
  });

  it("ONTAP first generation writes below reads: 750 MB/s Single-AZ, 1,000 MB/s Multi-AZ at 2,048 MBps", () => {
    const write = run("fsx-ontap", { deployment: "singleAz1", throughputCapacityMBps: 2048 }, "write", 100);
    const read = run("fsx-ontap", { deployment: "singleAz1", throughputCapacityMBps: 2048 }, "read", 100);
    expect(write.rate).toBeCloseTo(750, -1);
    expect(write.bottleneck).toMatch(/write ceiling/);
    expect(read.rate).toBeGreaterThan(2 * write.rate);
    expect(run("fsx-ontap", { deployment: "multiAz1", throughputCapacityMBps: 2048 }, "write", 100).rate).toBeCloseTo(
      1000,
      -1,
    );
  });

  it("OpenZFS 512 MBps: reads in its 11.2 GB ARC at the 3,200 MBps network burst, not the disk limit", () => {
    const cached = run("fsx-openzfs", { deployment: "singleAz1", throughputCapacityMBps: 512 }, "read", 8);
    const cold = run("fsx-openzfs", { deployment: "singleAz1", throughputCapacityMBps: 512 }, "read", 200);
    expect(cached.rate).toBeCloseTo(3200, -2);
    expect(cold.rate).toBeLessThan(1024 + 1);
    expect(cold.bottleneck).toMatch(/FSx OpenZFS disk throughput/);
  });
});
