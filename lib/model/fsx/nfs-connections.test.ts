import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import { EC2_SINGLE_FLOW_BYTES_PER_SECOND } from "../client/network";
import { GIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;
const bytes = 100 * GIB_BYTES;

/** 100 GiB read as 100 files, 16 at a time per client, from a 4,096 MB/s file system with 80,000 SSD IOPS (neither IOPS nor the client network, 100 Gbps, binds). */
function read(id: "fsx-ontap" | "fsx-openzfs", params: object, clients = 1) {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: bytes,
      days: 1,
      clients,
      operations: [{ name: "read", direction: "read", fileCount: 100, fileSizeBytes: bytes / 100, concurrency: 16 }],
      options: [{ id, params: { throughputCapacityMBps: 4096, ssdIops: 80_000, ...params } }],
    },
    book,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!;
}

describe("NFS clients of FSx ONTAP and OpenZFS: one TCP connection per mount unless nconnect", () => {
  it("holds one client without nconnect to EC2's 5 Gbps single-flow limit, however many files it reads at once", () => {
    for (const id of ["fsx-ontap", "fsx-openzfs"] as const) {
      const option = read(id, {});
      expect(option.bottleneck).toMatch(
        /^EC2 single-flow limit .* x 1 connection \(one TCP connection per client mount, no nconnect\)/,
      );
      expect(option.durationSecondsPerDay).toBeGreaterThanOrEqual(bytes / EC2_SINGLE_FLOW_BYTES_PER_SECOND);
      expect(option.durationSecondsPerDay).toBeLessThan((bytes / EC2_SINGLE_FLOW_BYTES_PER_SECOND) * 1.1);
    }
  });

  it("lets nconnect or more clients reach the file system's throughput capacity", () => {
    const alone = read("fsx-ontap", {});
    const nconnect = read("fsx-ontap", { nfsConnections: 8 });
    const four = read("fsx-ontap", {}, 4);
    // 8 x 625 MB/s and 4 x 625 MB/s: the 4,096 MB/s file system binds first, then the four flows.
    expect(nconnect.bottleneck).toMatch(/FSx ONTAP (network|disk throughput)/);
    expect(alone.durationSecondsPerDay / nconnect.durationSecondsPerDay).toBeGreaterThan(
      4096e6 / EC2_SINGLE_FLOW_BYTES_PER_SECOND - 0.5,
    );
    expect(four.bottleneck).toMatch(/x 4 connections/);
    expect(alone.durationSecondsPerDay / four.durationSecondsPerDay).toBeCloseTo(4, 1);
  });

  it("refuses more connections than nconnect allows, in words", () => {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: GIB_BYTES,
        options: [{ id: "fsx-openzfs", params: { nfsConnections: 17 } }],
        operations: [],
      },
      book,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/nfsConnections must be at most 16/);
  });
});
