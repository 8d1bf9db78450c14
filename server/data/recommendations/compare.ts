import type { Db } from "@/server/db/client";
import { catalogFacts, collect, measuredOnParams, modelParams, Requests, toUploadMeasurement, workloadSummary, type CompareWorkloadSummary, type OptionRequest } from "@/lib/compare/assemble";
import { datasetMeasurements, type DatasetMeasurement } from "@/lib/compare/measured";
import { datasetPoint, modelPoint, pointInUnits, type ModelContext } from "@/lib/compare/points";
import { withInstancePrice } from "@/lib/compare/instance-store";
import { uploadPoint, type UploadMeasurement } from "@/lib/compare/uploads";
import { workloadIo } from "@/lib/compare/upload-pattern";
import type { ComparePoint, UnplacedOption } from "@/lib/compare/types";
import { viewWorkload, type ViewWorkload } from "@/lib/compare/workload";
import { CATALOG, INSTANCE_TYPES, type OptionEstimate, MAX_OPTIONS } from "@/lib/model";
import { optionContextQuery, type CompareView } from "@/lib/compare/view";
import { getDatasetBySlug } from "../datasets/datasets";
import { EstimateInputError, NoPricesError, runEstimate } from "./estimates";
import { visibleTo, type UploadViewer } from "../results/upload-visibility";
import { COMPLETE, listSnapshots, priceBookFor, SnapshotNotFoundError } from "../prices/price-snapshots";

export type { CompareWorkloadSummary } from "@/lib/compare/assemble";

/**
 * Everything the /compare page shows for one view: the modelled point of every catalog
 * option, the published measurements of the preset's article and the user's labelled
 * fio uploads, each measured point with a modelled twin of the same configuration.
 */

/** Uploads placed on the chart: the newest ones, so one busy database cannot flood the page. */
export const MAX_UPLOAD_POINTS = 50;

export interface CompareError {
  kind: "no-prices" | "snapshot-not-found" | "invalid-workload";
  message: string;
}

export interface CompareData {
  workload: CompareWorkloadSummary;
  snapshot: { id: string; asOf: string } | null;
  modelVersion: string | null;
  /** Every placeable point, before the view's filters (the page applies them). */
  points: ComparePoint[];
  unplaced: UnplacedOption[];
  notices: string[];
  error: CompareError | null;
}

