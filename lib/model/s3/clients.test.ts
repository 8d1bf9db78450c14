import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import { S3_PER_CONNECTION_BYTES_PER_SECOND, S3_REQUEST_LATENCY_SECONDS } from "./limits";
import { GIB_BYTES } from "@/lib/units";
import { MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND, mountpointSequentialRead } from "./mountpoint";

const book = bundledPriceBook("us-east-2")!;

function seconds(kind: string, opts: object = {}, direction: "read" | "write" = "read"): number {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: 100 * GIB_BYTES,
      days: 1,
      operations: [{ name: "one big object", direction, fileCount: 1, fileSizeBytes: 100 * GIB_BYTES }],
      options: [{ id: "s3-standard", params: {} }],
    },
    book,
    { s3Client: { kind }, ...opts },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!.durationSecondsPerDay;
}

describe("S3 clients: per-request throughput x requests in flight", () => {
  const bytes = 100 * GIB_BYTES;

  it("a plain SDK GET of one object runs on one connection (85 MB/s)", () => {
    expect(seconds("sdk")).toBeCloseTo(bytes / S3_PER_CONNECTION_BYTES_PER_SECOND, -1);
  });

  it("aws s3 cp keeps 10 requests in flight, CRT enough for 10 Gbps, Mountpoint one open file at its CPU-bound rate", () => {
    // Each of the 12,800 8 MiB parts waits its first byte (24 ms, S3_REQUEST_LATENCY_SECONDS) on its connection, then moves at 85 MB/s.
    const parts = bytes / (8 * 2 ** 20);
    const perConnection = (n: number) =>
      bytes / (n * S3_PER_CONNECTION_BYTES_PER_SECOND) + (parts * S3_REQUEST_LATENCY_SECONDS) / n;
    expect(seconds("aws-cli") / perConnection(10)).toBeCloseTo(1, 2);
    expect(seconds("crt") / perConnection(15)).toBeCloseTo(1, 2);
    // c5n.18xlarge: 100 Gbps and 148 connections would allow far more; one open file passes serially through FUSE and Mountpoint.
    const mountpoint = seconds("mountpoint");
    const ramp = mountpointSequentialRead(bytes).rounds * S3_REQUEST_LATENCY_SECONDS;
    expect(mountpoint / (bytes / MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND + ramp)).toBeCloseTo(1, 2);
    expect(seconds("sdk") / mountpoint).toBeGreaterThan(15);
  });

  it("Mountpoint reaches the instance network with enough files open at once", () => {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 1000 * GIB_BYTES,
        days: 1,
        operations: [
          {
            name: "ten big objects at once",
            direction: "read",
            fileCount: 10,
            fileSizeBytes: 100 * GIB_BYTES,
            concurrency: 10,
          },
        ],
        options: [{ id: "s3-standard", params: {} }],
      },
      book,
      { s3Client: { kind: "mountpoint" } },
    );
    if (!result.ok) throw new Error(result.error.message);
    const option = result.value.results[0]!;
    // 10 x 1,553 MiB/s is more than 100 Gbps (c5n.18xlarge, the default client): the network binds.
    expect(10 * MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND).toBeGreaterThan(12.5e9);
    expect(option.bottleneck).toMatch(/network/);
    expect(option.durationSecondsPerDay).toBeGreaterThan((10 * bytes) / 12.5e9);
  });

  it("follows the instance: Mountpoint on an r5.xlarge opens 15 connections (10 Gbps burst), not 148", () => {
    const r5 = seconds("mountpoint", { client: { instanceType: "r5.xlarge" } });
    // 15 x 85 MB/s is a little above the 10 Gbps burst, which binds; the prefetcher's ramp adds one first byte per window.
    expect(r5 / (bytes / 1.25e9 + mountpointSequentialRead(bytes).rounds * S3_REQUEST_LATENCY_SECONDS)).toBeCloseTo(
      1,
      2,
    );
    // Five times the data outlasts the 5-minute network burst: the 1.25 Gbps baseline binds.
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 500 * GIB_BYTES,
        days: 1,
        operations: [{ name: "five big objects", direction: "read", fileCount: 5, fileSizeBytes: 100 * GIB_BYTES }],
        options: [{ id: "s3-standard", params: {} }],
      },
      book,
      { s3Client: { kind: "mountpoint" }, client: { instanceType: "r5.xlarge" } },
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.results[0]!.bottleneck).toMatch(/baseline/);
  });

  it("a maxConnections override wins", () => {
    expect(seconds("crt", {}) / seconds("crt", { s3Client: { kind: "crt", maxConnections: 30 } })).toBeCloseTo(2, 1);
  });
});
