// Shared by `npm start` and `npm test`: install what is missing, without redoing
// finished work. Plain Node (no dependencies) because it runs before `npm ci`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

export function log(message) {
  process.stderr.write(`[storage-advisor] ${message}\n`);
}

export function fail(message) {
  log(`ERROR: ${message}`);
  process.exit(1);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.error) return { ok: false, status: null, error: result.error };
  return { ok: result.status === 0, status: result.status };
}

export function hashFiles(paths) {
  const hash = createHash("sha256");
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
    } else {
      hash.update(path.slice(ROOT.length));
      hash.update(readFileSync(path));
    }
  };
  for (const p of paths) visit(join(ROOT, p));
  return hash.digest("hex");
}

function stampMatches(stampPath, value) {
  return existsSync(stampPath) && readFileSync(stampPath, "utf8") === value;
}

function writeStamp(stampPath, value) {
  mkdirSync(dirname(stampPath), { recursive: true });
  writeFileSync(stampPath, value);
}

/** `npm ci` when node_modules is absent or older than package-lock.json. */
export function ensureDependencies() {
  const lockHash = hashFiles(["package-lock.json"]);
  const stamp = join(ROOT, "node_modules", ".storage-advisor-lock");
  if (existsSync(join(ROOT, "node_modules", ".package-lock.json")) && stampMatches(stamp, lockHash)) return;
  log("Installing dependencies (npm ci)...");
  const result = run("npm", ["ci", "--no-audit", "--no-fund"]);
  if (!result.ok) fail("`npm ci` failed. Check that the npm registry is reachable and Node is 20 or newer.");
  writeStamp(stamp, lockHash);
}

/**
 * `prisma generate` when the schema changed. PRISMA_SCHEMA_ENGINE_BINARY stops the CLI
 * from downloading a native engine it does not need for generating; migrations are
 * applied by our wasm-based runner instead.
 */
export function ensurePrismaClient() {
  const schemaHash = hashFiles(["prisma/schema.prisma", "package-lock.json"]);
  const stamp = join(ROOT, "lib", "generated", ".schema-hash");
  if (existsSync(join(ROOT, "lib", "generated", "prisma", "client.ts")) && stampMatches(stamp, schemaHash)) return;
  log("Generating the Prisma client...");
  const result = run(process.execPath, [join(ROOT, "node_modules", "prisma", "build", "index.js"), "generate"], {
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/true", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
  if (!result.ok) fail("`prisma generate` failed.");
  writeStamp(stamp, schemaHash);
}

export function checkNodeVersion() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 20) fail(`Node ${process.versions.node} is too old: Storage Advisor needs Node 20 or newer.`);
}

/** Runs a TypeScript entry point through the project's tsx. */
export function tsxArgs(entry, args = []) {
  return [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ROOT, entry), ...args];
}
