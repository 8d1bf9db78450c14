// `npm start`: install what is missing, then hand over to scripts/serve.ts, which
// migrates, loads reference data, builds when sources changed and serves.
import { spawn } from "node:child_process";
import { ROOT, checkNodeVersion, ensureDependencies, ensurePrismaClient, tsxArgs } from "./bootstrap.mjs";

checkNodeVersion();
ensureDependencies();
ensurePrismaClient();

const child = spawn(process.execPath, tsxArgs("scripts/serve.ts", process.argv.slice(2)), {
  cwd: ROOT,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
