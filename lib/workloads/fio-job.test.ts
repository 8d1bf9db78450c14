/**
 * Job files checked by the real fio (Debian's fio 3.33 at /usr/bin/fio): every preset's
 * file passes `fio --parse-only`, and a small workload makes the round trip workload ->
 * job file -> fio run in a temporary directory -> lib/fio -> measured workload.
 */
import { execFileSync } from "node:child_process";
import { FIO, REAL_FIO_TEST_TIMEOUT_MS, runRealFio } from "@/tests/support/real-fio";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFioDetailed } from "@/lib/fio";
import { workloadSchema, type Operation, type Workload, type WorkloadInput } from "@/lib/model";
import { KIB_BYTES, MIB_BYTES } from "@/lib/units";
import { PRESET_IDS } from "./ids";
import { fioJobFile, FIO_DIR_VARIABLE } from "./fio-job";
import {
  blockAndFileSize,
  FIO_JOB_VARIANTS,
  SCALED_MAX_BYTES,
  SCALED_MAX_FILES,
  planFioWorkload,
} from "./fio-job-plan";
import { measuredWorkload } from "./fio-measured";
import { fioRunScript, shellQuote } from "./fio-script";
import { presetWorkload } from "./presets";

/** fio's fsync at the end of a write waits for the disk: generous on a busy machine. */
let dir = "";

