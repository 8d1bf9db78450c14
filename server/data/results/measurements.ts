/**
 * Uploads as measurements: the link from an upload to the recommendation and ranked
 * option it measured, and the comparisons of uploads with the model that the share page
 * and the option pages show. Comparisons are computed when read, from the stored job
 * options, so a better model or parser shows its own figures; nothing here writes the
 * model or the saved answer.
 */
import type { Db } from "@/server/db/client";
import type { AdvisorResult } from "@/lib/advisor";
import { compareMeasurement, type MeasurementComparison } from "@/lib/measurements/compare";
import { findRankedByParams, recommendationWorkload } from "@/lib/measurements/recommendation-workload";
import { rerankWithMeasurements, type RerankedOption } from "@/lib/measurements/rerank";
import type { OptionId } from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { OTHER_OPTION_ID, optionParamsSchema, type ResultLabels } from "@/lib/validations/results";
import { storedJobDataSchema } from "@/lib/validations/stored-fio";
import { measuredWorkload, type JobWithOptions } from "@/lib/workloads/fio-measured";
import { DEFAULT_REGION } from "@/lib/pricing/regions";
import { currentPriceBook, priceBookFor } from "../prices/price-snapshots";
import type { RecommendationView } from "../recommendations/recommendations";
import { getRecommendation } from "../recommendations/recommendations";
import type { UploadLink } from "./results";
import { readStoredJson } from "../shared/stored-json";
import { visibleTo, type UploadViewer } from "./upload-visibility";

export type LinkCheck = { ok: true; link: UploadLink | null } | { ok: false; code: "unknown_recommendation" | "option_not_ranked"; message: string; path: string };

/** Which ranked option of which recommendation an upload says it measured; refused when the recommendation or the option does not exist. */
export async function resolveUploadLink(db: Db, labels: ResultLabels): Promise<LinkCheck> {
  if (labels.recommendationId === undefined) return { ok: true, link: null };
  const rec = await getRecommendation(db, labels.recommendationId);
  if (!rec) {
    return { ok: false, code: "unknown_recommendation", message: `No saved recommendation has the id ${JSON.stringify(labels.recommendationId)}; use the id at the end of its /r/... link. Nothing was stored.`, path: "recommendationId" };
  }
  if (labels.optionId === undefined || labels.optionId === OTHER_OPTION_ID) {
    return { ok: false, code: "option_not_ranked", message: "Name the option the run measured (optionId, and optionParams when it was ranked more than once). Nothing was stored.", path: "optionId" };
  }
  const found = findRankedByParams(rec.ranking, labels.optionId, labels.optionParams);
  if (!found.ok) return { ok: false, code: "option_not_ranked", message: `${found.message} Nothing was stored.`, path: labels.optionParams === undefined ? "optionId" : "optionParams" };
  return { ok: true, link: { recommendationId: rec.id!, optionKey: found.option.key } };
}

/* ------------------------------------------------------------- reading */

export interface UploadMeasurement {
  resultId: string;
  resultUrl: string;
  createdAt: string;
  optionKey: string | null;
  region: string;
  /** Not yet published by its owner: only its owner is shown it (see upload-visibility.ts). */
  unlisted: boolean;
  comparison: MeasurementComparison | null;
  /** Why there is no comparison. */
  problem: string | null;
}

const UPLOADS_SHOWN = 50;

function jobsWithOptions(resultId: string, rows: ReadonlyArray<{ data: unknown }>): JobWithOptions[] {
  return rows.map((row, i) => {
    const data = readStoredJson(storedJobDataSchema, row.data, `job ${i} of result ${resultId}`);
    return { job: data.job, options: data.details?.options ?? {} };
  });
}

const MEASUREMENT_SELECT = {
  id: true,
  createdAt: true,
  optionId: true,
  optionParams: true,
  region: true,
  recommendationOptionKey: true,
  publishedAt: true,
  jobs: { select: { data: true }, orderBy: { position: "asc" } },
} as const;

export interface RecommendationMeasurements {
  uploads: UploadMeasurement[];
  /** The ranking re-scored with measured durations; null when no upload compares. */
  reranked: RerankedOption[] | null;
}

type AdvisorView = Pick<AdvisorResult, "plan" | "region" | "ranking" | "weights" | "method" | "waiting"> & { id: string | null; snapshot: { id: string } };

/**
 * Uploads linked to a saved recommendation that the viewer may see, each beside the model
 * on its ranked option and the recommendation's prices. Anyone with a share link can link
 * an upload to it, so an upload shows here (and re-ranks) for everyone only once its owner
 * publishes it; until then only its owner sees it.
 */
