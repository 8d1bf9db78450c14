/**
 * `storage-advisor estimate` through the command's own run() with a capturing io, on a
 * real PostgreSQL database (DATABASE_URL) holding the reference data.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "@/cli/command";
import { estimateCommand } from "@/cli/commands/estimate";
import { runEstimate, type EstimateResponse } from "@/server/data/recommendations/estimates";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { listCatalog } from "@/lib/model";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { presetWorkload } from "@/lib/workloads";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { ageInDays } from "@/lib/format/age";

const FIXTURE = join(process.cwd(), "fixtures/workloads/efs-options-1x.json");

let database: TestDatabase;
let savedDatabaseUrl: string | undefined;
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  scratch = await mkdtemp(join(tmpdir(), "estimate-cli-"));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
  const code = await estimateCommand.run(args, io);
  return { code, stdout: out.join(""), stderr: err.join("") };
}

async function scratchFile(name: string, content: string): Promise<string> {
  const path = join(scratch, name);
  await writeFile(path, content);
  return path;
}

describe("estimate CLI", () => {
  it("prints the API's JSON document for a fixture workload file", async () => {
    const { code, stdout, stderr } = await run(["--workload", FIXTURE]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const body = JSON.parse(stdout) as EstimateResponse;
    expect(body.pricesSnapshot).toEqual({
      id: BUNDLED_SNAPSHOT.id,
      asOf: BUNDLED_SNAPSHOT.asOf,
      ageDays: ageInDays(BUNDLED_SNAPSHOT.asOf, new Date()),
    });
    expect(body.results.map((r) => r.optionId)).toEqual(listCatalog().map((o) => o.id));
    expect(body).toEqual(
      JSON.parse(JSON.stringify(await runEstimate(database.db, { workload: presetWorkload("efs-options-1x") }))),
    );
  });

  it("prints a table for people with --table, cheapest first", async () => {
    const { code, stdout } = await run(["--preset", "efs-options-1x", "--table"]);
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toBe(
      `Prices ${BUNDLED_SNAPSHOT.id} (as of ${BUNDLED_SNAPSHOT.asOf}), us-east-1; 30 days; model ${JSON.parse((await run(["--preset", "efs-options-1x"])).stdout).modelVersion}`,
    );
    expect(lines[2]).toMatch(/^option\s+monthly\s+duration\/day\s+bottleneck$/);
    const rows = lines.slice(3, 3 + listCatalog().length);
    expect(rows.map((line) => line.split(" ")[0]).sort()).toEqual(
      listCatalog()
        .map((o) => o.id)
        .sort(),
    );
    // Fully priced options cheapest first; partly priced ones (marked *) after them.
    const priced = rows.filter((line) => !line.includes(" * "));
    const costs = priced.map((line) => Number(/\$([\d,.]+)/.exec(line)?.[1]?.replaceAll(",", "")));
    expect(costs.every(Number.isFinite)).toBe(true);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    expect(rows.slice(priced.length).every((line) => line.includes(" * "))).toBe(true);
    // The bundled snapshot prices every key since the 2026 catalog: no row is partly priced.
    expect(rows.some((line) => line.includes(" * "))).toBe(false);
  });

  it("takes the envelope form and --snapshot; an unknown snapshot exits 2", async () => {
    const envelope = await scratchFile(
      "envelope.json",
      JSON.stringify({ workload: presetWorkload("owncloud-untar"), options: { efsPerClientMiBps: 500 } }),
    );
    expect((await run(["--workload", envelope, "--snapshot", BUNDLED_SNAPSHOT.id])).code).toBe(0);
    const missing = await run(["--workload", envelope, "--snapshot", "no-such-snapshot"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No price snapshot with id "no-such-snapshot"');
  });

  it.each([
    ["a missing file", async () => join(scratch, "absent.json"), /cannot read .*absent\.json: no such file/],
    ["a directory", async () => scratch, /cannot read .*: it is a directory/],
    ["broken JSON", async () => scratchFile("broken.json", "{ region: "), /broken\.json: not valid JSON/],
    [
      "a negative fileCount",
      async () =>
        scratchFile(
          "negative.json",
          JSON.stringify({
            ...presetWorkload("owncloud-untar"),
            operations: [{ name: "x", direction: "write", fileCount: -3, fileSizeBytes: 1 }],
          }),
        ),
      /negative\.json: operations\[0\]\.fileCount: fileCount must be at least 0/,
    ],
    [
      "Max I/O with Elastic",
      async () =>
        scratchFile(
          "maxio.json",
          JSON.stringify({
            workload: {
              ...presetWorkload("owncloud-untar"),
              options: [{ id: "efs-standard-elastic", params: { performanceMode: "maxIo" } }],
            },
          }),
        ),
      /maxio\.json: workload\.options\[0\]\.params\.performanceMode: Max I\/O .* \(efs_max_io_with_elastic\)/,
    ],
    [
      "a region without prices",
      async () =>
        scratchFile("region.json", JSON.stringify({ ...presetWorkload("owncloud-untar"), region: "eu-west-3" })),
      /No price snapshot covers region eu-west-3/,
    ],
  ])("exits 2 with the path and the reason for %s", async (_what, file, message) => {
    const { code, stdout, stderr } = await run(["--workload", await file()]);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
  });

  it("exits 2 on bad flags", async () => {
    expect((await run([])).stderr).toContain("give exactly one of --workload FILE and --preset ID");
    expect((await run(["--preset", "nope"])).stderr).toContain('unknown workload preset "nope"');
    expect((await run(["--preset", "hdfs-st1", "--colour"])).code).toBe(2);
    expect((await run(["--preset", "hdfs-st1", "--table", "--json"])).code).toBe(2);
  });
});
