import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFileCapped } from "./read-capped";
import { estimateCommand } from "./commands/estimate";
import { importMetricsCommand } from "./commands/import-metrics";
import { parseFioCommand } from "./commands/parse-fio";
import { EXIT_BAD_INPUT, type CliIo } from "./command";

const tmp = mkdtempSync(join(tmpdir(), "read-capped-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("readFileCapped", () => {
  it("reads a file up to the limit whole", async () => {
    const file = join(tmp, "ten.txt");
    writeFileSync(file, "0123456789");
    expect((await readFileCapped(file, 10)).toString()).toBe("0123456789");
    await expect(readFileCapped(file, 9)).rejects.toThrow("more than the 9-byte limit");
  });

  it("stops at the limit on an endless device whose size stat says is 0", async () => {
    await expect(readFileCapped("/dev/zero", 1024 * 1024)).rejects.toThrow("more than the 1048576-byte limit");
  });
});

describe("commands given /dev/zero", () => {
  const io = (): CliIo & { err: () => string } => {
    let stderr = "";
    return { stdout: () => undefined, stderr: (t) => void (stderr += t), err: () => stderr };
  };

  it("refuse it at their size limit instead of reading forever", async () => {
    for (const [command, args] of [
      [parseFioCommand, ["/dev/zero"]],
      [estimateCommand, ["--workload", "/dev/zero"]],
      [importMetricsCommand, ["/dev/zero"]],
    ] as const) {
      const out = io();
      expect(await command.run([...args], out)).toBe(EXIT_BAD_INPUT);
      expect(out.err()).toMatch(/\/dev\/zero.*more than the \d+-byte limit/);
    }
  }, 60_000);
});
