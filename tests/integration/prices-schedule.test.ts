/**
 * The scheduled refresh (server/data/prices/price-schedule.ts, started by scripts/serve.ts) on a
 * real PostgreSQL database and the local Price List stub: it stores a snapshot when
 * due, and a failing or impossible run is logged without throwing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureBundledSnapshot } from "@/server/data/prices/prices";
import {
  nextRunDelayMs,
  startPriceRefreshSchedule,
  type PriceSchedule,
  type PriceScheduleOptions,
} from "@/server/data/prices/price-schedule";
import { parseEnv } from "@/server/env";
import { fastRetryStrategy } from "@/tests/support/pricing-fast-retry";
import { builtRecords } from "@/tests/support/pricing-fixtures";
import { startPricingStub, type PricingStub, type PricingStubOptions } from "@/tests/support/pricing-stub-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const HOUR_MS = 60 * 60 * 1000;
const WAIT_LIMIT_MS = 20_000;
const POLL_MS = 50;

let database: TestDatabase;
let stub: PricingStub | null = null;
let schedule: PriceSchedule | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBundledSnapshot(database.db);
});
afterEach(async () => {
  await schedule?.stop();
  schedule = null;
  await stub?.close();
  stub = null;
  // Each test is its own deployment: forget when the schedule last ran.
  await database.db.scheduledRun.deleteMany();
});
afterAll(async () => {
  await database?.drop();
});

async function start(
  stubOptions: Partial<PricingStubOptions> | null,
  env: Record<string, string>,
  extra: Partial<PriceScheduleOptions> = {},
) {
  if (stubOptions) stub = await startPricingStub({ records: builtRecords(), ...stubOptions });
  const lines: string[] = [];
  schedule = startPriceRefreshSchedule({
    databaseUrl: database.url,
    env: parseEnv({
      PRICE_REFRESH_INTERVAL_HOURS: "1",
      PRICE_SOURCE: "query",
      ...(stub ? { AWS_PRICING_ENDPOINT: stub.url } : {}),
      ...env,
    }),
    log: (line) => lines.push(line),
    firstRunDelayMs: 0,
    sharedAwsFiles: { credentials: false, config: false },
    retryStrategy: fastRetryStrategy(),
    ...extra,
  });
  return lines;
}

async function waitFor(lines: string[], pattern: RegExp): Promise<string> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const line = lines.find((l) => pattern.test(l));
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no log line matched ${pattern}; got:\n${lines.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const CREDENTIALS = { AWS_ACCESS_KEY_ID: "AKIDSTUBSTUBSTUBSTUB", AWS_SECRET_ACCESS_KEY: "stub-secret" };

describe("scheduled price refresh", () => {
  it("is off when the interval is 0", () => {
    expect(
      startPriceRefreshSchedule({
        databaseUrl: "postgresql://unused@127.0.0.1/none",
        env: parseEnv({}),
        log: () => {},
      }),
    ).toBeNull();
  });

  it("counts the next run from the last live refresh, never sooner than the minimum", () => {
    const now = new Date("2026-01-01T12:00:00Z");
    expect(nextRunDelayMs(null, 6 * HOUR_MS, now, 60_000)).toBe(60_000);
    expect(nextRunDelayMs(new Date("2026-01-01T10:00:00Z"), 6 * HOUR_MS, now, 60_000)).toBe(4 * HOUR_MS);
    expect(nextRunDelayMs(new Date("2025-12-01T00:00:00Z"), 6 * HOUR_MS, now, 60_000)).toBe(60_000);
  });

  it("logs a failed run, stores nothing, and keeps running", async () => {
    const lines = await start({ failPage: { serviceCode: "AmazonEC2", page: 1 } }, CREDENTIALS);
    expect(
      await waitFor(lines, /^Scheduled price refresh failed: .*AmazonEC2.*bundled-2026-11-29 stays in use\.$/),
    ).toBeTruthy();
    expect(await database.db.priceSnapshot.count()).toBe(1);
    // Rescheduled an interval later.
    expect(schedule?.nextRunAt().getTime()).toBeGreaterThan(Date.now() + HOUR_MS / 2);
  });

  it("skips a run without credentials, saying why", async () => {
    const lines = await start(null, {});
    expect(await waitFor(lines, /^Scheduled price refresh skipped: No AWS credentials found/)).toBeTruthy();
    expect(await database.db.priceSnapshot.count()).toBe(1);
  });

  it("stores a new snapshot when due, then waits an interval", async () => {
    const lines = await start({}, CREDENTIALS);
    const line = await waitFor(
      lines,
      /^Scheduled price refresh stored (aws-\S+) \(0 changed, 0 added, 0 removed since bundled-2026-11-29\)\.$/,
    );
    const id = /stored (aws-\S+)/.exec(line)?.[1];
    const stored = await database.db.priceSnapshot.findUniqueOrThrow({ where: { id: id ?? "" } });
    expect(stored).toMatchObject({ status: "complete", regions: ["us-east-1", "us-east-2"] });
    expect(schedule?.nextRunAt().getTime()).toBeGreaterThan(Date.now() + HOUR_MS / 2);

    // A restart soon after does not refresh again: the next run counts from that snapshot.
    await schedule?.stop();
    const again = await start(null, CREDENTIALS, { firstRunDelayMs: 5_000 });
    await waitFor(again, /^Scheduled price refresh every 1 h for us-east-1, us-east-2 \(Query API\); next at /);
    expect(schedule?.nextRunAt().getTime()).toBeGreaterThan(Date.now() + HOUR_MS / 2);
  });
});
