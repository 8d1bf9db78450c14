/**
 * Helpers for the fault tests (tests/long/faults.test.ts): a large real-format fio file,
 * a private PostgreSQL cluster that can be stopped and started (never the shared one), a
 * slow HTTP proxy in front of the pricing stub, and database checks run from outside the
 * server (what is in the tables, which statements are running).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { ROOT, sleep } from "./hardening-server";

/* ---------------------------------------------------------------- a large fio file */

/**
 * A fio json+ document of about `targetBytes`: the real fio 3.33 json+ fixture's job
 * (with its latency bins) repeated, each copy named `<tag>-job-<n>`, as fio writes
 * numjobs without group_reporting.
 */
export function largeFioJsonPlus(targetBytes: number, tag: string): string {
  const seed = JSON.parse(
    readFileSync(join(ROOT, "fixtures/fio/generated/fio-3.33_randrw_psync_jsonplus.json"), "utf8"),
  ) as { jobs: Array<{ jobname: string }> };
  const template = JSON.stringify(seed.jobs[0]);
  // Size of one job as written below (one-space indentation, one level deeper).
  const perJob = JSON.stringify({ jobs: [seed.jobs[0]] }, null, 1).length;
  const count = Math.max(1, Math.floor(targetBytes / perJob));
  const jobs = Array.from({ length: count }, (_, i) => {
    const job = JSON.parse(template) as { jobname: string };
    job.jobname = `${tag}-job-${i}`;
    return job;
  });
  return JSON.stringify({ ...seed, jobs }, null, 1);
}

/* ---------------------------------------------------------------- database checks */

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Uploads whose rows disagree with themselves: jobs missing or raw bytes cut short. Empty when all is whole. */
export async function brokenUploads(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string; size: number; raw: number; jobs: number; expected: number }>(`
      SELECT r.id, r."sizeBytes" AS size, octet_length(r."rawFile") AS raw,
             (SELECT count(*)::int FROM "UploadedJob" j WHERE j."resultId" = r.id) AS jobs,
             jsonb_array_length(r.parsed->'jobs') AS expected
      FROM "UploadedResult" r`);
    const orphans = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "UploadedJob" j WHERE NOT EXISTS (SELECT 1 FROM "UploadedResult" r WHERE r.id = j."resultId")`,
    );
    return [
      ...rows
        .filter((r) => r.size !== r.raw || r.jobs !== r.expected)
        .map((r) => `${r.id}: ${r.raw}/${r.size} bytes, ${r.jobs}/${r.expected} jobs`),
      ...(orphans.rows[0]!.n > 0 ? [`${orphans.rows[0]!.n} jobs without their result`] : []),
    ];
  });
}

/**
 * Waits until a session on `database` runs a statement matching `pattern` inside an open
 * transaction (pg_stat_activity, polled every 10 ms). Returns false on timeout.
 */
export async function waitForStatement(
  url: string,
  database: string,
  pattern: string,
  timeoutMs: number,
): Promise<boolean> {
  return withClient(url, async (client) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND xact_start IS NOT NULL AND query ILIKE $2`,
        [database, `%${pattern}%`],
      );
      if (rows[0]!.n > 0) return true;
      await sleep(10);
    }
    return false;
  });
}

export function migrationCount(): number {
  return readdirSync(join(ROOT, "prisma/migrations"), { withFileTypes: true }).filter((d) => d.isDirectory()).length;
}

/* ---------------------------------------------------------------- a private PostgreSQL */

function postgresBin(name: string): string {
  const versions = readdirSync("/usr/lib/postgresql").sort().reverse();
  for (const version of versions) {
    const path = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (existsSync(path)) return path;
  }
  throw new Error(`no ${name} under /usr/lib/postgresql`);
}

/**
 * A throwaway PostgreSQL cluster in `dir` on `port` (trust auth, socket in /tmp), run as
 * the postgres user: the shared server on 5432 is never touched.
 */
export class PrivatePostgres {
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static available(): boolean {
    return process.getuid?.() === 0 && existsSync("/usr/sbin/runuser") && existsSync("/usr/lib/postgresql");
  }

  private asPostgres(args: string[]): void {
    const result = spawnSync("runuser", ["-u", "postgres", "--", ...args], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed: ${result.stderr || result.stdout}`);
  }

  init(): void {
    this.remove();
    spawnSync("mkdir", ["-p", this.dir]);
    spawnSync("chown", ["postgres:postgres", this.dir]);
    this.asPostgres([postgresBin("initdb"), "-D", this.dir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  }

  start(): void {
    this.asPostgres([
      postgresBin("pg_ctl"),
      "-D",
      this.dir,
      "-o",
      `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-l",
      `${this.dir}/server.log`,
      "-w",
      "start",
    ]);
  }

  /** `fast`: clients are disconnected, open transactions rolled back. */
  stop(mode: "fast" | "immediate" = "fast"): void {
    this.asPostgres([postgresBin("pg_ctl"), "-D", this.dir, "-m", mode, "-w", "stop"]);
  }

  running(): boolean {
    return spawnSync("runuser", ["-u", "postgres", "--", postgresBin("pg_ctl"), "-D", this.dir, "status"]).status === 0;
  }

  remove(): void {
    if (existsSync(join(this.dir, "postmaster.pid")) && this.running()) this.stop("immediate");
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/* ---------------------------------------------------------------- a slow proxy */

/** Forwards every request to `target`, holding each answer back `delayMs`. */
export async function startSlowProxy(
  target: string,
  delayMs: number,
): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  const to = new URL(target);
  let count = 0;
  const server = createServer((request, response) => {
    count += 1;
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const upstream = httpRequest(
        { host: to.hostname, port: to.port, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on("data", (c: Buffer) => body.push(c));
          answer.on("end", () => {
            setTimeout(() => {
              response.writeHead(answer.statusCode ?? 502, answer.headers);
              response.end(Buffer.concat(body));
            }, delayMs);
          });
        },
      );
      upstream.on("error", () => {
        response.writeHead(502);
        response.end();
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
