/**
 * `storage-advisor review-plan` through the command's own run() with a capturing io, on a
 * real PostgreSQL database holding the reference data, and on the bundled prices.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "@/cli/command";
import { reviewPlanCommand } from "@/cli/commands/review-plan";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import type { PlanReviewResult } from "@/lib/plan-review";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const PLANS = join(process.cwd(), "fixtures/plans");
let database: TestDatabase;
let savedDatabaseUrl: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
});

afterAll(async () => {
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
  const code = await reviewPlanCommand.run(args, io);
  return { code, stdout: out.join(""), stderr: err.join("") };
}

describe("storage-advisor review-plan", () => {
  it("prints each resource with its cost and the changes offered", async () => {
    const { code, stdout } = await run([join(PLANS, "storage-plan.json"), "--usage", join(PLANS, "storage-usage.yml")]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/aws_ebs_volume\.scratch .*\$100(\.00)? a month/);
    expect(stdout).toContain('-> type = "gp2" -> type = "gp3"');
    expect(stdout).toContain("Not reviewed:");
  });

  it("prints the API's document with --json, the same on the database's prices and the bundled ones here", async () => {
    const fromDb = await run([join(PLANS, "storage-plan.json"), "--json"]);
    const bundled = await run([join(PLANS, "storage-plan.json"), "--json", "--snapshot", BUNDLED_SNAPSHOT.id]);
    expect(fromDb.code).toBe(0);
    const a = JSON.parse(fromDb.stdout) as PlanReviewResult;
    const b = JSON.parse(bundled.stdout) as PlanReviewResult;
    expect(a.resources.map((r) => [r.address, r.monthlyCostUsd])).toEqual(
      b.resources.map((r) => [r.address, r.monthlyCostUsd]),
    );
  });

  it("says when nothing is reviewable", async () => {
    const { code, stdout } = await run([join(PLANS, "nothing-to-review.json")]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Nothing to review/);
  });

  it("exits 2 naming the file and the path in a broken plan or usage file", async () => {
    const broken = await run([join(PLANS, "broken-plan.json")]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain("broken-plan.json: planned_values.root_module.resources[1].values");
    const missing = await run([join(PLANS, "no-such-plan.json")]);
    expect(missing.code).toBe(2);
    const badUsage = await run([join(PLANS, "storage-plan.json"), "--usage", join(PLANS, "broken-plan.json")]);
    expect(badUsage.code).toBe(2);
    expect(badUsage.stderr).toContain("broken-plan.json: ");
  });
});
