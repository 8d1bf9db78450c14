import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import { S3_PER_CONNECTION_BYTES_PER_SECOND, S3_REQUEST_LATENCY_SECONDS } from "./limits";
import { S3_EXPRESS_LATENCY_SECONDS, S3_RANDOM_RANGE_LATENCY_SECONDS } from "./classes";
import {
  MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND,
  MOUNTPOINT_INITIAL_REQUEST_BYTES,
  mountpointRandomReadBytes,
  mountpointSequentialRead,
} from "./mountpoint";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;

function run(op: object, storedBytes = 100 * GIB_BYTES, id = "s3-standard") {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes,
      days: 1,
      operations: [{ name: "run", ...op }],
      options: [{ id, params: { accessMethod: "mountpoint" } }],
    },
    book,
    { client: { instanceType: "c5n.18xlarge" } },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!;
}

describe("Mountpoint for Amazon S3: prefetch windows, not every part of every file at once", () => {
  it("reads a file in two requests, the second through a window doubling from 1 MiB + 128 KiB up to 2 GiB", () => {
    expect(mountpointSequentialRead(1)).toEqual({ rounds: 1, requests: 1, partsInFlight: 1 });
    expect(mountpointSequentialRead(MOUNTPOINT_INITIAL_REQUEST_BYTES)).toEqual({
      rounds: 1,
      requests: 1,
      partsInFlight: 1,
    });
    // 5 MiB: 1.125 MiB, then the other 3.875 MiB in one part-sized GET: no doubling adds a part.
    expect(mountpointSequentialRead(5 * MIB_BYTES)).toEqual({ rounds: 2, requests: 2, partsInFlight: 1 });
    // 20 MiB: the rest (18.875 MiB) takes windows of 9, 18 and 36 MiB past a part; three parts at most.
    expect(mountpointSequentialRead(20 * MIB_BYTES)).toEqual({ rounds: 5, requests: 4, partsInFlight: 3 });
    // 100 GiB: windows of 9, 18, ... 1,152 MiB and 2 GiB past a part: nine doublings.
    const big = mountpointSequentialRead(100 * GIB_BYTES);
    expect(big.rounds).toBe(11);
    expect(big.partsInFlight).toBe(256);
    expect(big.requests).toBe(1 + 12_800);
  });

  it("reads small files one after another on one connection, a first byte per request", () => {
    const one = run({ direction: "read", fileCount: 1000, fileSizeBytes: 5 * MIB_BYTES, concurrency: 1 });
    const perFile = 2 * S3_REQUEST_LATENCY_SECONDS + (5 * MIB_BYTES) / S3_PER_CONNECTION_BYTES_PER_SECOND;
    expect(one.durationSecondsPerDay / (1000 * perFile)).toBeCloseTo(1, 2);
    const four = run({ direction: "read", fileCount: 1000, fileSizeBytes: 5 * MIB_BYTES, concurrency: 4 });
    expect(one.durationSecondsPerDay / four.durationSecondsPerDay).toBeCloseTo(4, 1);
  });

  it("a random read restarts the prefetcher: one GET of at least 1 MiB + 128 KiB per read, as many in flight as the reader keeps", () => {
    expect(mountpointRandomReadBytes(256 * KIB_BYTES, 100 * GIB_BYTES)).toBe(MOUNTPOINT_INITIAL_REQUEST_BYTES);
    expect(mountpointRandomReadBytes(4 * MIB_BYTES, 100 * GIB_BYTES)).toBe(4 * MIB_BYTES);
    const reads = 10_000;
    const one = run({
      direction: "read",
      fileCount: 1,
      fileSizeBytes: reads * 256 * KIB_BYTES,
      concurrency: 1,
      access: "random",
      ioSizeBytes: 256 * KIB_BYTES,
    });
    // A random range of S3 Standard waits ten times Express's first byte (AWS's "up to 10x"), not a re-read range's wait.
    expect(S3_RANDOM_RANGE_LATENCY_SECONDS).toBeCloseTo(10 * S3_EXPRESS_LATENCY_SECONDS, 9);
    expect(S3_RANDOM_RANGE_LATENCY_SECONDS).toBeGreaterThan(S3_REQUEST_LATENCY_SECONDS);
    const perRead =
      S3_RANDOM_RANGE_LATENCY_SECONDS + MOUNTPOINT_INITIAL_REQUEST_BYTES / S3_PER_CONNECTION_BYTES_PER_SECOND;
    expect(one.durationSecondsPerDay / (reads * perRead)).toBeCloseTo(1, 2);
  });

  it("S3 Express One Zone's random reads keep its own first byte", () => {
    const reads = 10_000;
    const op = {
      direction: "read",
      fileCount: 1,
      fileSizeBytes: reads * 256 * KIB_BYTES,
      concurrency: 1,
      access: "random",
      ioSizeBytes: 256 * KIB_BYTES,
    };
    const express = run(op, 100 * GIB_BYTES, "s3-express-one-zone");
    const perRead = S3_EXPRESS_LATENCY_SECONDS + MOUNTPOINT_INITIAL_REQUEST_BYTES / S3_PER_CONNECTION_BYTES_PER_SECOND;
    expect(express.durationSecondsPerDay / (reads * perRead)).toBeCloseTo(1, 2);
  });

  it("uploads a written file's 8 MiB parts in parallel: one writer is not held to one connection, only to its open file's rate", () => {
    const write = run({ direction: "write", fileCount: 1, fileSizeBytes: 30 * GIB_BYTES, concurrency: 1 });
    expect(write.durationSecondsPerDay).toBeLessThan((30 * GIB_BYTES) / S3_PER_CONNECTION_BYTES_PER_SECOND / 15);
    expect(write.durationSecondsPerDay).toBeGreaterThanOrEqual(
      (30 * GIB_BYTES) / MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND,
    );
    expect(write.bottleneck).toMatch(/^Mountpoint per open file/);
  });
});