async function recentUploads(db: Db, viewer: UploadViewer): Promise<{ uploads: UploadMeasurement[]; more: boolean }> {
  const rows = await db.uploadedResult.findMany({
    where: { AND: [{ optionId: { not: null } }, visibleTo(viewer)] },
    select: {
      id: true,
      fileName: true,
      optionId: true,
      optionParams: true,
      region: true,
      jobs: { select: { error: true, rw: true, blockSizeBytes: true, readBandwidthBytesPerSec: true, writeBandwidthBytesPerSec: true } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_UPLOAD_POINTS + 1,
  });
  const uploads = rows
    .slice(0, MAX_UPLOAD_POINTS)
    .map((row) => toUploadMeasurement({ ...row, jobs: row.jobs.map((j) => ({ ...j, blockSizeBytes: j.blockSizeBytes === null ? null : Number(j.blockSizeBytes) })) }))
    .filter((u): u is UploadMeasurement => u !== null);
  return { uploads, more: rows.length > MAX_UPLOAD_POINTS };
}

interface PresetMeasurements {
  info: { slug: string; title: string; region: string | null };
  measurements: DatasetMeasurement[];
}

/**
 * Measurements derived from a dataset, by content hash: a stored dataset changes only on
 * re-import (which changes its hash), and reading and validating the whole document
 * (over 100 kB for the EFS options article) on every page view is most of the database
 * time of /compare. A few presets x runs per day: the map stays small.
 */
const MEASUREMENT_CACHE_LIMIT = 64;
const measurementCache = new Map<string, PresetMeasurements>();

async function presetMeasurements(db: Db, w: ViewWorkload, timesPerDay: number): Promise<PresetMeasurements | null> {
  if (!w.preset) return null;
  const { datasetSlug, workloadIds } = w.preset.source;
  const stored = await db.dataset.findUnique({ where: { slug: datasetSlug }, select: { contentHash: true } });
  if (!stored) return null;
  const cacheKey = (hash: string) => [datasetSlug, hash, timesPerDay, ...workloadIds].join(" ");
  const cached = measurementCache.get(cacheKey(stored.contentHash));
  if (cached) return cached;

  const detail = await getDatasetBySlug(db, datasetSlug);
  if (!detail) return null;
  const doc = detail.document;
  const result = { info: { slug: doc.slug, title: doc.title, region: doc.region?.code ?? null }, measurements: datasetMeasurements(doc, workloadIds, timesPerDay) };
  if (measurementCache.size >= MEASUREMENT_CACHE_LIMIT) measurementCache.delete(measurementCache.keys().next().value as string);
  measurementCache.set(cacheKey(detail.contentHash), result);
  return result;
}

async function estimateAll(db: Db, w: ViewWorkload, requests: OptionRequest[], snapshotId: string | null) {
  const results: OptionEstimate[] = [];
  let meta: { snapshot: { id: string; asOf: string }; modelVersion: string } | null = null;
  // The model takes at most MAX_OPTIONS options per call.
  for (let start = 0; start < requests.length; start += MAX_OPTIONS) {
    const response = await runEstimate(db, {
      workload: { ...w.input, options: requests.slice(start, start + MAX_OPTIONS) },
      snapshotId: snapshotId ?? meta?.snapshot.id,
      options: w.estimateOptions,
    });
    meta ??= { snapshot: response.pricesSnapshot, modelVersion: response.modelVersion };
    results.push(...response.results);
  }
  return { results, meta };
}

function errorOf(error: unknown): CompareError | null {
  if (error instanceof NoPricesError) return { kind: "no-prices", message: error.message };
  if (error instanceof SnapshotNotFoundError) return { kind: "snapshot-not-found", message: error.message };
  if (error instanceof EstimateInputError) return { kind: "invalid-workload", message: `${error.issue.path ? `${error.issue.path}: ` : ""}${error.message}` };
  return null;
}

/** The comparison for a view; `viewer` decides which unlisted uploads are drawn (its own only). */
export async function loadCompare(db: Db, view: CompareView, viewer: UploadViewer): Promise<CompareData> {
  const w = viewWorkload(view);
  const facts = catalogFacts();
  const storedBytes = w.storedBytes;
  const [preset, uploadList] = await Promise.all([presetMeasurements(db, w, view.times), recentUploads(db, viewer)]);
  const notices: string[] = [];
  if (uploadList.more) notices.push(`Only the ${MAX_UPLOAD_POINTS} most recent labelled uploads (published ones and your own) are shown.`);

  const requests = new Requests();
  for (const entry of CATALOG) requests.add(entry.id, entry.defaultParams({ storedBytes }));
  const datasetRequests = (preset?.measurements ?? []).map((m) => {
    if (m.optionId === null) return { index: null, note: null };
    const chosen = modelParams(m.optionId, [measuredOnParams(w, m), m.params].filter((p): p is Record<string, unknown> => p !== null), storedBytes);
    return { index: requests.add(m.optionId, chosen.params), note: chosen.note };
  });
  const uploadRequests = uploadList.uploads.map((u) => {
    const chosen = modelParams(u.optionId, [u.params], storedBytes);
    return { index: requests.add(u.optionId, chosen.params), note: chosen.note };
  });

  const base = { workload: workloadSummary(w), points: [] as ComparePoint[], unplaced: [] as UnplacedOption[], notices };
  let estimated: Awaited<ReturnType<typeof estimateAll>>;
  try {
    estimated = await estimateAll(db, w, requests.list, view.snapshot);
  } catch (error) {
    const known = errorOf(error);
    if (!known) throw error;
    return { ...base, snapshot: null, modelVersion: null, error: known };
  }
  const { meta } = estimated;
  if (!meta) return { ...base, snapshot: null, modelVersion: null, error: null };
  // Instance store is priced with the instance it needs (lib/compare/instance-store.ts), never drawn as free.
  const book = await priceBookFor(db, meta.snapshot.id, view.region);
  const results = estimated.results.map((r) => withInstancePrice(r, book));
  const ctx: ModelContext = { snapshotId: meta.snapshot.id, snapshotAsOf: meta.snapshot.asOf, modelVersion: meta.modelVersion, linkQuery: optionContextQuery(view), units: view.units };

  const points: ComparePoint[] = [];
  const unplaced: UnplacedOption[] = [];
  const seen = new Set<string>();
  for (const result of results) collect(modelPoint(result, facts.get(result.optionId), ctx), points, unplaced, seen);

  preset?.measurements.forEach((m, i) => {
    const request = datasetRequests[i];
    const twin = request?.index === null || request === undefined ? undefined : results[request.index];
    const built = datasetPoint(m, preset.info, twin, facts.get(m.optionId ?? m.underlyingOptionId ?? ""), ctx, view.region);
    if ("point" in built && request?.note) built.point.notes.push(request.note);
    collect(built, points, unplaced);
  });

  const volumes = workloadIo(w.input.operations);
  uploadList.uploads.forEach((u, i) => {
    const request = uploadRequests[i];
    const twin = request ? results[request.index] : undefined;
    collect(uploadPoint(u, volumes, twin, facts.get(u.optionId), ctx, { viewRegion: view.region, paramsNote: request?.note ?? null }), points, unplaced);
  });

  return { ...base, points: points.map((p) => pointInUnits(p, view.units)), unplaced, snapshot: meta.snapshot, modelVersion: meta.modelVersion, error: null };
}

export interface SnapshotChoice {
  id: string;
  label: string;
  asOf: string;
  regions: string[];
}

export interface CompareChoices {
  snapshots: SnapshotChoice[];
  /** Client instance types the model knows by name. */
  instanceTypes: readonly string[];
  /** Every region some complete snapshot covers, plus the view's own. */
  regions: string[];
}

/** What the view form offers: complete snapshots (newest first) and the regions they price. */
export async function loadCompareChoices(db: Db, view: Pick<CompareView, "region">): Promise<CompareChoices> {
  const snapshots = (await listSnapshots(db)).filter((s) => s.status === COMPLETE);
  const regions = new Set<string>([view.region]);
  for (const s of snapshots) for (const r of s.regions) regions.add(r);
  return {
    snapshots: snapshots.map((s) => ({ id: s.id, label: `${s.id} (${s.source === "bundled" ? "bundled" : "AWS Price List"}, as of ${s.asOf})`, asOf: s.asOf, regions: s.regions })),
    regions: [...regions].sort(),
    instanceTypes: INSTANCE_TYPES,
  };
}
