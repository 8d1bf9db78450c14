// `npm run test:long`: the long runs in tests/long (10,000-body fuzzing of the write
// endpoints, SIGKILL and database-outage faults against real server processes), one
// file after another, then one summary and a final line `long: N passed, N failed`.
// Not part of `npm test`; `.ci/run` runs it after. Needs what `npm test` needs
// (PostgreSQL on TEST_DATABASE_URL) and uses the production build `npm test` made
// (.next; built first when there is none).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT, checkNodeVersion, ensureDependencies, ensurePrismaClient, fail, log, run } from "./bootstrap.mjs";

const RESULTS = join(ROOT, "test-results", "long");
const REPORT = join(RESULTS, "long.json");

checkNodeVersion();
ensureDependencies();
ensurePrismaClient();

const probe = spawnSync(
  process.execPath,
  [
    "-e",
    `
  const pg = require("pg");
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres", connectionTimeoutMillis: 3000 });
  c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`,
  ],
  { cwd: ROOT },
);
if (probe.status !== 0)
  fail(
    "The long tests need PostgreSQL: set TEST_DATABASE_URL, or run a server on 127.0.0.1:5432 (user postgres, trust auth). `npm test` starts the local cluster.",
  );

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
const result = run(process.execPath, [
  join(ROOT, "node_modules/vitest/vitest.mjs"),
  "run",
  "--config",
  "tests/long/vitest.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${REPORT}`,
]);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
if (existsSync(REPORT)) {
  const report = JSON.parse(readFileSync(REPORT, "utf8"));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    const bad = tests.filter((t) => t.status === "failed").length;
    const ms = (file.endTime ?? 0) - (file.startTime ?? 0);
    lines.push(
      `${bad === 0 && file.status !== "failed" ? "ok  " : "FAIL"}  ${file.name.slice(ROOT.length + 1).padEnd(40)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${tests.length - bad} passed, ${bad} failed`,
    );
    for (const t of tests.filter((t) => t.status === "failed")) lines.push(`        failed: ${t.fullName}`);
  }
}
// A run that failed without reporting a failed test (a crash, a file that did not load) still counts as one.
if (!result.ok && failed === 0) failed = 1;

log(`Summary (${seconds} s${skipped ? `, ${skipped} skipped` : ""}):`);
for (const line of lines) log(`  ${line}`);
process.stdout.write(`\nlong: ${passed} passed, ${failed} failed\n`);
process.exit(result.ok && failed === 0 ? 0 : 1);
