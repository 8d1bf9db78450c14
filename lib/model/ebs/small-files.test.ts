import { describe, expect, it } from "vitest";
import { estimateOneOption } from "../testing/one-option";
import type { OptionId } from "../option-ids";
import { KERNEL_TREE_DIRECTORIES, KERNEL_TREE_FILES } from "../validation/article-efs-options";
import { GIB_BYTES } from "@/lib/units";

const KERNEL_BYTES = 1.21 * GIB_BYTES;

interface Shape {
  id?: OptionId;
  params?: Record<string, unknown>;
  direction?: "read" | "write";
  access?: "sequential" | "random";
  directories?: number;
  /** Per-file constants at 0: what is left is the volume's I/O accounting. */
  noPerFile?: boolean;
}

/** The EFS options article's kernel tree copied by cp, one file at a time, onto one volume. */
function run({
  id = "ebs-st1",
  params = {},
  direction = "write",
  access = "sequential",
  directories,
  noPerFile = false,
}: Shape) {
  return estimateOneOption(
    {
      name: "cp -r",
      direction,
      fileCount: KERNEL_TREE_FILES,
      fileSizeBytes: KERNEL_BYTES / KERNEL_TREE_FILES,
      concurrency: 1,
      access,
      ...(directories === undefined ? {} : { directories }),
    },
    { id, params },
    1000 * GIB_BYTES,
    noPerFile ? { latency: { ebsHddPerFileWriteSeconds: 0, ebsSsdPerFileWriteSeconds: 0 } } : {},
  );
}

describe("a block volume writes each directory's files as a run of their own", () => {
  it("takes the kernel tree's directory count from Linux 6.1's proportions", () => {
    expect(KERNEL_TREE_DIRECTORIES).toBe(4864);
  });

  it("changes nothing without directories or with one", () => {
    for (const id of ["ebs-st1", "ebs-gp3", "ebs-io2"] as const) {
      const params = id === "ebs-io2" ? { iops: 3000 } : {};
      expect(run({ id, params, directories: 1 }).durationSecondsPerDay).toBe(run({ id, params }).durationSecondsPerDay);
    }
  });

  it("never gets faster with more directories", () => {
    let previous = 0;
    for (const directories of [1, 10, 100, 1000, KERNEL_TREE_DIRECTORIES, 20_000, KERNEL_TREE_FILES]) {
      const seconds = run({ directories }).durationSecondsPerDay;
      expect(seconds).toBeGreaterThanOrEqual(previous);
      previous = seconds;
    }
  });

  it("counts at most one run per file", () => {
    expect(run({ directories: KERNEL_TREE_FILES * 2 }).durationSecondsPerDay).toBe(
      run({ directories: KERNEL_TREE_FILES }).durationSecondsPerDay,
    );
  });

  it("leaves reads and random writes alone", () => {
    expect(run({ direction: "read", directories: KERNEL_TREE_DIRECTORIES }).durationSecondsPerDay).toBe(
      run({ direction: "read" }).durationSecondsPerDay,
    );
    expect(run({ access: "random", directories: KERNEL_TREE_DIRECTORIES }).durationSecondsPerDay).toBe(
      run({ access: "random" }).durationSecondsPerDay,
    );
  });

  it("puts the article's st1 and sc1 writes of the tree near its figures with no per-file constant", () => {
    // The article: st1 26 s, sc1 81 s, cp then sync. Each run is one I/O counted as 1 MiB
    // against the burst: (4,864 runs + 1,239 MiB) at 244 and 78.1 MiB/s.
    const st1 = run({ directories: KERNEL_TREE_DIRECTORIES, noPerFile: true });
    const sc1 = run({ id: "ebs-sc1", directories: KERNEL_TREE_DIRECTORIES, noPerFile: true });
    expect(st1.durationSecondsPerDay / 26).toBeGreaterThan(0.9);
    expect(st1.durationSecondsPerDay / 26).toBeLessThan(1.1);
    expect(sc1.durationSecondsPerDay / 81).toBeGreaterThan(0.9);
    expect(sc1.durationSecondsPerDay / 81).toBeLessThan(1.1);
    // As one run the tree would be bound by its bytes alone: five times faster than measured.
    expect(run({ noPerFile: true }).durationSecondsPerDay).toBeLessThan(26 / 4);
  });

  it("says so in the bottleneck", () => {
    expect(run({ directories: KERNEL_TREE_DIRECTORIES }).bottleneck).toMatch(
      /^st1 burst .* \(every I\/O counts as 1 MiB; files in 4,864 directories: each directory's files are a run of their own, starting a new I\/O\)/,
    );
    expect(
      run({ id: "ebs-io2", params: { iops: 3000 }, directories: KERNEL_TREE_DIRECTORIES, noPerFile: true }).bottleneck,
    ).toMatch(/^io2 IOPS 3,000 \(files in 4,864 directories/);
  });
});

describe("a single reader of small files on a block volume", () => {
  it("waits for at least one read-ahead window per file, however many IOPS the volume has", () => {
    const io2 = run({ id: "ebs-io2", params: { iops: 64_000 }, direction: "read" });
    // Each file's first (and here only) window is a synchronous read: 74,999 waits of the
    // stream latency, where the volume's 64,000 IOPS alone would allow about 2.3 s.
    expect(io2.bottleneck).toMatch(/^single-stream read-ahead \(128 KiB per .* ms, a window per file\)/);
    expect(io2.durationSecondsPerDay).toBeGreaterThan(KERNEL_TREE_FILES * 0.0004);
    // At 3,000 IOPS the volume binds first (two reads per file), as the article measured.
    expect(run({ id: "ebs-io2", params: { iops: 3000 }, direction: "read" }).bottleneck).toMatch(/^io2 IOPS 3,000/);
  });
});
