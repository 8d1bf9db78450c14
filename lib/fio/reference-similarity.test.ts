import { describe, expect, it } from "vitest";
import {
  fioPattern,
  MAX_SCORE,
  referenceIoSize,
  referencePattern,
  similarity,
  type ReferenceWorkload,
} from "./reference-similarity";

const KIB = 1024;
const MIB = 1024 * KIB;

function workload(overrides: Partial<ReferenceWorkload>): ReferenceWorkload {
  return {
    direction: "read",
    text: "",
    blockSizeBytes: null,
    fileSizeBytes: null,
    totalBytes: null,
    fileCount: null,
    ...overrides,
  };
}

describe("fioPattern", () => {
  it.each([
    ["randread", "random"],
    ["randwrite", "random"],
    ["randrw", "random"],
    ["randtrim", "random"],
    ["read", "sequential"],
    ["write", "sequential"],
    ["rw", "sequential"],
    ["readwrite", "sequential"],
    ["trimwrite", "sequential"],
  ])("%s is %s", (rw, pattern) => {
    expect(fioPattern(rw)).toBe(pattern);
  });
});

describe("reference pattern and I/O size", () => {
  it("takes the article's words first", () => {
    expect(referencePattern(workload({ text: "DiskSpd 1 MiB sequential writes", fileSizeBytes: 100 }))).toBe(
      "sequential",
    );
    expect(referencePattern(workload({ text: "4k random reads", fileSizeBytes: 8 * 1024 * MIB }))).toBe("random");
    expect(referencePattern(workload({ text: "fio randwrite" }))).toBe("random");
  });

  it("falls back on the file size: big files stream, small files behave like random I/O", () => {
    expect(referencePattern(workload({ fileSizeBytes: 32 * 1024 * MIB }))).toBe("sequential");
    expect(referencePattern(workload({ totalBytes: 98_000_000, fileCount: 11_000 }))).toBe("random");
    expect(referencePattern(workload({}))).toBeNull();
  });

  it("uses the block size, else the file size capped at 1 MiB", () => {
    expect(referenceIoSize(workload({ blockSizeBytes: 4 * KIB, fileSizeBytes: 8 * MIB }))).toBe(4 * KIB);
    expect(referenceIoSize(workload({ fileSizeBytes: 32 * 1024 * MIB }))).toBe(MIB);
    expect(referenceIoSize(workload({ fileSizeBytes: 1000 }))).toBe(1000);
    expect(referenceIoSize(workload({}))).toBeNull();
  });
});

describe("similarity", () => {
  const randomRead4k = { direction: "read", pattern: "random", blockSizeBytes: 4 * KIB } as const;

  it("scores the full 6 for the same direction, pattern and block size", () => {
    expect(similarity(randomRead4k, workload({ text: "random", blockSizeBytes: 4 * KIB }))?.score).toBe(MAX_SCORE);
  });

  it("leaves out other directions and counts a mixed reference at half", () => {
    expect(similarity(randomRead4k, workload({ direction: "write" }))).toBeNull();
    expect(similarity(randomRead4k, workload({ direction: "other" }))).toBeNull();
    expect(
      similarity(randomRead4k, workload({ direction: "mixed", text: "random", blockSizeBytes: 4 * KIB }))?.score,
    ).toBe(4.5);
  });

  it("loses 1/8 point per doubling of block size apart, down to 0", () => {
    const at = (bytes: number) => similarity(randomRead4k, workload({ text: "random", blockSizeBytes: bytes }))?.score;
    expect(at(8 * KIB)).toBe(5.875);
    expect(at(2 * KIB)).toBe(5.875);
    expect(at(MIB)).toBe(5); // 256x: 8 doublings
    expect(at(1024 * MIB)).toBe(5);
  });

  it("ranks a sequential 1 MiB reference below a random 4 KiB one for a random 4 KiB upload", () => {
    const sequential = similarity(randomRead4k, workload({ text: "sequential", blockSizeBytes: MIB }));
    const random = similarity(randomRead4k, workload({ text: "random", blockSizeBytes: 16 * KIB }));
    expect(sequential?.score).toBe(3);
    expect(random!.score).toBeGreaterThan(sequential!.score);
  });

  it("gives half a point for an unknown pattern and nothing for an unknown size", () => {
    expect(similarity(randomRead4k, workload({}))?.score).toBe(3.5);
    expect(
      similarity({ ...randomRead4k, blockSizeBytes: null }, workload({ text: "random", blockSizeBytes: 4 * KIB }))
        ?.score,
    ).toBe(5);
  });
});
