/**
 * Scheduled live price refreshes for the `npm start` process (scripts/serve.ts), every
 * PRICE_REFRESH_INTERVAL_HOURS, from the public bulk files unless PRICE_SOURCE=query
 * (then with AWS credentials). The next run is counted from the last live snapshot,
 * so restarting the server does not refresh again early. A failed run is logged and the
 * next one is tried an interval later; it never throws into the server. With several
 * replicas each running the schedule, each due run is claimed in the database
 * (scheduled-runs.ts) by one of them only, and the refresh itself holds the deployment-wide
 * advisory lock (price-refresh.ts), so it never overlaps an admin refresh either.
 */
import { createDb, type Db } from "@/server/db/client";
import type { Env } from "@/server/env";
import type { SharedAwsFiles } from "./price-credentials";
import { refreshPrices } from "./price-refresh";
import { BULK_SOURCE, COMPLETE, LIVE_SOURCE, currentSnapshot } from "./price-snapshots";
import { configuredRegions, planRefresh, type SourceEnv } from "./price-source";
import { claimScheduledRun, lastScheduledRun } from "../shared/scheduled-runs";

/** The schedule's row in ScheduledRun: one run per interval for the whole deployment. */
export const PRICE_REFRESH_JOB = "price-refresh";
/** When another process ran the job, wait at least this long before asking again (clock skew). */
const MIN_RECHECK_MS = 1000;

const MS_PER_HOUR = 60 * 60 * 1000;
/** Let the web server come up before the first refresh takes CPU and connections. */
export const FIRST_RUN_DELAY_MS = 60 * 1000;
/** setTimeout's longest delay (about 24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface PriceScheduleOptions {
  databaseUrl: string;
  env: Pick<Env, "PRICE_REFRESH_INTERVAL_HOURS"> & SourceEnv;
  log: (line: string) => void;
  /** Overrides the interval from env (tests use milliseconds). */
  intervalMs?: number;
  firstRunDelayMs?: number;
  sharedAwsFiles?: SharedAwsFiles;
  /** Passed to the SDK (tests use a fast retry strategy). */
  retryStrategy?: Extract<Parameters<typeof refreshPrices>[1], { source: "query" }>["retryStrategy"];
}

export interface PriceSchedule {
  /** When the next refresh is due. */
  nextRunAt: () => Date;
  /** Stops the timer, cancels a fetch in flight (a commit under way finishes), closes the connection. */
  stop: () => Promise<void>;
}

/** Delay until the next refresh: an interval after the last live one, at least `minimumMs` from now. */
export function nextRunDelayMs(lastLiveRefresh: Date | null, intervalMs: number, now: Date, minimumMs: number): number {
  if (lastLiveRefresh === null) return minimumMs;
  return Math.max(minimumMs, lastLiveRefresh.getTime() + intervalMs - now.getTime());
}

/** The later of the last live snapshot and the last scheduled run anywhere (which may have failed). */
async function lastLiveRefresh(db: Db): Promise<Date | null> {
  const [last, lastRun] = await Promise.all([
    db.priceSnapshot.findFirst({ where: { status: COMPLETE, source: { in: [LIVE_SOURCE, BULK_SOURCE] } }, orderBy: { fetchedAt: "desc" }, select: { fetchedAt: true } }),
    lastScheduledRun(db, PRICE_REFRESH_JOB),
  ]);
  const times = [last?.fetchedAt, lastRun].filter((t): t is Date => t instanceof Date);
  return times.length === 0 ? null : new Date(Math.max(...times.map((t) => t.getTime())));
}

/** Starts the schedule; null (and nothing started) when the interval is 0. */
export function startPriceRefreshSchedule(options: PriceScheduleOptions): PriceSchedule | null {
  const intervalMs = options.intervalMs ?? options.env.PRICE_REFRESH_INTERVAL_HOURS * MS_PER_HOUR;
  if (!(intervalMs > 0)) return null;
  const { env, log } = options;
  const regions = configuredRegions(env);
  const regionLabel = regions === "all" ? "every commercial region" : regions.join(", ");
  const db = createDb(options.databaseUrl);
  let timer: NodeJS.Timeout | null = null;
  let dueAt = Date.now();
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  // Stopping the server cancels a fetch in progress between pages (nothing is stored).
  const abort = new AbortController();

  const arm = (delayMs: number) => {
    if (stopped) return;
    dueAt = Date.now() + delayMs;
    const tick = () => {
      const left = dueAt - Date.now();
      if (left > 0) {
        timer = setTimeout(tick, Math.min(left, MAX_TIMER_MS));
        // The schedule alone must not keep the process alive.
        timer.unref();
        return;
      }
      inFlight = run().finally(() => {
        inFlight = null;
      });
    };
    tick();
  };

  async function run(): Promise<void> {
    let nextDelay = intervalMs;
    try {
      const claim = await claimScheduledRun(db, PRICE_REFRESH_JOB, intervalMs);
      if (!claim.claimed) {
        // Another replica (or process) ran it this interval: wait for the next one.
        nextDelay = Math.max(MIN_RECHECK_MS, claim.dueInMs);
        return;
      }
      const plan = planRefresh(env, options.sharedAwsFiles ? { sharedFiles: options.sharedAwsFiles } : {});
      if (!plan.ok) {
        log(`Scheduled price refresh skipped: ${plan.message}`);
        return;
      }
      const result = await refreshPrices(db, {
        ...plan.options,
        ...(plan.options.source === "query" && options.retryStrategy ? { retryStrategy: options.retryStrategy } : {}),
        signal: abort.signal,
      });
      const { changed, added, removed } = result.changes;
      const failed = result.failedRegions.length > 0 ? ` Not refreshed, previous prices kept: ${result.failedRegions.map((f) => f.region).join(", ")}.` : "";
      log(`Scheduled price refresh stored ${result.snapshot.id} (${changed} changed, ${added} added, ${removed} removed since ${result.previous.id}).${failed}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const inUse = await currentSnapshot(db).then(
        (s) => s.id,
        () => "the previous snapshot",
      );
      log(`Scheduled price refresh failed: ${reason}. ${inUse} stays in use.`);
    } finally {
      arm(nextDelay);
    }
  }

  // Never longer than the interval itself (a test deployment may refresh every few seconds).
  const firstDelay = options.firstRunDelayMs ?? Math.min(FIRST_RUN_DELAY_MS, intervalMs);
  // Until the last refresh is known, wait the first-run delay; then count from that refresh.
  arm(firstDelay);
  lastLiveRefresh(db).then(
    (last) => {
      if (stopped || inFlight) return;
      if (timer) clearTimeout(timer);
      arm(nextRunDelayMs(last, intervalMs, new Date(), firstDelay));
      log(`Scheduled price refresh every ${intervalMs / MS_PER_HOUR} h for ${regionLabel} (${env.PRICE_SOURCE === "query" ? "Query API" : "bulk files"}); next at ${new Date(dueAt).toISOString()}.`);
    },
    (error: unknown) => log(`Scheduled price refresh: could not read the last refresh (${error instanceof Error ? error.message : String(error)}); first run at ${new Date(dueAt).toISOString()}.`),
  );

  return {
    nextRunAt: () => new Date(dueAt),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort.abort();
      await inFlight;
      await db.$disconnect();
    },
  };
}
