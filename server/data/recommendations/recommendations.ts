/**
 * Recommendations: the advisor run on the prices of one snapshot, and share links. A
 * saved recommendation stores the answers, the price snapshot id, the model version and
 * the full result; opening its link shows that stored result, never a recomputation, so
 * a link always says what it said when it was made, even after prices change.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "@/server/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { advise, type AdvisorResult } from "@/lib/advisor";
import type { PriceBook } from "@/lib/pricing/price-keys";
import type { AdvisorAnswers } from "@/lib/advisor/answers";
import { NoPricesError } from "./estimates";
import { currentPriceBook, priceBookFor } from "../prices/price-snapshots";
import { MODEL_VERSION } from "@/lib/model";
import { bookFingerprint, digest, LruCache, RESULT_CACHE_ENTRIES } from "../results/result-cache";

/** 12 random bytes = 96 bits: unguessable; base64url writes them in 16 characters. */
export const SHARE_ID_BYTES = 12;
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;
/** A collision of 96-bit ids is practically impossible; retrying twice costs nothing. */
const SAVE_ATTEMPTS = 3;

export function newShareId(): string {
  return randomBytes(SHARE_ID_BYTES).toString("base64url");
}

export function sharePath(id: string): string {
  return `/r/${id}`;
}

export interface SnapshotRef {
  id: string;
  asOf: string;
}

/** A recommendation as the API, the CLI and the pages show it. */
export interface RecommendationView extends Omit<AdvisorResult, "priceSnapshot"> {
  /** Share id; null for a recommendation that was not saved. */
  id: string | null;
  /** Path of the share page ("/r/<id>"); null when not saved. */
  url: string | null;
  /** The snapshot whose prices the result used. */
  snapshot: SnapshotRef;
  createdAt: string | null;
  /** The snapshot a recomputation would use today for the region (null: none covers it). */
  currentSnapshot: SnapshotRef | null;
  /** True when today's prices for the region come from another snapshot than the result's. */
  pricesChanged: boolean;
  /**
   * When pricesChanged: the saved answer's top option priced again with today's prices
   * (the stored answer itself is unchanged). Null when prices did not change or no
   * snapshot covers the region today.
   */
  priceChange: PriceChange | null;
}

export interface PriceChange {
  optionKey: string;
  label: string;
  savedMonthlyCostUsd: number;
  todayMonthlyCostUsd: number | null;
  /** today - saved, USD per month; null when today's prices cannot cost the option. */
  differenceUsd: number | null;
  /** The option ranked first with today's prices (may be another one). */
  todayTopKey: string | null;
}

export interface RecommendOptions {
  /** Price snapshot to use; default: the newest complete snapshot covering the region. */
  snapshotId?: string;
}

async function bookFor(db: Db, answers: AdvisorAnswers, snapshotId: string | undefined): Promise<PriceBook> {
  if (snapshotId !== undefined) return priceBookFor(db, snapshotId, answers.region);
  const book = await currentPriceBook(db, answers.region);
  if (!book) throw new NoPricesError(answers.region);
  return book;
}

function ref(book: PriceBook | null): SnapshotRef | null {
  return book ? { id: book.snapshotId, asOf: book.asOf } : null;
}

function view(result: AdvisorResult, saved: { id: string; createdAt: Date } | null, current: SnapshotRef | null): RecommendationView {
  const { priceSnapshot, ...rest } = result;
  return {
    id: saved?.id ?? null,
    url: saved ? sharePath(saved.id) : null,
    ...rest,
    snapshot: priceSnapshot,
    createdAt: saved ? saved.createdAt.toISOString() : null,
    currentSnapshot: current,
    pricesChanged: current !== null && current.id !== priceSnapshot.id,
    priceChange: null,
  };
}

const advice = new LruCache<AdvisorResult>(RESULT_CACHE_ENTRIES);

/** The advisor's answer, from memory when the same answers ran on the same prices and model version. */
function cachedAdvise(answers: AdvisorAnswers, book: PriceBook): AdvisorResult {
  const key = digest([MODEL_VERSION, bookFingerprint(book), answers]);
  const known = advice.get(key);
  if (known !== undefined) return known;
  const result = advise(answers, book);
  advice.set(key, result);
  return result;
}

/**
 * The advisor on a price book the caller already holds (the bundled one, for a CLI run
 * with no database), not saved: what `recommend` returns, without a database.
 */
export function recommendOnBook(answers: AdvisorAnswers, book: PriceBook): RecommendationView {
  return view(cachedAdvise(answers, book), null, ref(book));
}

/** The saved top option costed with today's book: the same answers, run again. */
function priceChangeOf(saved: AdvisorResult, today: PriceBook): PriceChange | null {
  const top = saved.ranking[0];
  if (!top) return null;
  const again = cachedAdvise(saved.answers, today);
  const same = [...again.ranking, ...again.alsoConsidered].find((o) => o.key === top.key);
  const todayCost = same?.monthlyCostUsd ?? null;
  return {
    optionKey: top.key,
    label: top.label,
    savedMonthlyCostUsd: top.monthlyCostUsd,
    todayMonthlyCostUsd: todayCost,
    differenceUsd: todayCost === null ? null : todayCost - top.monthlyCostUsd,
    todayTopKey: again.ranking[0]?.key ?? null,
  };
}

/**
 * Runs the advisor on validated answers. Throws NoPricesError when no snapshot covers
 * the region, SnapshotNotFoundError for an unknown `snapshotId`.
 */
export async function recommend(db: Db, answers: AdvisorAnswers, options: RecommendOptions = {}): Promise<RecommendationView> {
  return recommendOnBook(answers, await bookFor(db, answers, options.snapshotId));
}

/** Runs the advisor and stores the answers, snapshot, model version and full result under a new share id. */
export async function saveRecommendation(db: Db, answers: AdvisorAnswers, options: RecommendOptions = {}): Promise<RecommendationView> {
  const book = await bookFor(db, answers, options.snapshotId);
  const result = cachedAdvise(answers, book);
  for (let attempt = 1; ; attempt++) {
    const id = newShareId();
    try {
      const row = await db.$transaction((tx) =>
        tx.recommendation.create({
          data: {
            id,
            answers: answers as unknown as Prisma.InputJsonValue,
            snapshotId: book.snapshotId,
            modelVersion: result.modelVersion,
            result: result as unknown as Prisma.InputJsonValue,
          },
          select: { id: true, createdAt: true },
        }),
      );
      const current = options.snapshotId === undefined ? ref(book) : ref(await currentPriceBook(db, answers.region));
      return view(result, row, current);
    } catch (error) {
      const collision = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (!collision || attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}

function isAdvisorResult(value: unknown): value is AdvisorResult {
  const v = value as Partial<AdvisorResult> | null;
  return typeof v === "object" && v !== null && Array.isArray(v.ranking) && typeof v.priceSnapshot?.id === "string" && typeof v.region === "string";
}

/**
 * A saved recommendation exactly as stored, with whether today's prices differ; null for
 * an id that names none (including ids that are not share ids at all).
 */
export async function getRecommendation(db: Db, id: string): Promise<RecommendationView | null> {
  if (!SHARE_ID_PATTERN.test(id)) return null;
  const row = await db.recommendation.findUnique({ where: { id }, select: { id: true, result: true, createdAt: true } });
  if (!row || !isAdvisorResult(row.result)) return null;
  const current = await currentPriceBook(db, row.result.region);
  const shown = view(row.result, row, ref(current));
  return shown.pricesChanged && current ? { ...shown, priceChange: priceChangeOf(row.result, current) } : shown;
}
