/**
 * `storage-advisor import-metrics` through the command's own run() with a capturing io, on
 * a real PostgreSQL database holding the reference data.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "@/cli/command";
import { importMetricsCommand } from "@/cli/commands/import-metrics";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const FIXTURES = join(process.cwd(), "fixtures/cloudwatch");
let database: TestDatabase;
let savedDatabaseUrl: string | undefined;
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  scratch = await mkdtemp(join(tmpdir(), "metrics-cli-"));
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
  const code = await importMetricsCommand.run(args, io);
  return { code, stdout: out.join(""), stderr: err.join("") };
}

describe("import-metrics CLI", () => {
  it("summarises the EFS fixture without saving", async () => {
    const { code, stdout, stderr } = await run([join(FIXTURES, "efs-get-metric-data.json")]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^EFS metrics 2026-10-01T00:00:00.000Z to 2026-10-15T00:00:00.000Z \(336 hours\)/);
    expect(stdout).toMatch(/Cheapest that kept up: /);
    expect(stdout).toMatch(/efs-standard-bursting EFS burst credits: 2026-1[01]-\d\dT/);
    expect(await database.db.savedWorkload.count()).toBe(0);
  });

  it("saves several EBS files with --save and prints where the workload opens", async () => {
    const files = [
      "ebs-volume-read-bytes.json",
      "ebs-volume-write-bytes.json",
      "ebs-volume-read-ops.json",
      "ebs-volume-write-ops.json",
      "ebs-burst-balance.json",
    ].map((f) => join(FIXTURES, f));
    const { code, stdout } = await run([...files, "--stored-gib", "500", "--save", "--name", "db volume", "--json"]);
    expect(code).toBe(0);
    const saved = JSON.parse(stdout) as { id: string; name: string; links: { compare: string } };
    expect(saved.name).toBe("db volume");
    expect(saved.links.compare).toMatch(/^\/compare\?workload=custom/);
    expect(await database.db.savedWorkload.count()).toBe(1);
  });

  it.each([
    ["malformed/not-json.json", /not-json.json: neither JSON/],
    [
      "malformed/missing-timestamps.json",
      /DataReadIOBytes \(missing-timestamps.json: MetricDataResults\[0\]\): Timestamps is missing/,
    ],
    [
      "malformed/mismatched-lengths.json",
      /DataWriteIOBytes \(mismatched-lengths.json: MetricDataResults\[1\]\): 2 Values but 3 Timestamps/,
    ],
    ["malformed/mixed-units.json", /VolumeReadBytes \(mixed-units.json\): mixed units: Datapoints\[2\] is in Percent/],
  ])("exits 2 on %s naming the metric and the position, storing nothing", async (name, message) => {
    const before = await database.db.savedWorkload.count();
    const { code, stderr } = await run([join(FIXTURES, name), "--save"]);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(await database.db.savedWorkload.count()).toBe(before);
  });

  it("exits 2 on 10 MB of junk without reading it, and on a missing file or a bad flag", async () => {
    const junk = join(scratch, "junk.json");
    await writeFile(junk, Buffer.alloc(10_000_000, 0x41));
    const big = await run([junk]);
    expect(big.code).toBe(2);
    expect(big.stderr).toMatch(/too_large: 9.5 MiB, over the 8 MiB/);
    expect((await run([join(scratch, "nope.json")])).stderr).toMatch(/no such file/);
    expect((await run([junk, "--colour"])).code).toBe(2);
    expect((await run([join(FIXTURES, "ebs-volume-read-bytes.json")])).stderr).toMatch(/give the stored size/);
    const access = await run([join(FIXTURES, "efs-get-metric-data.json"), "--access", "diagonal"]);
    expect(access.code).toBe(2);
    expect(access.stderr).toMatch(/access must be "sequential" \(whole files front to back\) or "random"/);
  });

  it("takes --access and says so", async () => {
    const { code, stdout } = await run([join(FIXTURES, "efs-get-metric-data.json"), "--access", "random", "--json"]);
    expect(code).toBe(0);
    const analysis = JSON.parse(stdout) as { access: { access: string; inferred: boolean } };
    expect(analysis.access).toEqual({ access: "random", inferred: false, why: "as you said" });
  });
});
