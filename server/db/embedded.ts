import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { SequenceQueue } from "./embedded-queue";

/**
 * The embedded PostgreSQL: PGlite (Postgres compiled to wasm) keeping its files in a
 * git-ignored folder, served on 127.0.0.1 through the Postgres wire protocol. PGlite
 * allows one process to own the files, so that process serves everyone else over TCP:
 * the web server, the CLI and the migration runner all use the same pg driver.
 *
 * `server.json` in the data folder says which process serves it and on which port.
 */
export interface EmbeddedServerInfo {
  pid: number;
  port: number;
  startedAt: string;
}

/** Connections the socket server accepts at once (the app's pool plus CLI runs). */
const EMBEDDED_MAX_CONNECTIONS = 64;
const PROBE_TIMEOUT_MS = 1_000;

/**
 * Marks connection strings to the embedded database. PGlite is one Postgres session
 * that runs one message at a time, so more connections per process only queue: clients
 * use a single connection per process for such URLs (server/db/client.ts). Clients in
 * different processes are kept apart by SequenceQueue (embedded-queue.ts).
 */
export const EMBEDDED_APPLICATION_NAME = "storage-advisor-embedded";

export function embeddedUrl(port: number): string {
  // PGlite speaks no TLS; pg must not try to negotiate it.
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable&application_name=${EMBEDDED_APPLICATION_NAME}`;
}

export function isEmbeddedUrl(url: string): boolean {
  return url.includes(`application_name=${EMBEDDED_APPLICATION_NAME}`);
}

function infoPath(dataDir: string) {
  return join(resolve(dataDir), "server.json");
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => finish(false));
    socket.once("connect", () => finish(true));
    socket.once("error", () => finish(false));
  });
}

/** The running server for this data folder, or null when nobody serves it. */
export async function findRunningEmbeddedServer(dataDir: string): Promise<EmbeddedServerInfo | null> {
  const text = await readFile(infoPath(dataDir), "utf8").catch(() => null);
  if (!text) return null;
  let info: EmbeddedServerInfo;
  try {
    info = JSON.parse(text) as EmbeddedServerInfo;
  } catch {
    return null;
  }
  if (!Number.isInteger(info.pid) || !Number.isInteger(info.port)) return null;
  if (!isProcessAlive(info.pid) || !(await canConnect(info.port))) return null;
  return info;
}

export interface EmbeddedServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * Opens the data folder and serves it. Fails if another live process serves it
 * (use findRunningEmbeddedServer first). A server.json left by a killed process is
 * replaced: PGlite recovers its files like Postgres after a crash.
 */
export async function startEmbeddedServer(dataDir: string, port: number): Promise<EmbeddedServer> {
  const running = await findRunningEmbeddedServer(dataDir);
  if (running)
    throw new Error(
      `The embedded database in ${dataDir} is already served by process ${running.pid} on port ${running.port}.`,
    );
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const db = new PGlite(join(dir, "pgdata"));
  await db.waitReady;
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  // The server hands its queue to every connection it accepts; ours keeps each client's
  // query sequence together (see embedded-queue.ts). pglite-socket 0.1.3 has no option
  // for it, so the private field is replaced before the first connection.
  (server as unknown as { queryQueue: SequenceQueue }).queryQueue = new SequenceQueue(db);
  await server.start();
  const info: EmbeddedServerInfo = { pid: process.pid, port, startedAt: new Date().toISOString() };
  await writeFile(infoPath(dataDir), JSON.stringify(info, null, 2));
  let stopped = false;
  return {
    url: embeddedUrl(port),
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      await rm(infoPath(dataDir), { force: true });
    },
  };
}
