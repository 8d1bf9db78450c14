// EBS and EFS: requests that bypass the page cache (O_DIRECT).
import { describe, expect, it } from "vitest";
import { estimateOneOption } from "../testing/one-option";
import { LATENCY_CONSTANTS } from "../engine/latency-constants";
import { GIB_BYTES, KIB_BYTES } from "@/lib/units";

const LATENCY = LATENCY_CONSTANTS.ebsSsdStreamLatencySeconds;

interface Shape {
  direction?: "read" | "write";
  access?: "sequential" | "random";
  ioKiB?: number;
  concurrency?: number;
  direct?: boolean;
  files?: number;
}

/** 1 GiB in `files` files on a 1 TiB gp3 volume at its defaults (3,000 IOPS, 125 MiB/s). */
function run({ direction = "write", access = "random", ioKiB = 4, concurrency = 1, direct, files = 1 }: Shape) {
  return estimateOneOption(
    {
      name: "fio",
      direction,
      fileCount: files,
      fileSizeBytes: GIB_BYTES / files,
      concurrency,
      access,
      ioSizeBytes: ioKiB * KIB_BYTES,
      ...(direct === undefined ? {} : { direct }),
    },
    { id: "ebs-gp3", params: { capacityGiB: 1024 } },
    1000 * GIB_BYTES,
  );
}

const REQUESTS_4K = GIB_BYTES / (4 * KIB_BYTES);

describe("direct I/O on an EBS volume", () => {
  it("makes one random writer wait for each request", () => {
    const one = run({ direct: true });
    expect(one.bottleneck).toMatch(/^per-request latency: 262,144 direct writes of 4 KiB at concurrency 1/);
    expect(one.durationSecondsPerDay).toBeGreaterThanOrEqual(REQUESTS_4K * LATENCY * 0.99);
    // Buffered, the page cache gathers the writes and the volume's IOPS hold them.
    expect(run({}).bottleneck).toMatch(/^gp3 IOPS 3,000/);
    // Enough requests in flight, and the IOPS bind again.
    expect(run({ direct: true, concurrency: 64 }).bottleneck).toMatch(/^gp3 IOPS 3,000/);
  });

  it("never gets slower with more requests in flight", () => {
    let previous = Infinity;
    for (const concurrency of [1, 2, 4, 8, 16, 64]) {
      const seconds = run({ direct: true, concurrency }).durationSecondsPerDay;
      expect(seconds).toBeLessThanOrEqual(previous);
      previous = seconds;
    }
  });

  it("counts sequential requests under 32 KiB one IOPS each, and merges larger ones", () => {
    // 262,144 requests of 4 KiB at 3,000 IOPS: 87 s, where buffered writes merge to 256 KiB.
    // Four streams, so the volume binds before the requests' latency does.
    const small = run({ access: "sequential", direct: true, files: 4, concurrency: 4 });
    expect(small.durationSecondsPerDay).toBeGreaterThanOrEqual((REQUESTS_4K / 3000) * 0.999);
    expect(small.bottleneck).toMatch(/^gp3 IOPS 3,000/);
    expect(run({ access: "sequential", files: 4, concurrency: 4 }).bottleneck).toMatch(/^gp3 throughput/);
    // 64 KiB requests merge: the volume's throughput holds them, not its IOPS.
    expect(run({ access: "sequential", direct: true, ioKiB: 64, files: 4, concurrency: 4 }).bottleneck).toMatch(
      /^gp3 throughput/,
    );
  });

  it("holds a sequential direct reader to one request per latency, without read-ahead", () => {
    const reader = run({ direction: "read", access: "sequential", direct: true, concurrency: 1 });
    expect(reader.bottleneck).toMatch(/^gp3 IOPS 3,000|^per-request latency: 262,144 direct reads of 4 KiB/);
    expect(reader.durationSecondsPerDay).toBeGreaterThanOrEqual(REQUESTS_4K * LATENCY * 0.99);
    expect(run({ direction: "read", access: "sequential" }).durationSecondsPerDay).toBeLessThan(
      reader.durationSecondsPerDay / 5,
    );
  });
});

describe("direct I/O on EFS", () => {
  it("sends a stream's direct requests one after another", () => {
    const estimate = (direct?: boolean) =>
      estimateOneOption(
        {
          name: "dd",
          direction: "read",
          fileCount: 1,
          fileSizeBytes: GIB_BYTES,
          access: "sequential",
          ioSizeBytes: 64 * KIB_BYTES,
          ...(direct === undefined ? {} : { direct }),
        },
        { id: "efs-standard-elastic", params: {} },
        100 * GIB_BYTES,
      );
    const direct = estimate(true);
    expect(direct.bottleneck).toMatch(/^EFS direct read request latency: 16,384 requests at concurrency 1/);
    expect(direct.durationSecondsPerDay).toBeGreaterThan(estimate().durationSecondsPerDay * 2);
  });
});
