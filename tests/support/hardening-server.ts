/**
 * A real Storage Advisor server for the fault tests and the load bench: `node
 * scripts/start.mjs` (the `npm start` path: database, migrations, reference data, the
 * production build, `next start`) in its own process group, so it can be stopped
 * cleanly (SIGTERM) or killed without warning (SIGKILL to the whole group), and
 * restarted on the same data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "../..");

export interface AppServerOptions {
  port: number;
  /** Extra environment (DATABASE_URL, EMBEDDED_DB_DIR, ADMIN_TOKEN...). "" unsets a variable. */
  env: Record<string, string>;
  /** Reuse the existing production build (.next) instead of rebuilding when sources changed. */
  skipBuild?: boolean;
  /** Longest wait for the health endpoint to answer (a build may run first). */
  startTimeoutMs?: number;
}

export interface AppServer {
  url: string;
  /** The process group leader (scripts/start.mjs). */
  pid: number;
  /** Everything the server printed so far. */
  output: () => string;
  /** The `next start` process (the one serving HTTP), for its memory. */
  nextServerPid: () => number | null;
  /** SIGTERM to the group and wait for it to exit. */
  stop: () => Promise<void>;
  /** SIGKILL to every process of the group at once: an unclean stop. */
  kill: () => Promise<void>;
  exited: () => boolean;
}

function say(message: string) {
  process.stderr.write(`[hardening] ${message}\n`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resident memory of a process in MiB (Linux /proc), or null when it is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** Every process whose ancestors include `pid`. */
export function descendants(pid: number): Array<{ pid: number; cmdline: string }> {
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // Field 4 (ppid) comes after the command in parentheses, which may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(name), ppid);
      commands.set(Number(name), readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ").trim());
    } catch {
      // The process ended while we looked.
    }
  }
  const out: Array<{ pid: number; cmdline: string }> = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        out.push({ pid: child, cmdline: commands.get(child) ?? "" });
        visit(child);
      }
    }
  };
  visit(pid);
  return out;
}

export async function fetchWithTimeout(url: string, init: RequestInit = {}, timeoutMs = 10_000): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

export async function waitForHealth(
  url: string,
  timeoutMs: number,
  isAlive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error("the server process exited before it answered");
    try {
      const response = await fetchWithTimeout(`${url}/api/v1/health`, {}, 3000);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms`);
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitGroupGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pid)) return true;
    await sleep(100);
  }
  return !groupAlive(pid);
}

/** Is a `next build` running on this machine (another session building the same .next)? */
function buildRunning(): boolean {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ");
      if (/next(\/dist\/bin\/next)? build/.test(cmdline)) return true;
    } catch {
      // gone
    }
  }
  return false;
}

/** Waits (up to `timeoutMs`) for a build someone else is running to finish, so two builds never share .next. */
async function waitForOtherBuild(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (buildRunning()) say("another `next build` is running; waiting for it...");
  while (buildRunning() && Date.now() < deadline) await sleep(2000);
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  await waitForOtherBuild(10 * 60_000);
  const env: NodeJS.ProcessEnv = { ...process.env, HOSTNAME: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" };
  for (const [key, value] of Object.entries(options.env)) {
    if (value === "") delete env[key];
    else env[key] = value;
  }
  const skipBuild = options.skipBuild ?? existsSync(join(ROOT, ".next", "BUILD_ID"));
  const args = [
    join(ROOT, "scripts/start.mjs"),
    "--port",
    String(options.port),
    ...(skipBuild ? ["--skip-build"] : []),
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.on("exit", () => (exited = true));
  const pid = child.pid!;
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHealth(url, options.startTimeoutMs ?? 600_000, () => !exited);
  } catch (error) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-4000)}`);
  }
  say(`server ${pid} ready on ${url}`);

  const finish = async (signal: NodeJS.Signals) => {
    if (!groupAlive(pid)) return;
    if (signal === "SIGKILL") {
      // Every member at once, as a power cut would: nobody gets to clean up after another.
      for (const p of [pid, ...descendants(pid).map((d) => d.pid)]) {
        try {
          process.kill(p, "SIGKILL");
        } catch {
          // gone
        }
      }
    }
    try {
      process.kill(-pid, signal);
    } catch {
      return;
    }
    if (!(await waitGroupGone(pid, 20_000))) {
      process.kill(-pid, "SIGKILL");
      await waitGroupGone(pid, 5_000);
    }
  };

  return {
    url,
    pid,
    output: () => output,
    nextServerPid: () => {
      const all = descendants(pid);
      const server =
        all.find((p) => p.cmdline.startsWith("next-server") || p.cmdline.includes("scripts/next-server.mjs")) ??
        all.find((p) => / start -p /.test(p.cmdline) && p.cmdline.includes("next"));
      return server?.pid ?? null;
    },
    stop: () => finish("SIGTERM"),
    kill: () => finish("SIGKILL"),
    exited: () => exited,
  };
}
