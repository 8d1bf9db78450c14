import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MALFORMED_CASES } from "@/lib/fio/malformed-cases";
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from "../command";
import { parseFioCommand } from "./parse-fio";

const FIXTURES = join(__dirname, "../../fixtures/fio");
const tmp = mkdtempSync(join(tmpdir(), "parse-fio-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
  };
  const code = await parseFioCommand.run(args, io);
  return { code, stdout, stderr };
}

describe("storage-advisor parse-fio", () => {
  it("prints exactly one JSON document and exits 0 for a fio file", async () => {
    const { code, stdout, stderr } = await run([join(FIXTURES, "fio-3.16_randrw_single.json")]);
    expect(code).toBe(EXIT_OK);
    expect(stderr).toBe("");
    const doc = JSON.parse(stdout);
    expect(Object.keys(doc)).toEqual(["fioVersion", "jobs", "warnings"]);
    expect(doc.fioVersion).toBe("fio-3.16");
    expect(Object.keys(doc.jobs[0])).toEqual(["name", "groupId", "error", "workload", "read", "write", "trim"]);
    expect(Object.keys(doc.jobs[0].read)).toEqual([
      "ioBytes",
      "bandwidthBytesPerSec",
      "iops",
      "runtimeMs",
      "totalIos",
      "clatNs",
    ]);
    expect(Object.keys(doc.jobs[0].read.clatNs)).toEqual(["mean", "p50", "p90", "p99", "p99_9", "max"]);
    expect(Object.keys(doc.jobs[0].workload)).toEqual([
      "rw",
      "blockSizeBytes",
      "ioDepth",
      "numJobs",
      "ioEngine",
      "direct",
      "sizeBytes",
      "runtimeSeconds",
    ]);
    expect(doc.jobs[0].read.bandwidthBytesPerSec).toBe(103408);
  });

  it("exits 0 for the fio 2.18 file with duplicate keys and for leading text", async () => {
    for (const file of ["fio-2.18_randread_single.json", "fio-3.34_randread_leading_text_signal.json"]) {
      const { code, stdout } = await run([join(FIXTURES, file)]);
      expect(code, file).toBe(EXIT_OK);
      expect(() => JSON.parse(stdout)).not.toThrow();
    }
  });

  it("exits 2 with the reason on stderr and nothing on stdout for malformed input", async () => {
    const file = join(tmp, "truncated.json");
    const truncated = MALFORMED_CASES.find(
      (c) => c.expectedCode === "truncated" && typeof c.bytes === "string" && c.bytes.length > 100,
    )!;
    writeFileSync(file, truncated.bytes);
    const { code, stdout, stderr } = await run([file]);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/truncated/);
    expect(stderr).toContain(file);
  });

  it.each(MALFORMED_CASES.map((c, i) => [c.name, c, i] as const))(
    "exits 2 with its reason for malformed input: %s",
    async (_name, malformed, i) => {
      const file = join(tmp, `malformed-${i}.json`);
      writeFileSync(file, malformed.bytes);
      const { code, stdout, stderr } = await run([file]);
      expect(code).toBe(EXIT_BAD_INPUT);
      expect(stdout).toBe("");
      expect(stderr).toContain(malformed.expectedCode);
    },
  );

  it("exits 2 when no job is usable", async () => {
    const { code, stdout, stderr } = await run([join(FIXTURES, "generated/fio-3.33_read_error_only.json")]);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/no_usable_jobs: .*error 1 \(EPERM/);
  });

  it("exits 2 for a file that cannot be read", async () => {
    const missing = await run([join(tmp, "does-not-exist.json")]);
    expect(missing.code).toBe(EXIT_BAD_INPUT);
    expect(missing.stderr).toMatch(/cannot read .*no such file/);
    const directory = await run([tmp]);
    expect(directory.code).toBe(EXIT_BAD_INPUT);
    expect(directory.stderr).toMatch(/directory/);
  });

  it("exits 2 for a file over the size limit without reading it", async () => {
    const big = join(tmp, "big.json");
    writeFileSync(big, Buffer.alloc(26 * 1024 * 1024, 0x20));
    const { code, stderr } = await run([big]);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(stderr).toMatch(/too_large/);
  });

  it("exits 2 for wrong usage", async () => {
    expect((await run([])).code).toBe(EXIT_BAD_INPUT);
    expect((await run(["a.json", "b.json"])).code).toBe(EXIT_BAD_INPUT);
    expect((await run(["--pretty", "a.json"])).code).toBe(EXIT_BAD_INPUT);
    const help = await run(["--help"]);
    expect(help.code).toBe(EXIT_OK);
    expect(help.stdout).toMatch(/Usage: storage-advisor parse-fio FILE/);
  });
});
