/**
 * A scheduled job runs once per interval for the whole deployment, however many
 * processes have the schedule: each claims the run with one atomic upsert on the job's
 * row, which succeeds for exactly one of them when the last run is an interval old.
 * The others learn (from the database's clock, the same for all) when the next run is due.
 */
import type { Db } from "@/server/db/client";

export type RunClaim = { claimed: true } | { claimed: false; dueInMs: number };

export async function claimScheduledRun(db: Db, name: string, intervalMs: number): Promise<RunClaim> {
  const seconds = intervalMs / 1000;
  const claimed = await db.$queryRaw<Array<{ name: string }>>`
    INSERT INTO "ScheduledRun" AS r ("name", "lastRunAt") VALUES (${name}, clock_timestamp())
    ON CONFLICT ("name") DO UPDATE SET "lastRunAt" = clock_timestamp()
    WHERE r."lastRunAt" <= clock_timestamp() - make_interval(secs => ${seconds}::float8)
    RETURNING "name"`;
  if (claimed.length > 0) return { claimed: true };
  const due = await db.$queryRaw<Array<{ ms: number }>>`
    SELECT (EXTRACT(EPOCH FROM ("lastRunAt" + make_interval(secs => ${seconds}::float8) - clock_timestamp())) * 1000)::float8 AS ms
    FROM "ScheduledRun" WHERE "name" = ${name}`;
  return { claimed: false, dueInMs: Math.max(0, due[0]?.ms ?? intervalMs) };
}

/** When the job last ran anywhere, or null. */
export async function lastScheduledRun(db: Db, name: string): Promise<Date | null> {
  const row = await db.scheduledRun.findUnique({ where: { name }, select: { lastRunAt: true } });
  return row?.lastRunAt ?? null;
}
