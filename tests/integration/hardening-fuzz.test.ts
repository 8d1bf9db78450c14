/**
 * Hostile input, short run (part of `npm test`): 300 generated bodies in all (100 per
 * endpoint) at POST /api/v1/results, /estimate and /recommendations, plus 100 MB bodies,
 * trickling and broken streams and deep nesting. Every answer is a 2xx or a 4xx with the
 * error contract; never a 500, never a hang. The 10,000-body run is tests/long/fuzz.test.ts.
 *
 * The seed is fixed so `npm test` throws the same 300 bodies every time (a failure here is
 * a regression, not bad luck); the long run draws new ones each time. What the long run
 * found is kept as exact regression cases in the suite ("found by fuzzing").
 */
import { defineFuzzSuite } from "../support/hardening-fuzz-suite";

defineFuzzSuite({ runsPerEndpoint: 100, callTimeoutMs: 20_000, seed: 1 });
