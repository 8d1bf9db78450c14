/**
 * Token buckets kept in PostgreSQL, so every replica of the web server counts the same
 * client against one bucket. One statement per request: an upsert on (limiter, client)
 * that refills the bucket for the time since its last use (the database's clock, the
 * same for every replica), takes a token when there is one, and records whether it did.
 * PostgreSQL locks the row while it updates it, so concurrent requests from one client,
 * on any replica, are counted one after another.
 */
import type { Db } from "@/server/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

export interface BucketSettings {
  /** Which limiter ("uploads", "recommendations", "admin-token"). */
  limiter: string;
  capacity: number;
  refillPerSecond: number;
}

export type BucketDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** Buckets idle this long are full again for every limiter here: deleting them changes nothing. */
const STALE_AFTER_SECONDS = 3600;
/** About one request in this many sweeps stale buckets, so the table stays small. */
const SWEEP_ONE_IN = 200;

export async function takeToken(db: Db, settings: BucketSettings, client: string): Promise<BucketDecision> {
  const { limiter, capacity, refillPerSecond } = settings;
  // The bucket's tokens now, before this request takes one (evaluated on the locked row).
  const refilled = Prisma.sql`LEAST(${capacity}::float8, b."tokens" + GREATEST(0, EXTRACT(EPOCH FROM (clock_timestamp() - b."updatedAt")))::float8 * ${refillPerSecond}::float8)`;
  const rows = await db.$queryRaw<Array<{ tokens: number; allowed: boolean }>>`
    INSERT INTO "RateLimitBucket" AS b ("limiter", "client", "tokens", "allowed", "updatedAt")
    VALUES (${limiter}, ${client}, ${capacity}::float8 - 1, true, clock_timestamp())
    ON CONFLICT ("limiter", "client") DO UPDATE SET
      "tokens" = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
      "allowed" = ${refilled} >= 1,
      "updatedAt" = clock_timestamp()
    RETURNING "tokens", "allowed"`;
  if (Math.random() * SWEEP_ONE_IN < 1) {
    // Fire and forget: a failed sweep only leaves rows for the next one.
    db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "updatedAt" < clock_timestamp() - make_interval(secs => ${STALE_AFTER_SECONDS})`.catch(() => {});
  }
  const row = rows[0];
  if (!row || row.allowed) return { allowed: true, remaining: Math.floor(row?.tokens ?? capacity - 1) };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - row.tokens) / refillPerSecond)) };
}
