/**
 * Bench: server response time of /compare on a production server. 20 clients request
 * the page over and over for 10 s (plain node:http, keep-alive); every response must be
 * a complete 200 page. Reports requests per second and p50/p90/p99 of the time to the
 * last byte (the page streams: the chart and table arrive after the first bytes).
 *
 * By default it starts the server itself on 127.0.0.1:3300 with its own embedded
 * database (.data/bench-pglite, port 54350) through `npm start`'s path (which builds
 * first when sources changed), and stops it afterwards. With --url it uses a running
 * server instead.
 *
 * Run: npx tsx bench/compare-server.ts [--url http://127.0.0.1:3300] [--seconds 10] [--clients 20]
 * (writes bench/results/compare-server.json)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";

const ROOT = join(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    url: { type: "string" },
    seconds: { type: "string", default: "10" },
    clients: { type: "string", default: "20" },
  },
});
const BASE = values.url ?? "http://127.0.0.1:3300";
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
/** The page as the e2e test opens it, and a filtered, sorted variant (another cache key). */
const PATHS = [
  "/compare?workload=efs-options-1x",
  "/compare?workload=efs-options-10x&families=efs%2Cebs&sort=duration",
];
const WARMUP_REQUESTS = 10;
/** A first build plus migrations and reference data can take a few minutes on two cores. */
const START_TIMEOUT_MS = 900_000;

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

function get(path: string): Promise<{ status: number; bytes: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}${path}`, { agent }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - start }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function healthy(): Promise<boolean> {
  try {
    return (await get("/api/v1/health")).status === 200;
  } catch {
    return false;
  }
}

async function startServer(): Promise<ChildProcess> {
  const port = new URL(BASE).port || "3300";
  const child = spawn(process.execPath, ["scripts/start.mjs", "--port", port], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: "",
      EMBEDDED_DB_DIR: ".data/bench-pglite",
      EMBEDDED_DB_PORT: "54350",
      PORT: port,
      HOSTNAME: "127.0.0.1",
    },
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await healthy()) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server did not become healthy in time");
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    // The whole group: start.mjs, serve.ts and next start.
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    setTimeout(() => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
    }, 15_000).unref();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function load() {
  for (let i = 0; i < WARMUP_REQUESTS; i += 1) await get(PATHS[i % PATHS.length] ?? "/compare");
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;
  const end = performance.now() + SECONDS * 1000;
  const client = async (n: number) => {
    for (let i = n; performance.now() < end; i += 1) {
      const response = await get(PATHS[i % PATHS.length] ?? "/compare").catch(() => ({ status: 0, bytes: 0, ms: 0 }));
      if (response.status === 200 && response.bytes > 0) {
        latencies.push(response.ms);
        bytes = response.bytes;
      } else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    date: new Date().toISOString(),
    node: process.version,
    url: BASE,
    paths: PATHS,
    clients: CLIENTS,
    seconds: Math.round(elapsed * 10) / 10,
    requests: sorted.length,
    failures,
    requestsPerSecond: Math.round((sorted.length / elapsed) * 10) / 10,
    pageBytes: bytes,
    latencyMs: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    },
  };
}

const server = values.url || (await healthy()) ? null : await startServer();
try {
  const result = await load();
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, "bench/results/compare-server.json"), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  agent.destroy();
  if (server) await stopServer(server);
}
