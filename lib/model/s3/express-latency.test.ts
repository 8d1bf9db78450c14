import { describe, expect, it } from "vitest";
import { S3_REQUEST_LATENCY_SECONDS, S3_STANDARD_LATENCY_SOURCE, S3_STANDARD_MEASURED_MS } from "./limits";
import { S3_EXPRESS_LATENCY_SECONDS } from "./classes";
import { estimateOneOption } from "../testing/one-option";
import { KIB_BYTES, TIB_BYTES } from "@/lib/units";

describe("S3 Express One Zone latency: measured through a client, not a tenth of Standard", () => {
  it("is about 6 ms a request (Mountpoint CI: 6.3 ms first byte, 5.6 ms small write), Standard about 4-5x it", () => {
    expect(S3_EXPRESS_LATENCY_SECONDS * 1000).toBeCloseTo(5.96, 2);
    const ratio = S3_REQUEST_LATENCY_SECONDS / S3_EXPRESS_LATENCY_SECONDS;
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(6);
  });

  it("puts 10,000 small objects one at a time at about 6 ms each on Express", () => {
    const result = estimateOneOption(
      { name: "put", direction: "write", fileCount: 10_000, fileSizeBytes: 4 * KIB_BYTES, concurrency: 1 },
      { id: "s3-express-one-zone", params: {} },
      TIB_BYTES,
    );
    expect(result.durationSecondsPerDay / 10_000).toBeGreaterThan(0.005);
    expect(result.durationSecondsPerDay / 10_000).toBeLessThan(0.01);
  });
});

describe("S3 Standard latency: measured through a client, not assumed", () => {
  it("is the mean of the CI medians over 30 runs (22.15 ms small-file first byte, 25.92 ms one-byte write): about 24 ms, not 30", () => {
    expect(S3_STANDARD_MEASURED_MS.runs).toBe(30);
    expect(S3_REQUEST_LATENCY_SECONDS * 1000).toBeCloseTo(24.04, 2);
    expect(S3_STANDARD_LATENCY_SOURCE).toMatch(/mountpoint-s3/);
  });

  it("gets 10,000 small objects one at a time at about 24 ms each", () => {
    const result = estimateOneOption(
      { name: "get", direction: "read", fileCount: 10_000, fileSizeBytes: 4 * KIB_BYTES, concurrency: 1 },
      { id: "s3-standard", params: { accessMethod: "sdk" } },
      TIB_BYTES,
    );
    expect(result.durationSecondsPerDay / 10_000).toBeGreaterThan(0.02);
    expect(result.durationSecondsPerDay / 10_000).toBeLessThan(0.03);
  });
});