export async function recommendationMeasurements(db: Db, view: AdvisorView | RecommendationView, viewer: UploadViewer): Promise<RecommendationMeasurements> {
  if (!view.id) return { uploads: [], reranked: null };
  const rows = await db.uploadedResult.findMany({ where: { AND: [{ recommendationId: view.id }, visibleTo(viewer)] }, select: MEASUREMENT_SELECT, orderBy: { createdAt: "desc" }, take: UPLOADS_SHOWN });
  if (rows.length === 0) return { uploads: [], reranked: null };
  const book = await priceBookFor(db, view.snapshot.id, view.region);
  const workload = recommendationWorkload(view);
  const byKey = new Map<string, MeasurementComparison[]>();
  const uploads = rows.map((row): UploadMeasurement => {
    const option = view.ranking.find((o) => o.key === row.recommendationOptionKey);
    const base = { resultId: row.id, resultUrl: `/results/${row.id}`, createdAt: row.createdAt.toISOString(), optionKey: row.recommendationOptionKey, region: view.region, unlisted: row.publishedAt === null };
    if (!option) return { ...base, comparison: null, problem: "The option it names is not in the ranking." };
    const measured = measuredWorkload(jobsWithOptions(row.id, row.jobs), workload.clients);
    const outcome = compareMeasurement(measured, { region: view.region, storedBytes: workload.storedBytes, clients: workload.clients, optionId: option.optionId, params: option.params }, book);
    if (!outcome.ok) return { ...base, comparison: null, problem: outcome.reason };
    byKey.set(option.key, [...(byKey.get(option.key) ?? []), outcome.comparison]);
    return { ...base, comparison: outcome.comparison, problem: null };
  });
  return { uploads, reranked: byKey.size > 0 ? rerankWithMeasurements(view, byKey) : null };
}

interface Caches {
  books: Map<string, PriceBook | null>;
  recs: Map<string, RecommendationView | null>;
}

type LabelledRow = {
  id: string;
  createdAt: Date;
  optionParams: unknown;
  region: string | null;
  recommendationId: string | null;
  recommendationOptionKey: string | null;
  publishedAt: Date | null;
  jobs: ReadonlyArray<{ data: unknown }>;
};

/**
 * One upload labelled with a catalog option beside the model on that option: with the
 * recommendation's context when linked to one, else one client, the region it names (or
 * the presets' region) and as much stored as the run touched.
 */
async function measureLabelled(db: Db, row: LabelledRow, optionId: OptionId, caches: Caches): Promise<UploadMeasurement> {
  let rec: RecommendationView | null = null;
  if (row.recommendationId) {
    if (!caches.recs.has(row.recommendationId)) caches.recs.set(row.recommendationId, await getRecommendation(db, row.recommendationId));
    rec = caches.recs.get(row.recommendationId) ?? null;
  }
  const region = rec?.region ?? row.region ?? DEFAULT_REGION;
  const bookKey = `${rec?.snapshot.id ?? "current"}:${region}`;
  if (!caches.books.has(bookKey)) caches.books.set(bookKey, rec ? await priceBookFor(db, rec.snapshot.id, region) : await currentPriceBook(db, region));
  const book = caches.books.get(bookKey) ?? null;
  const base = { resultId: row.id, resultUrl: `/results/${row.id}`, createdAt: row.createdAt.toISOString(), optionKey: row.recommendationOptionKey, region, unlisted: row.publishedAt === null };
  if (!book) return { ...base, comparison: null, problem: `No price snapshot covers ${region}.` };
  const workload = rec ? recommendationWorkload(rec) : null;
  const params = readStoredJson(optionParamsSchema, row.optionParams ?? {}, `option parameters of result ${row.id}`);
  const measured = measuredWorkload(jobsWithOptions(row.id, row.jobs), workload?.clients ?? 1);
  const outcome = compareMeasurement(measured, { region, storedBytes: workload?.storedBytes ?? 0, clients: workload?.clients ?? 1, optionId, params }, book);
  return outcome.ok ? { ...base, comparison: outcome.comparison, problem: null } : { ...base, comparison: null, problem: outcome.reason };
}

const LABELLED_SELECT = { ...MEASUREMENT_SELECT, recommendationId: true } as const;

/** Uploads labelled with a catalog option that the viewer may see (published ones and its own), newest first, each beside the model on it. */
export async function optionMeasurements(db: Db, optionId: OptionId, viewer: UploadViewer): Promise<UploadMeasurement[]> {
  const rows = await db.uploadedResult.findMany({ where: { AND: [{ optionId }, visibleTo(viewer)] }, select: LABELLED_SELECT, orderBy: { createdAt: "desc" }, take: UPLOADS_SHOWN });
  const caches: Caches = { books: new Map(), recs: new Map() };
  const out: UploadMeasurement[] = [];
  for (const row of rows) out.push(await measureLabelled(db, row, optionId as OptionId, caches));
  return out;
}

/** One upload beside the model, when it is labelled with a catalog option; null otherwise (or unknown id). */
export async function resultMeasurement(db: Db, id: string): Promise<UploadMeasurement | null> {
  const row = await db.uploadedResult.findUnique({ where: { id }, select: { ...LABELLED_SELECT, optionId: true } });
  if (!row || row.optionId === null) return null;
  return measureLabelled(db, row, row.optionId as OptionId, { books: new Map(), recs: new Map() });
}
