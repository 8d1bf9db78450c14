import { describe, expect, it } from "vitest";
import { DEFAULT_IO_SIZE_BYTES } from "@/lib/model";
import { KIB_BYTES } from "@/lib/units";
import { parseCompareView } from "@/lib/validations/compare";
import { patternMismatch, uploadPattern, workloadIo, type UploadJobPattern } from "./upload-pattern";
import { viewWorkload } from "./workload";

/** A custom view from its URL parameters, as the page reads it. */
const customView = (params: Record<string, string | string[]>) => {
  const { view, issues } = parseCompareView({ workload: "custom", ...params });
  expect(issues).toEqual([]);
  return view;
};

/** One random 8 KiB read of 1,000 files of 64 MiB, by 4 clients. */
const RANDOM_8K = {
  gib: "500",
  clients: "4",
  opdir: "read",
  opcount: "1000",
  opsize: "64",
  opunit: "MiB",
  opconc: "16",
  opruns: "1",
  opaccess: "random",
  opio: "8",
};

const fioJob = (rw: string, blockSizeBytes: number): UploadJobPattern => ({
  error: 0,
  rw,
  blockSizeBytes,
  readBandwidthBytesPerSec: 80e6,
  writeBandwidthBytesPerSec: null,
});

describe("the custom workload the model runs", () => {
  it("takes each operation's access pattern and request size, and the clients", () => {
    const w = viewWorkload(customView(RANDOM_8K));
    expect(w.input.clients).toBe(4);
    expect(w.input.operations).toEqual([
      expect.objectContaining({ direction: "read", access: "random", ioSizeBytes: 8 * KIB_BYTES, concurrency: 16 }),
    ]);
    expect(w.description).toBe("500 GiB stored for 30 days, 1 operation(s) in random 8 KiB requests, 4 clients.");
  });

  it("is today's workload for a link without them: one client, sequential requests of the model's default size", () => {
    const w = viewWorkload(parseCompareView({ workload: "custom" }).view);
    expect(w.input.clients).toBe(1);
    for (const op of w.input.operations ?? []) {
      expect(op.access).toBe("sequential");
      expect(op.ioSizeBytes).toBe(DEFAULT_IO_SIZE_BYTES);
    }
    expect(w.description).toBe(
      "1,000 GiB stored for 30 days, 2 operation(s) in sequential 1 MiB requests, one client.",
    );
  });

  it("describes each operation's requests when they differ", () => {
    const w = viewWorkload(
      customView({
        opdir: ["write", "read"],
        opcount: ["10", "10"],
        opsize: ["1", "1"],
        opunit: ["GiB", "GiB"],
        opaccess: ["sequential", "random"],
        opio: ["", "16"],
      }),
    );
    expect(w.description).toMatch(
      /2 operation\(s\) \(1: sequential 1 MiB requests, 2: random 16 KiB requests\), one client\.$/,
    );
  });

  it("a random custom operation is matched by a random fio upload of a near block size, and a sequential one is not", () => {
    const random = workloadIo(viewWorkload(customView(RANDOM_8K)).input.operations);
    expect(patternMismatch(uploadPattern([fioJob("randread", 8 * KIB_BYTES)]), random)).toBeNull();
    expect(patternMismatch(uploadPattern([fioJob("randread", 4 * KIB_BYTES)]), random)).toBeNull();
    expect(patternMismatch(uploadPattern([fioJob("read", 8 * KIB_BYTES)]), random)).toMatch(
      /measured sequential 8 KiB reads, and this workload reads random 8 KiB requests/,
    );
    const sequential = workloadIo(viewWorkload(customView({ ...RANDOM_8K, opaccess: "sequential" })).input.operations);
    expect(patternMismatch(uploadPattern([fioJob("randread", 8 * KIB_BYTES)]), sequential)).toMatch(
      /measured random 8 KiB reads/,
    );
  });
});
