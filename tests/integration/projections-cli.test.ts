/**
 * `storage-advisor project` and `migrate-plan` through the commands' own run() with a
 * capturing io, on a real PostgreSQL database (DATABASE_URL) holding the reference data:
 * the same answers as the API's core, exit 2 with the file and the field on bad input.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "@/cli/command";
import { migratePlanCommand } from "@/cli/commands/migrate-plan";
import { projectCommand } from "@/cli/commands/project";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { runMigrationPlan, runProjection } from "@/server/data/recommendations/projections";
import { migrationRequestSchema, projectionRequestSchema } from "@/lib/validations/projection";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { readFileSync } from "node:fs";

const PROJECTION = join(process.cwd(), "fixtures/projections/team-share.json");
const MIGRATION = join(process.cwd(), "fixtures/migrations/efs-to-lustre.json");
let database: TestDatabase;
let savedDatabaseUrl: string | undefined;
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  scratch = await mkdtemp(join(tmpdir(), "projections-cli-"));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

async function run(command: typeof projectCommand, args: string[]) {
  let stdout = "";
  let stderr = "";
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) };
  const code = await command.run(args, io);
  return { code, stdout, stderr };
}

describe("storage-advisor project", () => {
  it("prints the projection the API's core gives on the same database", async () => {
    const { code, stdout } = await run(projectCommand, ["--input", PROJECTION]);
    expect(code).toBe(0);
    const { getDb } = await import("@/server/db/client");
    const expected = await runProjection(
      getDb(),
      projectionRequestSchema.parse(JSON.parse(readFileSync(PROJECTION, "utf8"))),
    );
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it("prints a table, cheapest first, marking the policy to choose", async () => {
    const { code, stdout } = await run(projectCommand, ["--input", PROJECTION, "--table"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/costs least over 24 months/);
    expect(stdout).toMatch(/^\* /m);
  });

  it("exits 2 naming the file and the field of a bad request", async () => {
    const file = join(scratch, "bad.json");
    await writeFile(file, JSON.stringify({ storedGiB: 10, months: 0 }));
    const { code, stderr } = await run(projectCommand, ["--input", file]);
    expect(code).toBe(2);
    expect(stderr).toBe(`project: ${file}: months: months must be at least 1`);
    expect((await run(projectCommand, ["--input", join(scratch, "missing.json")])).code).toBe(2);
  });
});

describe("storage-advisor migrate-plan", () => {
  it("prints the plan the API's core gives, and the plan in words", async () => {
    const { code, stdout } = await run(migratePlanCommand, ["--input", MIGRATION]);
    expect(code).toBe(0);
    const { getDb } = await import("@/server/db/client");
    const expected = await runMigrationPlan(
      getDb(),
      migrationRequestSchema.parse(JSON.parse(readFileSync(MIGRATION, "utf8"))),
    );
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
    const words = await run(migratePlanCommand, ["--input", MIGRATION, "--table"]);
    expect(words.stdout).toMatch(/^Copying 10,240 GiB takes /);
    expect(words.stdout).toMatch(
      /DataSync: [\d,]+ GB copied at \$0\.0125 per GB, price snapshot [\w-]+ \(us-east-1, as of \d{4}-\d{2}-\d{2}\) \(unconfirmed\)/,
    );
  });

  it("exits 2 on a snapshot that does not exist", async () => {
    const { code, stderr } = await run(migratePlanCommand, ["--input", MIGRATION, "--snapshot", "no-such-snapshot"]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/no-such-snapshot/);
  });
});
