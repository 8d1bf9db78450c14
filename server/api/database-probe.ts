import { getDb } from "@/server/db/client";

/**
 * Can the database be reached? Asked by proxy.ts before a page renders: a page streams
 * its status (200) before its data arrives, so a page that then finds the database gone
 * would show the error inside a 200 and monitors would see success. One `SELECT 1` per
 * process at most every PROBE_FRESH_MS, shared by the requests that arrive meanwhile.
 */
const PROBE_FRESH_MS = 1000;
/** A database that does not answer in this time counts as unreachable. */
const PROBE_TIMEOUT_MS = 3000;

let last: { at: number; reachable: boolean } | null = null;
let inFlight: Promise<boolean> | null = null;

async function probe(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database probe timed out")), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([getDb().$queryRaw`SELECT 1`, timeout]);
    return true;
  } catch (error) {
    console.warn("Database probe failed:", error instanceof Error ? error.message.split("\n")[0] : error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function databaseReachable(): Promise<boolean> {
  if (last && Date.now() - last.at < PROBE_FRESH_MS) return last.reachable;
  inFlight ??= probe().then((reachable) => {
    last = { at: Date.now(), reachable };
    inFlight = null;
    return reachable;
  });
  return inFlight;
}

/** Seconds a client should wait before asking again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 page: plain, self-contained (no script, no stylesheet that would need the app). */
export function databaseUnavailablePage(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Database unavailable · Storage Advisor</title></head><body><main><h1>The database is not reachable right now</h1><p>Nothing is lost: this page will work again as soon as the database is back. Try again in a few seconds.</p><p><a href="">Try again</a></p></main></body></html>`;
}
