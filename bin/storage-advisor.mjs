#!/usr/bin/env node
// The package's `storage-advisor` bin (and `npm run cli`): runs the compiled CLI
// (dist/cli, rebuilt first when a source changed: scripts/cli-bundle.mjs) in this process;
// when it cannot be built, the TypeScript through tsx as before. File arguments stay
// relative to the caller's directory.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CLI_BUNDLE, ensureCliBundle } from "../scripts/cli-bundle.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
if (await ensureCliBundle()) {
  // cli/main.ts reads process.argv.slice(2): the same arguments as this script's.
  await import(pathToFileURL(CLI_BUNDLE).href);
} else {
  const tsx = createRequire(import.meta.url).resolve("tsx/cli");
  const result = spawnSync(
    process.execPath,
    [tsx, "--tsconfig", join(root, "tsconfig.json"), join(root, "cli", "main.ts"), ...process.argv.slice(2)],
    {
      stdio: "inherit",
    },
  );
  process.exit(result.status ?? 1);
}
