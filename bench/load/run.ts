/**
 * Load bench: autocannon against a production build on 127.0.0.1, beside a bare Node
 * `http` server answering a precomputed JSON of the same size (the ceiling).
 *
 * Targets, each for DURATION seconds at CONNECTIONS concurrent connections, after a
 * short warm-up that is not counted:
 *   GET  /compare                        the comparison page
 *   GET  /advisor/results?<answers>      the advisor's results page (a fixture's answers)
 *   POST /api/v1/estimate                a workload fixture
 *   POST /api/v1/estimate                the same workload, its size changed on every request
 *   POST /api/v1/results                 a small real fio file (fixtures/fio), each request
 *                                        with its own job name so every upload is new and
 *                                        stored (the same bytes twice are a duplicate)
 *   GET  /r/<id>                         a saved recommendation's share page
 * The whole set runs twice in a row; the next-server process's resident memory (RSS) is
 * read before, between and after, and sampled during the runs.
 *
 * Uploads are rate limited per client (server/api/rate-limit.ts, 60 at once then 1/s): each
 * upload here sends its own `X-Forwarded-For` address, as many clients would, so the
 * limiter runs (and evicts) without refusing the bench.
 *
 * The server is `node scripts/start.mjs` (the `npm start` path) on the embedded database
 * by default (`--database postgres`: a fresh database on TEST_DATABASE_URL instead).
 * The bench, the server and the ceiling share the machine's cores: figures are relative.
 *
 * Run: npx tsx bench/load/run.ts [--duration 10] [--connections 50] [--database embedded|postgres] [--skip-build] [--only name,name]
 * Writes bench/results/load.json (load-postgres.json with --database postgres). Exit 1
 * when any request failed (socket error, timeout or unexpected status), after keeping the
 * server's output in bench/results/load[-postgres]-server-output.json.
 */
import { spawn } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type AutocannonRequest, type AutocannonResult } from "autocannon";
import { answersToSearchParams, parseAnswerJson } from "../../lib/validations/advisor";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { ROOT, rssMiB, sleep, startAppServer, type AppServer } from "../../tests/support/hardening-server";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    database: { type: "string", default: "embedded" },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = 2;
const WARMUP_CONNECTIONS = 10;
/** A port range of our own (the app's default is 3000, the e2e tests' 3100); the environment may move it, so several benches can share a machine. */
const APP_PORT = Number(process.env.LOAD_APP_PORT ?? 3471);
const CEILING_PORT = Number(process.env.LOAD_CEILING_PORT ?? 3472);
const EMBEDDED_DB_PORT = Number(process.env.LOAD_EMBEDDED_DB_PORT ?? 54_372);
const EMBEDDED_DB_DIR = ".data/bench-load";
const RSS_SAMPLE_MS = 500;
/** A request slower than this counts as a timeout (autocannon's own default is 10 s). */
const REQUEST_TIMEOUT_S = 30;
const usePostgres = args.database === "postgres";

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  contentType?: string;
  /** Per-request body and headers (uploads: a new file each time). */
  perRequest?: () => { body: string; headers: Record<string, string> };
}

