/**
 * `storage-advisor advise` before anything is set up (no DATABASE_URL, no embedded
 * database yet): the bundled prices answer, as they do for `estimate`, and no database is
 * created on disk (one left behind unmigrated would make every later command fail).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adviseCommand } from "@/cli/commands/advise";
import { captureIo } from "@/tests/support/capture-io";

const ANSWERS = join(import.meta.dirname, "../../fixtures/advisor/hdfs-five-nodes.json");

let scratch: string;
let embeddedDir: string;
/** A port of its own (embedded-db tests use 54,391 and 54,392): the second test opens the embedded database. */
const EMBEDDED_TEST_PORT = 54_393;
const saved = {
  DATABASE_URL: process.env.DATABASE_URL,
  EMBEDDED_DB_DIR: process.env.EMBEDDED_DB_DIR,
  EMBEDDED_DB_PORT: process.env.EMBEDDED_DB_PORT,
};

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "advise-no-db-"));
  embeddedDir = join(scratch, "pglite");
  process.env.DATABASE_URL = "";
  process.env.EMBEDDED_DB_DIR = embeddedDir;
  process.env.EMBEDDED_DB_PORT = String(EMBEDDED_TEST_PORT);
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("advise with no database yet", () => {
  it("answers on the bundled prices and creates nothing", async () => {
    const io = captureIo();
    expect(await adviseCommand.run(["--answers", ANSWERS], io)).toBe(0);
    const result = JSON.parse(io.out);
    expect(result.snapshot.id).toBe("bundled-2026-11-29");
    expect(result.currentSnapshot.id).toBe("bundled-2026-11-29");
    expect(result.id).toBeNull();
    expect(["ebs-st1", "ebs-gp3"]).toContain(result.ranking[0].optionId);
    expect(io.err).toBe("");
    expect(existsSync(embeddedDir)).toBe(false);
  });

  it("an unknown snapshot still goes to the database's words, not the bundled prices", async () => {
    // Asking for another snapshot needs a database: none is set up, so the command says so
    // (the embedded database it had to open is left for `setup`, which this message names).
    const io = captureIo();
    expect(await adviseCommand.run(["--answers", ANSWERS, "--snapshot", "aws-2026-11-01"], io)).toBe(1);
    expect(io.err).toMatch(/the embedded database is not set up: .*Run `npm run --silent cli -- setup`/);
  });
});
