/**
 * Hostile input, long run: 10,002 generated bodies (3,334 per endpoint) at POST
 * /api/v1/results, /estimate and /recommendations, called in-process on a fresh
 * PostgreSQL database, plus the 100 MB, trickling, broken-stream and deep-nesting cases.
 * Every answer is a 2xx or a 4xx with the error contract; never a 500, never a hang
 * (20 s per call). HARDENING_FUZZ_SEED=<n> replays a run.
 */
import { defineFuzzSuite } from "../support/hardening-fuzz-suite";

defineFuzzSuite({ runsPerEndpoint: 3334, callTimeoutMs: 20_000 });
