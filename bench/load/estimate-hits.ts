/**
 * The repeated-estimate case of the load bench (run.ts), for working on the web server's
 * cache-hit path (server/runtime/page-cache.ts): scripts/next-server.mjs of this tree and, with
 * `--against <git ref>`, that ref's server scripts, both on the same production build and
 * database, side by side, measured in turn with the bare-Node ceiling (ceiling-server.ts)
 * before each round. The server scripts are not part of the build, so one build serves
 * both, and pairs taken in the same minutes compare fairly on a shared machine.
 *
 * Each run also gives the CPU each process used (Linux /proc: the next-server, PostgreSQL,
 * this process, which drives autocannon, and everything else on the machine) and how many
 * content-generation queries a second the database committed (pg_stat_database, which can
 * lag by a second).
 *
 * Needs a production build (`npm run build`) and TEST_DATABASE_URL (a fresh database is
 * made and dropped).
 * Run: npx tsx bench/load/estimate-hits.ts [--against main] [--duration 8] [--rounds 3] [--connections 20] [--profile]
 *   --profile: node --cpu-prof on every server, profiles in bench/results/estimate-hits-profiles/.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type AutocannonResult } from "autocannon";
import pg from "pg";
import { createTestDatabase } from "../../tests/support/test-database";
import { ROOT, sleep, startAppServer } from "../../tests/support/hardening-server";

const { values: args } = parseArgs({
  options: {
    against: { type: "string" },
    duration: { type: "string", default: "8" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "20" },
    profile: { type: "boolean", default: false },
  },
});
const SECONDS = Number(args.duration);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = 2;
const PORT = Number(process.env.LOAD_APP_PORT ?? 3571);
/**
 * The folders scripts/next-server.mjs loads from (scripts/, server/runtime/ and what it imports
 * of lib/): what a ref's copy needs. A folder the ref does not have is left out.
 */
const SERVER_FOLDERS = ["scripts", "server", "lib"];
/** Inside the tree (git-ignored), so the copy's imports of next and pg resolve as the tree's do. */
const COPIES = join(ROOT, ".data/bench-estimate-hits");
const PROFILES = join(ROOT, "bench/results/estimate-hits-profiles");
const BODY = readFileSync(join(ROOT, "fixtures/workloads/gp3-vs-efs-request.json"), "utf8");

/** `ref`'s server folders in a directory of their own; returns its scripts/ folder. */
function copyOf(ref: string): string {
  const root = join(COPIES, ref.replace(/[^A-Za-z0-9._-]/g, "_"));
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const present = execFileSync("git", ["ls-tree", "--name-only", ref], { cwd: ROOT }).toString().split("\n");
  const folders = SERVER_FOLDERS.filter((folder) => present.includes(folder));
  const archive = execFileSync("git", ["archive", "--format=tar", ref, ...folders], {
    cwd: ROOT,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync("tar", ["-x", "-C", root], { input: archive });
  return join(root, "scripts");
}

/** CPU time (ticks) used so far, by process kind. */
function cpuTicks(nextPids: Map<number, string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(name);
      const kind =
        pid === process.pid
          ? "autocannon"
          : (nextPids.get(pid) ?? (stat.includes("(postgres)") ? "postgres" : "other"));
      out.set(kind, (out.get(kind) ?? 0) + Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while we looked.
    }
  }
  return out;
}

function cpuShares(before: Map<string, number>, after: Map<string, number>, seconds: number): string {
  const ticksPerSecond = Number(execSync("getconf CLK_TCK").toString());
  return [...after]
    .map(([kind, ticks]) => [kind, (100 * (ticks - (before.get(kind) ?? 0))) / ticksPerSecond / seconds] as const)
    .filter(([, share]) => share >= 3)
    .map(([kind, share]) => `${kind} ${share.toFixed(0)}%`)
    .join(", ");
}

async function cannon(url: string, path: string, seconds: number, connections: number): Promise<AutocannonResult> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ method: "POST", path, body: BODY, headers: { "content-type": "application/json" } }],
  });
}

function started(child: ChildProcess, word: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(word)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`exited (${code}) before "${word}"`)));
  });
}

const load = () =>
  execSync("uptime")
    .toString()
    .replace(/.*load average: /, "")
    .trim();

