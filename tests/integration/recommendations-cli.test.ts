/** `storage-advisor advise` on a real PostgreSQL database with the reference data loaded. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adviseCommand } from "@/cli/commands/advise";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { captureIo } from "@/tests/support/capture-io";

const FIXTURES = join(import.meta.dirname, "../../fixtures/advisor");

let database: TestDatabase;
let dir: string;
let savedUrl: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  dir = mkdtempSync(join(tmpdir(), "advise-cli-"));
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database?.drop();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe("storage-advisor advise", () => {
  it("prints the ranking as JSON for an answers file", async () => {
    const io = captureIo();
    expect(await adviseCommand.run(["--answers", join(FIXTURES, "hdfs-five-nodes.json")], io)).toBe(0);
    const result = JSON.parse(io.out);
    expect(result.id).toBeNull();
    const st1 = result.ranking.find((o: { optionId: string }) => o.optionId === "ebs-st1");
    expect(["ebs-st1", "ebs-gp3"]).toContain(result.ranking[0].optionId);
    expect(st1.configuration).toContainEqual({ name: "Size", value: "2,048 GiB" });
    expect(result.snapshot.id).toBe("bundled-2026-11-29");
    expect(io.err).toBe("");
  });

  it("--save stores it and prints its share id and link", async () => {
    const io = captureIo();
    expect(await adviseCommand.run(["--answers", join(FIXTURES, "windows-home-directories.json"), "--save"], io)).toBe(
      0,
    );
    const result = JSON.parse(io.out);
    expect(result.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(result.url).toBe(`/r/${result.id}`);
    const row = await database.db.recommendation.findUnique({ where: { id: result.id } });
    expect(row?.snapshotId).toBe("bundled-2026-11-29");
  });

  it.each([
    [{ sizeGiB: "big" }, /sizeGiB: Data size must be a number/],
    [{ threads: 0 }, /threads: Threads per machine must be at least 1/],
    [{ colour: "blue" }, /colour: unknown answer "colour"/],
  ])("exits 2 with the answer's path for %j", async (answers, message) => {
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify(answers));
    const io = captureIo();
    expect(await adviseCommand.run(["--answers", file], io)).toBe(2);
    expect(io.err).toMatch(message);
    expect(io.out).toBe("");
  });

  it("exits 2 for a missing file, a file that is not JSON, no --answers, and a region without prices", async () => {
    const notJson = join(dir, "not.json");
    writeFileSync(notJson, "{oops");
    const noPrices = join(dir, "paris.json");
    writeFileSync(noPrices, JSON.stringify({ region: "eu-west-3" }));
    for (const [args, message] of [
      [["--answers", join(dir, "missing.json")], /no such file/],
      [["--answers", notJson], /is not JSON/],
      [[], /--answers FILE is required/],
      [["--answers", noPrices], /No price snapshot covers region eu-west-3/],
    ] as const) {
      const io = captureIo();
      expect(await adviseCommand.run([...args], io)).toBe(2);
      expect(io.err).toMatch(message);
    }
  });
});
