import { describe, expect, it } from "vitest";
import { accessOfRw, patternMismatch, uploadPattern, workloadIo, type UploadJobPattern } from "./upload-pattern";

const job = (rw: string, bs: number, read: number | null, write: number | null): UploadJobPattern => ({
  error: 0,
  rw,
  blockSizeBytes: bs,
  readBandwidthBytesPerSec: read,
  writeBandwidthBytesPerSec: write,
});

describe("upload pattern", () => {
  it("reads fio's rw= modes", () => {
    for (const rw of ["randread", "randwrite", "randrw", "randtrim"]) expect(accessOfRw(rw)).toBe("random");
    for (const rw of ["read", "write", "rw", "readwrite", "trim"]) expect(accessOfRw(rw)).toBe("sequential");
  });

  it("takes each direction's pattern from the job its best bandwidth came from", () => {
    const p = uploadPattern([
      job("randread", 4096, 50e6, null),
      job("read", 1 << 20, 900e6, null),
      job("write", 1 << 20, null, 300e6),
    ]);
    expect(p).toEqual({
      read: { access: "sequential", blockSizeBytes: 1 << 20 },
      write: { access: "sequential", blockSizeBytes: 1 << 20 },
    });
    expect(uploadPattern([{ ...job("read", 4096, 1e9, null), error: 5 }]).read).toBeNull();
  });

  it("matches a workload of the same pattern, within a factor of 4 in request size", () => {
    const copy = workloadIo([{ name: "cp", direction: "read", fileCount: 4, fileSizeBytes: 32 * 2 ** 30 }]);
    expect(copy[0]).toMatchObject({ access: "sequential", ioSizeBytes: 1 << 20, bytesPerDay: 128 * 2 ** 30 });
    const seq256k = uploadPattern([job("read", 256 * 1024, 500e6, null)]);
    expect(patternMismatch(seq256k, copy)).toBeNull();
    const rand4k = uploadPattern([job("randread", 4096, 50e6, null)]);
    expect(patternMismatch(rand4k, copy)).toMatch(/random 4 KiB reads/);
    const seq4k = uploadPattern([job("read", 4096, 50e6, null)]);
    expect(patternMismatch(seq4k, copy)).toMatch(/sequential 4 KiB reads, and this workload reads sequential 1 MiB/);
  });

  it("ignores directions the workload does not move bytes in", () => {
    const reads = workloadIo([
      { name: "scan", direction: "read", fileCount: 1, fileSizeBytes: 2 ** 30, access: "random", ioSizeBytes: 4096 },
    ]);
    const p = uploadPattern([job("randread", 4096, 50e6, null), job("write", 1 << 20, null, 1e8)]);
    expect(patternMismatch(p, reads)).toBeNull();
  });
});
