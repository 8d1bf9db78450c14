/** `storage-advisor fio-job` on a real PostgreSQL database: recommendations, presets and workload files; the files it writes pass fio --parse-only and sh -n. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adviseCommand } from "@/cli/commands/advise";
import { fioJobCommand } from "@/cli/commands/fio-job";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { captureIo } from "@/tests/support/capture-io";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const FIXTURES = join(import.meta.dirname, "../../fixtures");

let database: TestDatabase;
let dir: string;
let savedUrl: string | undefined;
let recommendation: { id: string; ranking: { key: string; optionId: string }[] };

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  dir = mkdtempSync(join(tmpdir(), "fio-job-cli-"));
  const io = captureIo();
  expect(await adviseCommand.run(["--answers", join(FIXTURES, "advisor/hdfs-five-nodes.json"), "--save"], io)).toBe(0);
  recommendation = JSON.parse(io.out);
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database?.drop();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe("storage-advisor fio-job", () => {
  it("writes a recommendation's job file and script that fio and sh accept", async () => {
    const out = join(dir, "rec");
    const io = captureIo();
    const key = recommendation.ranking[0]!.key;
    expect(
      await fioJobCommand.run(
        [
          "--recommendation",
          recommendation.id,
          "--option",
          key,
          "--server",
          "https://advisor.example.com",
          "--out",
          out,
        ],
        io,
      ),
    ).toBe(0);
    const files = readdirSync(out).sort();
    expect(files).toHaveLength(2);
    const job = files.find((f) => f.endsWith(".fio"))!;
    const script = readFileSync(
      join(
        out,
        files.find((f) => f.endsWith(".sh"))!,
      ),
      "utf8",
    );
    execFileSync("/usr/bin/fio", ["--parse-only", join(out, job)], {
      env: { ...process.env, SA_FIO_DIR: dir },
      stdio: "pipe",
    });
    execFileSync("sh", ["-n", "-c", script]);
    expect(script).toContain("'https://advisor.example.com'");
    expect(script).toContain(`--form-string 'recommendationId=${recommendation.id}'`);
    expect(readFileSync(join(out, job), "utf8")).toContain(`# Recommendation: ${recommendation.id}`);
  });

  it("prints a preset's scaled job file and a workload file's JSON", async () => {
    const io = captureIo();
    expect(await fioJobCommand.run(["--preset", "efs-options-1x", "--option", "efs-standard-elastic"], io)).toBe(0);
    expect(io.out).toContain("# SCALED");
    expect(io.out).toContain("# Option: efs-standard-elastic");
    const json = captureIo();
    expect(
      await fioJobCommand.run(
        ["--workload", join(FIXTURES, "workloads/efs-options-1x.json"), "--format", "json", "--variant", "full"],
        json,
      ),
    ).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ scaled: false, scale: 1 });
  });

  it.each([
    [["--recommendation", "AAAAAAAAAAAAAAAA"], /No recommendation with id/],
    [["--recommendation", "__rec__", "--option", "s3-nonsense"], /did not rank "s3-nonsense"/],
    [["--preset", "nope"], /unknown workload preset "nope"/],
    [["--preset", "owncloud-untar", "--option", "floppy"], /Unknown storage option "floppy"/],
    [["--preset", "owncloud-untar", "--variant", "huge"], /--variant must be one of auto, full, scaled/],
    [["--preset", "owncloud-untar", "--workload", "x.json"], /exactly one of/],
    [["--workload", "__bad__"], /operations\[0\]\.fileCount/],
  ])("exits 2 for %j", async (args, message) => {
    const bad = join(dir, "bad.json");
    writeFileSync(
      bad,
      JSON.stringify({
        region: "us-east-2",
        storedBytes: 1,
        operations: [{ name: "x", direction: "read", fileCount: -1, fileSizeBytes: 1 }],
      }),
    );
    const io = captureIo();
    const resolved = args.map((a) => (a === "__rec__" ? recommendation.id : a === "__bad__" ? bad : a));
    expect(await fioJobCommand.run(resolved, io)).toBe(2);
    expect(io.err).toMatch(message);
  });
});