async function main() {
  const testDb = await createTestDatabase({ migrate: false });
  const children: ChildProcess[] = [];
  const stats = new pg.Client({ connectionString: testDb.url });
  try {
    // `npm start`'s path once, for the migrations and reference data; then the servers alone.
    const prepared = await startAppServer({ port: PORT, env: { DATABASE_URL: testDb.url }, skipBuild: true });
    await prepared.stop();
    const variants = [{ name: "this tree", dir: join(ROOT, "scripts") }];
    if (args.against) variants.push({ name: args.against, dir: copyOf(args.against) });
    if (args.profile) mkdirSync(PROFILES, { recursive: true });
    const servers: Array<{ name: string; url: string; pid: number }> = [];
    for (const [i, variant] of variants.entries()) {
      const port = PORT + 2 + i;
      const flags = args.profile ? ["--cpu-prof", `--cpu-prof-dir=${PROFILES}`] : [];
      const child = spawn(
        process.execPath,
        [...flags, join(variant.dir, "next-server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
        {
          cwd: ROOT,
          stdio: ["ignore", "pipe", "inherit"],
          env: { ...process.env, DATABASE_URL: testDb.url, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
        },
      );
      children.push(child);
      await started(child, "Ready");
      servers.push({ name: variant.name, url: `http://127.0.0.1:${port}`, pid: child.pid! });
    }
    // tsx as a loader in the same process (not its CLI, which runs a child), so its CPU is counted as the ceiling's.
    const ceiling = spawn(
      process.execPath,
      ["--import", "tsx", join(ROOT, "bench/load/ceiling-server.ts"), String(PORT + 1)],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(ceiling);
    await started(ceiling, "ready");

    let bytes = 0;
    for (const server of servers) {
      const answers = [];
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${server.url}/api/v1/estimate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: BODY,
        });
        answers.push({
          status: response.status,
          cache: response.headers.get("x-page-cache"),
          text: await response.text(),
        });
      }
      if (answers.some((a) => a.status !== 200) || answers[1]!.cache !== "hit" || answers[0]!.text !== answers[1]!.text)
        throw new Error(
          `${server.name}: the repeated estimate is not answered from the cache: ${JSON.stringify(answers.map((a) => [a.status, a.cache]))}`,
        );
      bytes = Buffer.byteLength(answers[0]!.text);
      await cannon(server.url, "/api/v1/estimate", WARMUP_S, 10);
    }
    console.log(
      `Repeated estimate, ${bytes} bytes, ${SECONDS} s a run at ${CONNECTIONS} connections; servers: ${servers.map((s) => s.name).join(", ")}`,
    );
    await stats.connect();
    const commits = async () =>
      Number(
        (
          await stats.query<{ n: string }>(
            "select xact_commit as n from pg_stat_database where datname = current_database()",
          )
        ).rows[0]!.n,
      );
    const kinds = new Map(servers.map((s) => [s.pid, `next-server (${s.name})`]));
    kinds.set(ceiling.pid!, "ceiling");

    for (let round = 1; round <= ROUNDS; round++) {
      const lines = [`round ${round}, ${new Date().toISOString().slice(11, 19)} UTC, load ${load()}`];
      const before = cpuTicks(kinds);
      const top = await cannon(`http://127.0.0.1:${PORT + 1}`, `/bytes/${bytes}`, SECONDS, CONNECTIONS);
      lines.push(
        `  ceiling: ${top.requests.average.toFixed(0)} req/s, p99 ${top.latency.p99} ms; CPU ${cpuShares(before, cpuTicks(kinds), SECONDS)}`,
      );
      // Alternate the order, so neither always runs first after the ceiling.
      for (const server of round % 2 ? servers : [...servers].reverse()) {
        const queriesBefore = await commits();
        const cpuBefore = cpuTicks(kinds);
        const result = await cannon(server.url, "/api/v1/estimate", SECONDS, CONNECTIONS);
        const cpu = cpuShares(cpuBefore, cpuTicks(kinds), SECONDS);
        await sleep(1500);
        const queries = ((await commits()) - queriesBefore) / SECONDS;
        const failures = result.errors + result.timeouts + result.non2xx;
        lines.push(
          `  ${server.name}: ${result.requests.average.toFixed(0)} req/s = ${(result.requests.average / top.requests.average).toFixed(3)}x, p50 ${result.latency.p50} p99 ${result.latency.p99} ms, ${failures} failed, ~${queries.toFixed(0)} queries/s; CPU ${cpu}`,
        );
      }
      lines.push(`  load after: ${load()}`);
      console.log(lines.join("\n"));
    }
  } finally {
    await stats.end().catch(() => {});
    for (const child of children) child.kill("SIGTERM");
    await sleep(1500);
    await testDb.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
