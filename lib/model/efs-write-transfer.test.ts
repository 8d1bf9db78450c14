import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "./estimate";
import { LATENCY_CONSTANTS } from "./latency-constants";
import { EFS_ELASTIC_LIMITS, EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS } from "./limits-efs";
import { GIB_BYTES, MIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;
const { efsPerFileWriteSeconds, efsWriteSecondsPerMiB } = LATENCY_CONSTANTS;

function seconds(op: object): number {
  const result = estimateFromInput(
    { region: "us-east-2", storedBytes: 100 * GIB_BYTES, days: 1, operations: [{ name: "write", direction: "write", ...op }], options: [{ id: "efs-standard-elastic", params: {} }] },
    book,
    { client: { instanceType: "c5n.18xlarge" } },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!.durationSecondsPerDay;
}

describe("EFS write transfer: a written file's first request moves before CLOSE returns", () => {
  it("1 MiB files one at a time pay the round trips and the request's MiB each", () => {
    const files = 1000;
    const rest = (files * MIB_BYTES) / EFS_ELASTIC_LIMITS.writeBytesPerSecond; // the file system write limit on the bytes themselves
    expect(seconds({ fileCount: files, fileSizeBytes: MIB_BYTES, concurrency: 1 })).toBeCloseTo(files * (efsPerFileWriteSeconds + efsWriteSecondsPerMiB) + rest, 1);
  });

  it("a big file pays only its first request serially: the rest go in parallel under the throughput limits", () => {
    const one = seconds({ fileCount: 1, fileSizeBytes: 10 * GIB_BYTES, concurrency: 1 });
    expect(one).toBeLessThan((10 * GIB_BYTES) / (1000 * MIB_BYTES) + 1);
  });

  it("random 1 MiB writes at queue depth 1 take the write latency plus the transfer each", () => {
    const writes = 1000;
    const t = seconds({ fileCount: 1, fileSizeBytes: writes * MIB_BYTES, concurrency: 1, access: "random", ioSizeBytes: MIB_BYTES });
    expect(t / (writes * (EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS + efsWriteSecondsPerMiB))).toBeCloseTo(1, 1);
  });
});
