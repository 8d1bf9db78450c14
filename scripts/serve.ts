// The server orchestrator behind `npm start`: database (embedded unless DATABASE_URL
// is set), migrations, reference data, a production build when sources changed, and
// the Next.js server (scripts/next-server.mjs: `next start` plus the socket address for rate limits). Stops everything it started on SIGINT/SIGTERM.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createDb } from "@/server/db/client";
import { resolveDatabase, redactUrl } from "@/server/db/connection";
import { applyMigrations } from "@/server/db/migrate";
import { PROJECT_ROOT } from "@/server/db/paths";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { startPriceRefreshSchedule } from "@/server/data/prices/price-schedule";
import { EnvError, getEnv } from "@/server/env";
// @ts-expect-error plain JavaScript helper shared with the bootstrap scripts
import { hashFiles } from "./bootstrap.mjs";

/** What a production build depends on: a change in any of these rebuilds. */
const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "server",
  "public",
  "data",
  "next.config.ts",
  "tsconfig.json",
  "package-lock.json",
];
const BUILD_STAMP = join(PROJECT_ROOT, ".next", "storage-advisor-build-hash");
const NEXT_BIN = join(PROJECT_ROOT, "node_modules", "next", "dist", "bin", "next");
/** Next.js's handler behind a server that tells the app each request's socket address (rate limits). */
const NEXT_SERVER = join(PROJECT_ROOT, "scripts", "next-server.mjs");

function say(message: string) {
  process.stderr.write(`[storage-advisor] ${message}\n`);
}

function buildIfChanged(): void {
  const hash = (hashFiles as (paths: string[]) => string)(BUILD_INPUTS);
  if (
    existsSync(join(PROJECT_ROOT, ".next", "BUILD_ID")) &&
    existsSync(BUILD_STAMP) &&
    readFileSync(BUILD_STAMP, "utf8") === hash
  ) {
    say("Production build is up to date.");
    return;
  }
  say("Building the app (next build)...");
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: PROJECT_ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed (see above).");
  writeFileSync(BUILD_STAMP, hash);
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: "string" }, "skip-build": { type: "boolean" } } });
  const env = getEnv();
  const port = values.port ? Number(values.port) : env.PORT;
  const started = Date.now();

  const database = await resolveDatabase();
  say(`Database: ${database.kind} (${redactUrl(database.url)})`);
  const db = createDb(database.url);
  try {
    const applied = await applyMigrations(database.url);
    say(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Migrations: up to date.");
    for (const line of await loadReferenceData(db)) say(line);
  } finally {
    await db.$disconnect();
  }

  if (!values["skip-build"]) buildIfChanged();

  const server = spawn(process.execPath, [NEXT_SERVER, "--port", String(port), "--hostname", env.HOSTNAME], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  server.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (chunk.toString().includes("Ready"))
      say(
        `Storage Advisor is ready on http://localhost:${port} (${((Date.now() - started) / 1000).toFixed(1)} s after start).`,
      );
  });

  // Live price refreshes every PRICE_REFRESH_INTERVAL_HOURS (off when 0); failures are only logged.
  const priceSchedule = startPriceRefreshSchedule({ databaseUrl: database.url, env, log: say });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill("SIGTERM");
    await priceSchedule?.stop().catch(() => {});
    await database.release();
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(0));
  server.on("exit", (code) => void stop(code ?? 1));
}

main().catch((error: unknown) => {
  say(
    error instanceof EnvError
      ? error.message
      : `Could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