beforeAll(() => {
  if (!existsSync(FIO)) throw new Error(`${FIO} is missing: install fio: apt-get install -y fio`);
  dir = mkdtempSync(join(tmpdir(), "fio-job-test-"));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function fio(args: string[], env: Record<string, string> = {}): string {
  return runRealFio(args, env);
}

function parseOnly(text: string, name: string, env: Record<string, string> = { [FIO_DIR_VARIABLE]: dir }): void {
  const file = join(dir, name);
  writeFileSync(file, text);
  fio(["--parse-only", file], env);
}

describe("every preset's job file", () => {
  for (const id of PRESET_IDS) {
    for (const variant of FIO_JOB_VARIANTS) {
      it(`${id} (${variant}) passes fio --parse-only`, () => {
        const workload = workloadSchema.parse(presetWorkload(id));
        const job = fioJobFile(workload, { title: id, optionId: "ebs-gp3", optionParams: { iops: 3000 } }, variant);
        parseOnly(job.text, `${id}-${variant}.fio`);
        expect(job.text.match(/^\[op\d+\]$/gm)).toHaveLength(workload.operations.length);
        expect(job.text.match(/^stonewall$/gm)).toHaveLength(workload.operations.length);
        expect(job.text).toContain(`directory=\${${FIO_DIR_VARIABLE}}`);
        if (job.plan.scaled) {
          expect(job.text).toMatch(/^runtime=\d+$/m);
          expect(job.text).toContain(`moves 1/${Math.round(1 / job.plan.scale)} of its bytes`);
          expect(job.plan.clientBytes).toBeLessThanOrEqual(SCALED_MAX_BYTES);
        } else {
          expect(job.text).not.toMatch(/^runtime=/m);
        }
      });
    }
  }

  it("is refused by fio until the directory is set", () => {
    const job = fioJobFile(workloadSchema.parse(presetWorkload("owncloud-untar")), { title: "x" });
    expect(() => parseOnly(job.text, "unset.fio", {})).toThrow(/SA_FIO_DIR/);
  });

  it("scales the big presets and runs the small ones in full", () => {
    const big = planFioWorkload(workloadSchema.parse(presetWorkload("efs-options-1x")));
    expect(big.scaled).toBe(true);
    expect(big.operations.reduce((n, op) => n + op.clientFiles, 0)).toBeLessThanOrEqual(SCALED_MAX_FILES);
    // The kernel tree keeps its file size; the 32 GiB files shrink only to one file's share.
    const kernel = big.operations[1]!;
    expect(kernel.fileSizeBytes).toBe(
      Math.round(workloadSchema.parse(presetWorkload("efs-options-1x")).operations[1]!.fileSizeBytes),
    );
    expect(planFioWorkload(workloadSchema.parse(presetWorkload("efs-elastic-vs-bursting"))).scaled).toBe(false);
    expect(planFioWorkload(workloadSchema.parse(presetWorkload("owncloud-untar"))).scaled).toBe(true);
  });
});

describe("block and file size", () => {
  it("keeps the model's requests per file in whole blocks", () => {
    expect(blockAndFileSize(32 * MIB_BYTES, MIB_BYTES)).toEqual([MIB_BYTES, 32 * MIB_BYTES]);
    expect(blockAndFileSize(1000, MIB_BYTES)).toEqual([1000, 1000]);
    expect(blockAndFileSize(1.5 * MIB_BYTES, MIB_BYTES)).toEqual([768 * KIB_BYTES, 1.5 * MIB_BYTES]);
    const [block, size] = blockAndFileSize(100_000, 16 * KIB_BYTES);
    expect(Math.ceil(100_000 / (16 * KIB_BYTES))).toBe(size / block);
    expect(size - 100_000).toBeLessThan(size / block);
  });

  it("runs jobs that share a file as threads, so no job unlinks a file another still uses", () => {
    const text = fioJobFile(workloadSchema.parse(TINY), { title: "shared" }, "full").text;
    const sections = text.split(/\n(?=\[)/).filter((s) => s.startsWith("[op"));
    const shared = sections.filter((s) => /^filename=/m.test(s));
    expect(shared.length).toBeGreaterThan(0);
    for (const s of shared) expect(s).toMatch(/^thread$/m);
    for (const s of sections.filter((x) => !/^filename=/m.test(x))) expect(s).not.toMatch(/^thread$/m);
  });
});

describe("the run script", () => {
  it("quotes every value for sh and is valid sh", () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    const script = fioRunScript({
      serverUrl: "http://127.0.0.1:3000",
      jobFileName: "a.fio",
      recommendationId: "abc",
      optionId: "ebs-gp3",
      optionParams: { iops: 3000, note: "it's $HOME" },
      region: "us-east-2",
    });
    expect(script).toContain(`--form-string 'optionParams={"iops":3000,"note":"it'\\''s $HOME"}'`);
    const file = join(dir, "run.sh");
    writeFileSync(file, script);
    execFileSync("sh", ["-n", file]);
  });
});

/** A workload small enough to run in a test: sequential and random, own and shared files. */
const TINY: WorkloadInput = {
  region: "us-east-2",
  storedBytes: 16 * MIB_BYTES,
  days: 30,
  clients: 1,
  operations: [
    {
      name: "write small files",
      direction: "write",
      fileCount: 24,
      fileSizeBytes: 16 * KIB_BYTES,
      concurrency: 2,
      access: "sequential",
      ioSizeBytes: MIB_BYTES,
      timesPerDay: 4,
    },
    {
      name: "read two files",
      direction: "read",
      fileCount: 2,
      fileSizeBytes: 1.5 * MIB_BYTES,
      concurrency: 4,
      access: "sequential",
      ioSizeBytes: MIB_BYTES,
    },
    {
      name: "random reads in one file",
      direction: "read",
      fileCount: 1,
      fileSizeBytes: MIB_BYTES,
      concurrency: 4,
      access: "random",
      ioSizeBytes: 16 * KIB_BYTES,
    },
    {
      name: "random writes",
      direction: "write",
      fileCount: 6,
      fileSizeBytes: 256 * KIB_BYTES,
      concurrency: 3,
      access: "random",
      ioSizeBytes: 4 * KIB_BYTES,
    },
  ],
};

/** What the model does with an operation, whatever fio's spelling: equal for equal work. */
function modelled(op: Operation) {
  const requests = op.fileSizeBytes > 0 ? Math.ceil(op.fileSizeBytes / op.ioSizeBytes) : 0;
  return {
    direction: op.direction,
    access: op.access,
    fileCount: op.fileCount,
    bytesMiB: Math.round((op.fileCount * op.fileSizeBytes) / 1024) / 1024,
    requestsPerFile: requests,
    inFlight: op.access === "random" ? op.concurrency : Math.min(op.concurrency, op.fileCount),
  };
}

describe("round trip through a real fio run", () => {
  it(
    "gives back the workload within rounding",
    () => {
      const workload: Workload = workloadSchema.parse(TINY);
      const job = fioJobFile(workload, { title: "round trip" }, "full");
      const file = join(dir, "tiny.fio");
      const data = mkdtempSync(join(dir, "data-"));
      writeFileSync(file, job.text);
      const output = fio(["--output-format=json+", file], { [FIO_DIR_VARIABLE]: data });
      // unlink=1: every section removes its files.
      expect(readdirSync(data)).toEqual([]);

      const parsed = parseFioDetailed(output);
      if (!parsed.ok) throw parsed.error;
      const measured = measuredWorkload(
        parsed.document.jobs.map((j, i) => ({ job: j, options: parsed.details.jobs[i]!.options })),
      );
      expect(measured.skipped).toEqual([]);
      expect(measured.operations.map((m) => m.index)).toEqual([0, 1, 2, 3]);
      expect(measured.operations.map((m) => m.operation.name)).toEqual(workload.operations.map((op) => op.name));
      for (const [i, m] of measured.operations.entries()) {
        expect(modelled(m.operation), m.jobName).toEqual(modelled(workload.operations[i]!));
        expect(m.extrapolated).toBe(false);
        expect(m.measuredSeconds).toBeGreaterThan(0);
        expect(m.ioBytes).toBeGreaterThanOrEqual(m.plannedBytes * 0.98);
      }
      // The measured operations are a workload the model takes as it is.
      expect(
        workloadSchema.safeParse({ ...TINY, operations: measured.operations.map((m) => m.operation) }).success,
      ).toBe(true);
    },
    REAL_FIO_TEST_TIMEOUT_MS,
  );

  it(
    "multiplies file counts by the clients that ran the file together",
    () => {
      const workload = workloadSchema.parse({
        ...TINY,
        clients: 3,
        operations: [{ ...TINY.operations![0]!, fileCount: 30 }],
      });
      const job = fioJobFile(workload, { title: "clients" }, "full");
      expect(job.text).toContain("run this file on each of them at the same time");
      const data = mkdtempSync(join(dir, "clients-"));
      const file = join(dir, "clients.fio");
      writeFileSync(file, job.text);
      const parsed = parseFioDetailed(fio(["--output-format=json+", file], { [FIO_DIR_VARIABLE]: data }));
      if (!parsed.ok) throw parsed.error;
      const measured = measuredWorkload(
        parsed.document.jobs.map((j, i) => ({ job: j, options: parsed.details.jobs[i]!.options })),
        3,
      );
      expect(measured.operations[0]!.operation.fileCount).toBe(30);
    },
    REAL_FIO_TEST_TIMEOUT_MS,
  );

  it(
    "scales a run that runtime= stopped early up to the bytes it was asked for",
    () => {
      const workload = workloadSchema.parse({
        ...TINY,
        operations: [
          {
            name: "slow read",
            direction: "read",
            fileCount: 1,
            fileSizeBytes: 8 * MIB_BYTES,
            access: "sequential",
            ioSizeBytes: 64 * KIB_BYTES,
          },
        ],
      });
      // The scaled variant's runtime= with a rate limit standing in for slow storage: 1 MiB/s for 1 s.
      const text = fioJobFile(workload, { title: "stopped" }, "scaled").text.replace(
        /^runtime=\d+$/m,
        "runtime=1\nrate=1m",
      );
      const file = join(dir, "stopped.fio");
      writeFileSync(file, text);
      const parsed = parseFioDetailed(
        fio(["--output-format=json+", file], { [FIO_DIR_VARIABLE]: mkdtempSync(join(dir, "stopped-")) }),
      );
      if (!parsed.ok) throw parsed.error;
      const [m] = measuredWorkload(
        parsed.document.jobs.map((j, i) => ({ job: j, options: parsed.details.jobs[i]!.options })),
      ).operations;
      expect(m!.extrapolated).toBe(true);
      expect(m!.ioBytes).toBeLessThan(m!.plannedBytes / 2);
      expect(m!.plannedBytes).toBe(8 * MIB_BYTES);
      // About 8 s at 1 MiB/s: the run's second scaled by planned over done.
      expect(m!.measuredSeconds).toBeGreaterThan(4);
      expect(m!.measuredSeconds).toBeLessThan(16);
    },
    REAL_FIO_TEST_TIMEOUT_MS,
  );
});
