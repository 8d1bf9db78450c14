import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { LATENCY_CONSTANTS } from "../engine/latency-constants";
import { estimateFromInput } from "../estimate";
import { nfsCreateSeconds } from "./directory-creates";
import { GIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;

interface Shape {
  id?: string;
  params?: object;
  direction?: "read" | "write";
  files?: number;
  concurrency?: number;
  directories?: number;
  clients?: number;
}

/** Empty files created (or read) on one option: only the per-file round trips count. */
function run({
  id = "efs-standard-elastic",
  params = {},
  direction = "write",
  files = 1024,
  concurrency = 128,
  directories,
  clients = 1,
}: Shape) {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: 100 * GIB_BYTES,
      days: 1,
      clients,
      operations: [
        {
          name: "touch",
          direction,
          fileCount: files,
          fileSizeBytes: 0,
          concurrency,
          ...(directories === undefined ? {} : { directories }),
        },
      ],
      options: [{ id, params }],
    },
    book,
  );
  if (!result.ok) throw new Error(result.error.message);
  const option = result.value.results[0]!;
  if (!option.feasible) throw new Error(option.infeasibleReason ?? "infeasible");
  return option;
}

const efsCreate = nfsCreateSeconds(LATENCY_CONSTANTS.efsPerFileWriteSeconds);

describe("creates take turns in a directory (the Linux directory lock)", () => {
  it("makes 128 writers into one EFS directory create one file at a time", () => {
    const option = run({ directories: 1 });
    expect(option.durationSecondsPerDay).toBeGreaterThanOrEqual(1024 * efsCreate);
    expect(option.durationSecondsPerDay).toBeLessThan(1024 * efsCreate * 1.05);
    expect(option.bottleneck).toMatch(
      /^creates take turns in each directory: 1,024 files into 1 directory at concurrency 128 \(.* per create; a Linux client locks a directory for each create in it\)/,
    );
  });

  it("changes nothing without directories, with as many directories as writers, or with one writer", () => {
    const spread = run({});
    expect(run({ directories: 128 }).durationSecondsPerDay).toBe(spread.durationSecondsPerDay);
    expect(run({ directories: 5000 }).durationSecondsPerDay).toBe(spread.durationSecondsPerDay);
    expect(spread.bottleneck).not.toMatch(/take turns/);
    expect(run({ concurrency: 1, directories: 1 }).durationSecondsPerDay).toBe(
      run({ concurrency: 1 }).durationSecondsPerDay,
    );
  });

  it("never gets slower with more directories, and goes smoothly from one to enough", () => {
    let previous = Infinity;
    for (const directories of [1, 2, 3, 4, 8, 16, 32, 64, 100, 128]) {
      const seconds = run({ directories }).durationSecondsPerDay;
      expect(seconds).toBeLessThanOrEqual(previous);
      previous = seconds;
    }
    // One directory against two: half the waiting, not a cliff.
    expect(run({ directories: 1 }).durationSecondsPerDay / run({ directories: 2 }).durationSecondsPerDay).toBeCloseTo(
      2,
      1,
    );
  });

  it("gives every client its own lock: four clients in one directory create four at a time", () => {
    const one = run({ directories: 1, files: 4096 });
    const four = run({ directories: 1, files: 4096, clients: 4 });
    expect(one.durationSecondsPerDay / four.durationSecondsPerDay).toBeCloseTo(4, 1);
  });

  it("leaves reads alone: a lookup takes the directory shared", () => {
    expect(run({ direction: "read", directories: 1 }).durationSecondsPerDay).toBe(
      run({ direction: "read" }).durationSecondsPerDay,
    );
  });

  it("applies to Lustre and to NFS on ONTAP and OpenZFS, not to ONTAP serving SMB only", () => {
    for (const [id, params] of [
      ["fsx-lustre-persistent2", {}],
      ["fsx-openzfs", {}],
      ["fsx-ontap", { protocols: ["nfs"] }],
    ] as const) {
      expect(run({ id, params, directories: 1 }).bottleneck, id).toMatch(/^creates take turns/);
    }
    const smb = { protocols: ["smb"] };
    expect(run({ id: "fsx-ontap", params: smb, directories: 1 }).durationSecondsPerDay).toBe(
      run({ id: "fsx-ontap", params: smb }).durationSecondsPerDay,
    );
  });

  it("refuses a directory count below one, in words", () => {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: GIB_BYTES,
        operations: [{ name: "touch", direction: "write", fileCount: 10, fileSizeBytes: 0, directories: 0 }],
        options: [{ id: "efs-standard-elastic", params: {} }],
      },
      book,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/directories must be at least 1/);
  });
});
