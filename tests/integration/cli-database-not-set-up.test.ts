/**
 * A command run against a database nobody has set up (no migrations applied: a fresh
 * DATABASE_URL, or an embedded database a command created before `setup` ran) says what
 * to do in words, not with Prisma's "Invalid `prisma.x.findFirst()` invocation".
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adviseCommand } from "@/cli/commands/advise";
import { estimateCommand } from "@/cli/commands/estimate";
import { captureIo } from "@/tests/support/capture-io";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const ANSWERS = join(import.meta.dirname, "../../fixtures/advisor/hdfs-five-nodes.json");

let database: TestDatabase;
let savedUrl: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
});

afterAll(async () => {
  await database?.drop();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

const NOT_SET_UP =
  /the database at DATABASE_URL \(postgres(ql)?:\/\/[^)]*\) is not set up: .*Run `npm run --silent cli -- setup` \(or `npm start`\)/;

describe("a database without this version's tables", () => {
  it("advise exits 1 and says to run setup", async () => {
    const io = captureIo();
    expect(await adviseCommand.run(["--answers", ANSWERS], io)).toBe(1);
    expect(io.err).toMatch(NOT_SET_UP);
    expect(io.err).not.toMatch(/prisma|invocation/i);
    expect(io.out).toBe("");
  });

  it("estimate (which asks the database when one is configured) fails with the same words", async () => {
    const io = captureIo();
    // The command's translator (cli/run-command.ts) prints it as cli/main.ts did: "estimate failed: ...", exit 1.
    expect(await estimateCommand.run(["--preset", "owncloud-untar", "--table"], io)).toBe(1);
    expect(io.err).toMatch(/^estimate failed: /);
    expect(io.err).toMatch(NOT_SET_UP);
    expect(io.out).toBe("");
  });
});