interface Measured {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

function fixture(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

function summarise(result: AutocannonResult): Measured {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count;
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

async function cannon(url: string, target: Target, seconds: number, connections: number): Promise<AutocannonResult> {
  const request: AutocannonRequest = { method: target.method, path: target.path };
  if (target.body !== undefined) request.body = target.body;
  if (target.contentType) request.headers = { "content-type": target.contentType };
  if (target.perRequest) {
    const make = target.perRequest;
    request.setupRequest = (req) => {
      const { body, headers } = make();
      return { ...req, body, headers: { ...req.headers, ...headers } };
    };
  }
  return autocannon({ url, connections, duration: seconds, timeout: REQUEST_TIMEOUT_S, requests: [request] });
}

function startCeiling(): Promise<{ stop: () => void }> {
  const child = spawn(
    process.execPath,
    [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "bench/load/ceiling-server.ts"), String(CEILING_PORT)],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve({ stop: () => child.kill("SIGTERM") });
    });
    child.on("exit", (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
}

/**
 * The same workload with a different stored size on every request (one more GiB each
 * time), so no cache can answer it: the model runs for every request.
 */
function distinctEstimateTarget(): Target {
  const template = JSON.parse(fixture("fixtures/workloads/gp3-vs-efs-request.json")) as {
    workload: { storedBytes: number };
  };
  const base = template.workload.storedBytes;
  let counter = 0;
  return {
    name: "estimate, distinct workloads",
    method: "POST",
    path: "/api/v1/estimate",
    perRequest: () => {
      counter += 1;
      template.workload.storedBytes = base + counter * 2 ** 30;
      return { body: JSON.stringify(template), headers: { "content-type": "application/json" } };
    },
  };
}

/** The uploads' template: a real fio file whose job names are replaced per request. */
function uploadTarget(): Target {
  const template = fixture("fixtures/fio/fio-3.16_randrw_single.json");
  const runId = Date.now().toString(36);
  let counter = 0;
  return {
    name: "upload",
    method: "POST",
    path: "/api/v1/results",
    perRequest: () => {
      counter += 1;
      const content = template.replace(/"jobname" : "[^"]*"/g, `"jobname" : "load-${runId}-${counter}"`);
      // 10.x.y.z: a different client for each upload (see the header comment).
      const client = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
      return {
        body: JSON.stringify({ fileName: `load-${counter}.json`, content }),
        headers: { "content-type": "application/json", "x-forwarded-for": client },
      };
    },
  };
}

async function shareTarget(server: AppServer): Promise<Target> {
  const answers = JSON.parse(fixture("fixtures/advisor/hundred-linux-clients.json")) as unknown;
  const response = await fetch(`${server.url}/api/v1/recommendations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ answers }),
  });
  if (response.status !== 201)
    throw new Error(`could not save a recommendation: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return { name: "share page /r/[id]", method: "GET", path: `/r/${id}` };
}

function advisorTarget(): Target {
  const parsed = parseAnswerJson(JSON.parse(fixture("fixtures/advisor/wordpress-uploads.json")));
  if (!parsed.ok) throw new Error("the advisor fixture does not parse");
  return {
    name: "advisor results page",
    method: "GET",
    path: `/advisor/results?${answersToSearchParams(parsed.answers).toString()}`,
  };
}

/** Response size of one request, for the ceiling server to answer the same number of bytes. */
async function responseBytes(server: AppServer, target: Target): Promise<{ status: number; bytes: number }> {
  const one = target.perRequest?.();
  const response = await fetch(`${server.url}${target.path}`, {
    method: target.method,
    headers: one?.headers ?? (target.contentType ? { "content-type": target.contentType } : {}),
    ...(one ? { body: one.body } : target.body !== undefined ? { body: target.body } : {}),
  });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

function table(rows: Array<{ name: string; bytes: number; runs: Measured[]; ceiling: Measured | null }>): string {
  const lines = [
    "| target | response bytes | run | req/s | p50 ms | p99 ms | errors (socket/timeout/non-2xx) | ceiling req/s | ceiling p50 / p99 ms |",
    "|---|---:|---:|---:|---:|---:|---|---:|---|",
  ];
  for (const row of rows) {
    row.runs.forEach((run, i) => {
      const ceiling = i === 0 && row.ceiling ? `${row.ceiling.requestsPerSecond.toFixed(0)}` : "";
      const ceilingLatency = i === 0 && row.ceiling ? `${row.ceiling.latencyP50Ms} / ${row.ceiling.latencyP99Ms}` : "";
      lines.push(
        `| ${i === 0 ? row.name : ""} | ${i === 0 ? row.bytes : ""} | ${i + 1} | ${run.requestsPerSecond.toFixed(1)} | ${run.latencyP50Ms} | ${run.latencyP99Ms} | ${run.errors}/${run.timeouts}/${run.non2xx} | ${ceiling} | ${ceilingLatency} |`,
      );
    });
  }
  return lines.join("\n");
}

async function main() {
  let testDb: TestDatabase | null = null;
  if (usePostgres) testDb = await createTestDatabase({ migrate: false });
  else rmSync(join(ROOT, EMBEDDED_DB_DIR), { recursive: true, force: true });
  const database: Record<string, string> = testDb
    ? { DATABASE_URL: testDb.url }
    : { DATABASE_URL: "", EMBEDDED_DB_DIR, EMBEDDED_DB_PORT: String(EMBEDDED_DB_PORT) };
  // The bench stands in for a proxy in front of many clients: without TRUST_PROXY the app
  // ignores the uploads' X-Forwarded-For (rightly) and rate limits them all as one client.
  const env: Record<string, string> = { ...database, TRUST_PROXY: "true" };

  console.log(`Starting the app (${usePostgres ? "PostgreSQL" : "embedded database"}) on 127.0.0.1:${APP_PORT}...`);
  const server = await startAppServer({ port: APP_PORT, env, skipBuild: args["skip-build"] });
  const ceilingServer = await startCeiling();
  const samples: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    const nextPid = server.nextServerPid();
    if (nextPid === null) throw new Error("could not find the next-server process");
    const targets: Target[] = (
      [
        { name: "compare page", method: "GET", path: "/compare" } satisfies Target,
        advisorTarget(),
        {
          name: "estimate",
          method: "POST",
          path: "/api/v1/estimate",
          body: fixture("fixtures/workloads/gp3-vs-efs-request.json"),
          contentType: "application/json",
        } satisfies Target,
        distinctEstimateTarget(),
        uploadTarget(),
        await shareTarget(server),
      ] as Target[]
    ).filter((t) => !args.only || args.only.split(",").some((o) => t.name.startsWith(o)));

    const rows: Array<{
      name: string;
      method: string;
      path: string;
      bytes: number;
      runs: Measured[];
      ceiling: Measured | null;
      skipped?: string;
    }> = [];
    for (const target of targets) {
      const probe = await responseBytes(server, target);
      if (probe.status >= 300) {
        console.log(`${target.name}: answers ${probe.status}; skipped.`);
        rows.push({
          name: target.name,
          method: target.method,
          path: target.path.split("?")[0]!,
          bytes: probe.bytes,
          runs: [],
          ceiling: null,
          skipped: `answers ${probe.status}`,
        });
        continue;
      }
      rows.push({
        name: target.name,
        method: target.method,
        path: target.path.split("?")[0]!,
        bytes: probe.bytes,
        runs: [],
        ceiling: null,
      });
    }
    const live = targets.filter((_, i) => !rows[i]!.skipped);

    const rss: Record<string, number | null> = { beforeRun1: rssMiB(nextPid) };
    sampler = setInterval(() => {
      const value = rssMiB(nextPid);
      if (value !== null) samples.push(value);
    }, RSS_SAMPLE_MS);
    for (const run of [1, 2]) {
      for (const target of live) {
        const row = rows.find((r) => r.name === target.name)!;
        if (run === 1) await cannon(server.url, target, WARMUP_S, WARMUP_CONNECTIONS);
        console.log(
          `run ${run}: ${target.name} (${target.method} ${row.path}), ${DURATION_S} s at ${CONNECTIONS} connections...`,
        );
        row.runs.push(summarise(await cannon(server.url, target, DURATION_S, CONNECTIONS)));
      }
      rss[`afterRun${run}`] = rssMiB(nextPid);
    }
    clearInterval(sampler);

    for (const target of live) {
      const row = rows.find((r) => r.name === target.name)!;
      const ceilingTarget: Target = { ...target, path: `/bytes/${row.bytes}` };
      if (ceilingTarget.perRequest) delete ceilingTarget.perRequest;
      if (target.perRequest) ceilingTarget.body = target.perRequest().body;
      console.log(`ceiling: ${row.bytes} bytes for ${target.method}...`);
      row.ceiling = summarise(await cannon(`http://127.0.0.1:${CEILING_PORT}`, ceilingTarget, DURATION_S, CONNECTIONS));
    }

    const failed = rows.some((r) => r.runs.some((m) => m.errors + m.timeouts + m.non2xx > 0));
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
      database: usePostgres
        ? "PostgreSQL (TEST_DATABASE_URL, fresh database)"
        : "embedded PGlite (npm start's default)",
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      note: "bench, app and ceiling share the machine; other work may run on it too",
      rows,
      nextServerRssMiB: { ...rss, peak: samples.length ? Math.max(...samples) : null },
      failed,
    };
    mkdirSync(join(ROOT, "bench/results"), { recursive: true });
    const file = join(ROOT, "bench/results", usePostgres ? "load-postgres.json" : "load.json");
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${table(rows.filter((r) => !r.skipped))}\n`);
    console.log(`next-server RSS (MiB): ${JSON.stringify(result.nextServerRssMiB)}`);
    console.log(`Wrote ${file}`);
    if (failed) {
      // The server's own account of what failed (withErrorContract logs every 500's cause).
      // As JSON so it stays git-ignored with the other results.
      const log = join(
        ROOT,
        "bench/results",
        usePostgres ? "load-postgres-server-output.json" : "load-server-output.json",
      );
      writeFileSync(
        log,
        `${JSON.stringify({ date: new Date().toISOString(), output: server.output().split("\n") }, null, 1)}\n`,
      );
      console.log(`Some requests failed; the server's output is in ${log}`);
      process.exitCode = 1;
    }
  } finally {
    if (sampler) clearInterval(sampler);
    ceilingServer.stop();
    await server.stop();
    await testDb?.drop();
    if (!usePostgres) rmSync(join(ROOT, EMBEDDED_DB_DIR), { recursive: true, force: true });
    await sleep(100);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
