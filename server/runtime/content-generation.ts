// Reads the database's content generation for the page cache (server/runtime/page-cache.ts):
// the sequence every write to a table pages are built from bumps, and whether it has
// settled (no writer that bumped it is still uncommitted). See the migration
// 20261124141500_content_generation for the writers' side.
import pg from "pg";

/** Connections of the cache's own pool: one query runs at a time, a second covers a reconnect. */
const POOL_MAX_CONNECTIONS = 2;
/** A generation read slower than this is given up: the page is served uncached. */
const QUERY_TIMEOUT_MS = 2_000;

/**
 * A plain (unnamed) statement, not a named prepared one: the embedded database serves every
 * socket connection from one PGlite session, so a name prepared on one connection already
 * exists when the pool's second connection prepares it, and that read fails (the e2e page
 * cache specs caught it). A named statement saved about 40% of the database's time per
 * read on PostgreSQL; the reads are shared per event-loop turn anyway (below).
 */
const STATE_QUERY = "select generation::text as generation, settled from storage_advisor_content_state()";

/** The database's content generation and whether it has settled. */
export interface ContentState {
  generation: string;
  settled: boolean;
}

/** What contentGenerationReader returns. */
export interface ContentGenerationReader {
  /** The generation as of now; rejects when the database cannot answer (the caller serves uncached). */
  read(): Promise<ContentState>;
  /** How many queries this reader has started. */
  readonly queries: number;
  close(): Promise<void>;
}

/** The callers of one query: they share its promise. */
interface Waiting {
  promise: Promise<ContentState>;
  resolve: (state: ContentState) => void;
  reject: (error: unknown) => void;
}

/**
 * A reader whose every answer comes from a query started after the caller asked, so a
 * change committed before a request arrived is always seen. Callers share queries: one
 * query at a time, and the next starts at the end of the event loop's turn in which the
 * running one answered (setImmediate), so every request read in that turn shares it.
 * Under load that is one query per round of requests, not one per request (starting it
 * as soon as the last one answered left the rest of that turn's requests to the query
 * after, about three queries a round at 20 connections).
 */
export function contentGenerationReader(connectionString: string): ContentGenerationReader {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_MAX_CONNECTIONS,
    query_timeout: QUERY_TIMEOUT_MS,
    connectionTimeoutMillis: QUERY_TIMEOUT_MS,
  });
  // A dropped connection is reported here and by the query that used it; the pool replaces it.
  pool.on("error", () => {});
  /** The callers of the query that has not started yet: all of them asked before it starts. */
  let waiting: Waiting | null = null;
  /** A query is running or about to start (then it takes `waiting` with it). */
  let busy = false;
  /** Queries started so far (the bench and tests read it: how many requests shared one). */
  let started = 0;

  async function query(): Promise<ContentState> {
    const { rows } = await pool.query<{ generation: string; settled: boolean | null }>(STATE_QUERY);
    const row = rows[0];
    if (!row) throw new Error("storage_advisor_content_state() answered no row");
    return { generation: row.generation, settled: row.settled === true };
  }

  function launch(): void {
    const callers = waiting as Waiting;
    waiting = null;
    started += 1;
    const done = () => {
      // Callers who came while it ran get a query of their own, started after all of them.
      if (waiting) setImmediate(launch);
      else busy = false;
    };
    void query().then(
      (state) => {
        callers.resolve(state);
        done();
      },
      (error) => {
        callers.reject(error);
        done();
      },
    );
  }

  return {
    /** The generation as of now; rejects when the database cannot answer (the caller serves uncached). */
    read() {
      if (!waiting) {
        let resolve: (state: ContentState) => void = () => {};
        let reject: (error: unknown) => void = () => {};
        const promise = new Promise<ContentState>((yes, no) => {
          resolve = yes;
          reject = no;
        });
        waiting = { promise, resolve, reject };
        if (!busy) {
          busy = true;
          setImmediate(launch);
        }
      }
      return waiting.promise;
    },
    /** How many queries this reader has started. */
    get queries() {
      return started;
    },
    close: () => pool.end(),
  };
}
