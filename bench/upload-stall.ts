/**
 * Does one large upload stall everyone else? `npx tsx bench/upload-stall.ts [--seconds 20]`
 *
 * A production server (`node scripts/start.mjs` on the existing build, a fresh PostgreSQL
 * database) is asked a small API call (`GET /api/v1/options/ebs-gp3`) every 50 ms, first
 * with nothing else running (idle), then while one client uploads 24 MB fio json+ files
 * back to back (`POST /api/v1/results`, multipart; each file differs by its job names, so
 * each is parsed and stored, never answered as a duplicate). The files are generated from
 * real fio output (tests/support/fio-synthetic.ts), not committed.
 *
 * Figures beside their ceiling from the same run: the small call's p50/p99 under upload
 * load beside its idle p50/p99. Aim (issue 34 item 3): p99 under load within 250 ms of
 * the idle p99. Writes bench/results/upload-stall.json; exits 1 when a request fails.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { synthesizeJsonPlus } from "../tests/support/fio-synthetic";
import { ROOT, sleep, startAppServer } from "../tests/support/hardening-server";
import { createTestDatabase } from "../tests/support/test-database";

const { values: args } = parseArgs({
  options: { seconds: { type: "string", default: "20" }, port: { type: "string", default: "3587" } },
});
const PHASE_MS = Number(args.seconds) * 1000;
const PORT = Number(args.port);
const PROBE_EVERY_MS = 50;
const PROBE_PATH = "/api/v1/options/ebs-gp3";
const UPLOAD_BYTES = 24 * 1024 * 1024;
/** How much later than idle the p99 may be while uploads are parsed. */
const AIM_P99_OVER_IDLE_MS = 250;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Probe {
  latencies: number[];
  failures: string[];
}

/** The small call, one every PROBE_EVERY_MS (not waiting for the last: a stall shows as many late answers). */
async function probe(url: string, until: () => boolean): Promise<Probe> {
  const result: Probe = { latencies: [], failures: [] };
  const pending: Promise<void>[] = [];
  while (!until()) {
    const started = performance.now();
    pending.push(
      fetch(`${url}${PROBE_PATH}`, { signal: AbortSignal.timeout(30_000) }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 200) result.failures.push(`status ${response.status}`);
          result.latencies.push(performance.now() - started);
        },
        (error: Error) => void result.failures.push(error.message),
      ),
    );
    await sleep(PROBE_EVERY_MS);
  }
  await Promise.all(pending);
  return result;
}

interface Uploads {
  count: number;
  seconds: number[];
  failures: string[];
}

async function uploadLoop(url: string, template: string, until: () => boolean): Promise<Uploads> {
  const out: Uploads = { count: 0, seconds: [], failures: [] };
  let n = 0;
  while (!until()) {
    n += 1;
    // Same length, new bytes: the job names carry the round.
    const text = template.replace(
      /"jobname" : "([^"]*)"/g,
      (_, name: string) => `"jobname" : "${name.slice(0, Math.max(0, name.length - 6))}${String(n).padStart(6, "0")}"`,
    );
    const form = new FormData();
    form.set("file", new Blob([text], { type: "application/json" }), `bench-${n}.json`);
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/v1/results`, {
        method: "POST",
        body: form,
        headers: { "x-forwarded-for": `10.9.${n >> 8}.${n & 255}` },
        signal: AbortSignal.timeout(120_000),
      });
      const body = await response.text();
      if (response.status !== 201 && response.status !== 200)
        out.failures.push(`status ${response.status}: ${body.slice(0, 200)}`);
      else out.count += 1;
    } catch (error) {
      out.failures.push((error as Error).message);
    }
    out.seconds.push((performance.now() - started) / 1000);
  }
  return out;
}

function summary(p: Probe) {
  return {
    requests: p.latencies.length,
    p50Ms: Math.round(percentile(p.latencies, 50)),
    p99Ms: Math.round(percentile(p.latencies, 99)),
    maxMs: Math.round(Math.max(...p.latencies)),
    failures: p.failures.length,
  };
}

async function main() {
  const template = synthesizeJsonPlus(UPLOAD_BYTES);
  const database = await createTestDatabase({ migrate: false });
  console.log(
    `upload: ${(template.length / 1024 / 1024).toFixed(1)} MiB of fio json+; starting the app on 127.0.0.1:${PORT}...`,
  );
  const server = await startAppServer({ port: PORT, env: { DATABASE_URL: database.url, TRUST_PROXY: "true" } });
  try {
    // Warm-up: the small route, and one upload (the upload worker starts on the first large
    // body and compiles its TypeScript, once per server process).
    await probe(
      server.url,
      (
        (end) => () =>
          Date.now() > end
      )(Date.now() + 2000),
    );
    let warmUps = 0;
    const warmUp = await uploadLoop(
      server.url,
      template.replace(/"jobname" : "/g, '"jobname" : "w'),
      () => warmUps++ >= 1,
    );
    if (warmUp.failures.length > 0) throw new Error(`the warm-up upload failed: ${warmUp.failures[0]}`);
    const idleEnd = Date.now() + PHASE_MS;
    const idle = await probe(server.url, () => Date.now() > idleEnd);
    const loadEnd = Date.now() + PHASE_MS;
    const [loaded, uploads] = await Promise.all([
      probe(server.url, () => Date.now() > loadEnd),
      uploadLoop(server.url, template, () => Date.now() > loadEnd),
    ]);
    const result = {
      node: process.version,
      date: new Date().toISOString(),
      uploadMiB: Number((template.length / 1024 / 1024).toFixed(1)),
      phaseSeconds: PHASE_MS / 1000,
      idle: summary(idle),
      underUploads: summary(loaded),
      uploads: {
        stored: uploads.count,
        medianSeconds: Number(percentile(uploads.seconds, 50).toFixed(2)),
        failures: uploads.failures.length,
      },
      aimP99OverIdleMs: AIM_P99_OVER_IDLE_MS,
    };
    const over = result.underUploads.p99Ms - result.idle.p99Ms;
    console.log(`small call ${PROBE_PATH}, one every ${PROBE_EVERY_MS} ms, ${PHASE_MS / 1000} s each:`);
    console.log(
      `  idle (ceiling):        p50 ${result.idle.p50Ms} ms, p99 ${result.idle.p99Ms} ms, max ${result.idle.maxMs} ms (${result.idle.requests} requests)`,
    );
    console.log(
      `  under 24 MB uploads:   p50 ${result.underUploads.p50Ms} ms, p99 ${result.underUploads.p99Ms} ms, max ${result.underUploads.maxMs} ms (${result.underUploads.requests} requests)`,
    );
    console.log(`  uploads stored: ${uploads.count}, median ${result.uploads.medianSeconds} s each`);
    console.log(
      `  p99 over idle: ${over} ms (aim: at most ${AIM_P99_OVER_IDLE_MS} ms) ${over <= AIM_P99_OVER_IDLE_MS ? "OK" : "OVER"}`,
    );
    mkdirSync(join(ROOT, "bench/results"), { recursive: true });
    writeFileSync(join(ROOT, "bench/results/upload-stall.json"), JSON.stringify(result, null, 2));
    const failures = [...idle.failures, ...loaded.failures, ...uploads.failures];
    if (failures.length > 0) {
      console.error(`failed requests: ${failures.length}, e.g. ${failures.slice(0, 3).join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
