#!/usr/bin/env node
// The package's `storage-advisor` bin: runs the TypeScript CLI through tsx from the
// package's own folder; file arguments stay relative to the caller's directory.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsx = createRequire(import.meta.url).resolve("tsx/cli");
const result = spawnSync(process.execPath, [tsx, "--tsconfig", join(root, "tsconfig.json"), join(root, "cli", "main.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
