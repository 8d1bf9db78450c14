import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import { LATENCY_CONSTANTS } from "../engine/latency-constants";
import { EFS_ELASTIC_LIMITS, EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS } from "./limits";
import { BITS_PER_BYTE, GIB_BYTES, MIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;
const { efsPerFileWriteSeconds, efsWriteSecondsPerMiB } = LATENCY_CONSTANTS;

function seconds(op: object, client: object = { instanceType: "c5n.18xlarge" }): number {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: 100 * GIB_BYTES,
      days: 1,
      operations: [{ name: "write", direction: "write", ...op }],
      options: [{ id: "efs-standard-elastic", params: {} }],
    },
    book,
    { client },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!.durationSecondsPerDay;
}

describe("EFS write transfer: a written file's first request moves before CLOSE returns", () => {
  it("1 MiB files one at a time pay the round trips and the longer of EFS's transfer and the request's wire time each", () => {
    const files = 1000;
    // The file system write limit is the slowest on this client's path: the bytes' wire time.
    const wire = MIB_BYTES / EFS_ELASTIC_LIMITS.writeBytesPerSecond;
    expect(efsWriteSecondsPerMiB).toBeGreaterThan(wire);
    expect(seconds({ fileCount: files, fileSizeBytes: MIB_BYTES, concurrency: 1 })).toBeCloseTo(
      files * (efsPerFileWriteSeconds + efsWriteSecondsPerMiB),
      1,
    );
  });

  it("on a client slower than EFS's transfer, a 1 MiB file waits for its wire time alone: the bytes are not counted twice", () => {
    const files = 100;
    const networkGbps = 0.1; // 12.5 MB/s: 84 ms a MiB, beyond the transfer per MiB
    const wire = MIB_BYTES / ((networkGbps * 1e9) / BITS_PER_BYTE);
    expect(wire).toBeGreaterThan(efsWriteSecondsPerMiB);
    const client = { instanceType: "slow client", networkGbps, ebsBandwidthMbps: 1000, ebsIops: 1000 };
    expect(seconds({ fileCount: files, fileSizeBytes: MIB_BYTES, concurrency: 1 }, client)).toBeCloseTo(
      files * (efsPerFileWriteSeconds + wire),
      1,
    );
  });

  it("a big file pays only its first request serially: the rest go in parallel under the throughput limits", () => {
    const one = seconds({ fileCount: 1, fileSizeBytes: 10 * GIB_BYTES, concurrency: 1 });
    expect(one).toBeLessThan((10 * GIB_BYTES) / (1000 * MIB_BYTES) + 1);
  });

  it("random 1 MiB writes at queue depth 1 take the write latency plus the transfer each", () => {
    const writes = 1000;
    const t = seconds({
      fileCount: 1,
      fileSizeBytes: writes * MIB_BYTES,
      concurrency: 1,
      access: "random",
      ioSizeBytes: MIB_BYTES,
    });
    expect(t / (writes * (EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS + efsWriteSecondsPerMiB))).toBeCloseTo(1, 1);
  });
});
