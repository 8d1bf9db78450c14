import { AppError } from "@/lib/errors/app-error";
import type { Db } from "@/server/db/client";
import { parseDataset, type DatasetError, type DatasetIssue } from "@/lib/datasets/load";
import { datasetSchema, type Dataset } from "@/lib/datasets/schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import { buildDatasetRows, catalogOptionIds, readSystemConfig } from "./dataset-rows";

export type { DatasetSystemConfig } from "./dataset-rows";

/** A replace writes a few hundred rows; PGlite (the embedded database) is slower than a server. */
const IMPORT_TRANSACTION_TIMEOUT_MS = 60_000;
const IMPORT_TRANSACTION_MAX_WAIT_MS = 10_000;

export type ImportStatus = "created" | "replaced" | "unchanged";

export interface DatasetCounts {
  systems: number;
  workloads: number;
  results: number;
  observations: number;
}

export interface ImportOutcome {
  status: ImportStatus;
  slug: string;
  contentHash: string;
  counts: DatasetCounts;
}

/** A dataset file that failed validation: nothing was written. `issues` name the field paths. */
export class DatasetImportError extends AppError {
  /** What was wrong with the file, in the dataset loader's words (lib/datasets/load.ts). */
  readonly reason: DatasetError["code"];
  readonly issues: DatasetIssue[];
  readonly fileName: string | undefined;

  constructor(error: DatasetError) {
    super(error.code === "invalid-json" ? "invalid_json" : "invalid_request", error.message);
    this.name = "DatasetImportError";
    this.reason = error.code;
    this.issues = error.issues;
    this.fileName = error.fileName;
  }
}

function countsOf(dataset: Dataset): DatasetCounts {
  return {
    systems: dataset.systems.length,
    workloads: dataset.workloads.length,
    results: dataset.results.length,
    observations: dataset.observations.length,
  };
}

/**
 * Imports one dataset file's text. The same content (by canonical hash) for the same slug
 * is a no-op; a changed file replaces every row of its dataset in one transaction, so a
 * reader sees the old dataset or the new one, never a mix. With `fileName`, the slug must
 * match it. Throws DatasetImportError for an invalid file before touching the database.
 */
export async function importDataset(db: Db, text: string, fileName?: string): Promise<ImportOutcome> {
  const parsed = parseDataset(text, fileName);
  if (!parsed.ok) throw new DatasetImportError(parsed.error);
  const { dataset, contentHash } = parsed;
  const outcome = (status: ImportStatus): ImportOutcome => ({ status, slug: dataset.slug, contentHash, counts: countsOf(dataset) });

  return db.$transaction(
    async (tx) => {
      const existing = await tx.dataset.findUnique({ where: { slug: dataset.slug }, select: { id: true, contentHash: true } });
      if (existing?.contentHash === contentHash) {
        await linkCatalogOptions(tx, existing.id);
        return outcome("unchanged");
      }

      const known = await tx.storageOption.findMany({ where: { id: { in: catalogOptionIds(dataset) } }, select: { id: true } });
      const fields = {
        title: dataset.title,
        formatVersion: dataset.formatVersion,
        contentHash,
        sourceFile: dataset.source.articleFile,
        publisher: dataset.source.publisher,
        publishedOn: dataset.published.date,
        region: dataset.region?.code ?? null,
        document: dataset as Prisma.InputJsonValue,
      };

      let datasetId: string;
      if (existing) {
        datasetId = existing.id;
        // Children first (results and observations point at systems and workloads).
        await tx.datasetResult.deleteMany({ where: { datasetId } });
        await tx.datasetObservation.deleteMany({ where: { datasetId } });
        await tx.datasetSystem.deleteMany({ where: { datasetId } });
        await tx.datasetWorkload.deleteMany({ where: { datasetId } });
        await tx.dataset.update({ where: { id: datasetId }, data: { ...fields, importedAt: new Date() } });
      } else {
        datasetId = (await tx.dataset.create({ data: { slug: dataset.slug, ...fields }, select: { id: true } })).id;
      }

      const rows = buildDatasetRows(dataset, datasetId, new Set(known.map((o) => o.id)));
      await tx.datasetSystem.createMany({ data: rows.systems });
      await tx.datasetWorkload.createMany({ data: rows.workloads });
      if (rows.results.length > 0) await tx.datasetResult.createMany({ data: rows.results });
      if (rows.observations.length > 0) await tx.datasetObservation.createMany({ data: rows.observations });
      return outcome(existing ? "replaced" : "created");
    },
    { timeout: IMPORT_TRANSACTION_TIMEOUT_MS, maxWait: IMPORT_TRANSACTION_MAX_WAIT_MS },
  );
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Links systems to StorageOption rows that appeared after their dataset was imported
 * (the catalog may be loaded later than a dataset), so an unchanged file still ends up
 * linked. Returns how many systems were linked.
 */
async function linkCatalogOptions(tx: Tx, datasetId: string): Promise<number> {
  return tx.$executeRaw`
    update "DatasetSystem" s set "optionId" = s.config->>'optionId'
    where s."datasetId" = ${datasetId}::uuid and s."optionId" is null
      and exists (select 1 from "StorageOption" o where o.id = s.config->>'optionId')`;
}

// ---------------------------------------------------------------------------
// Queries for pages, the API and the CLI.
// ---------------------------------------------------------------------------

export interface DatasetListItem {
  slug: string;
  title: string;
  summary: string | null;
  source: { articleFile: string; articleTitle: string | null; publisher: string | null };
  /** "2023-12": as precise as the source; `basis` says what the date is (published, benchmarked...). */
  published: { date: string | null; basis: string | null };
  region: { code: string; asReported: string | null } | null;
  formatVersion: number;
  contentHash: string;
  importedAt: string;
  counts: DatasetCounts;
}

interface DocumentExtras {
  id: string;
  summary: string | null;
  articleTitle: string | null;
  basis: string | null;
  regionAsReported: string | null;
}

const DATASET_LIST_SELECT = {
  id: true,
  slug: true,
  title: true,
  formatVersion: true,
  contentHash: true,
  sourceFile: true,
  publisher: true,
  publishedOn: true,
  region: true,
  importedAt: true,
  _count: { select: { systems: true, workloads: true, results: true, observations: true } },
} as const satisfies Prisma.DatasetSelect;

type ListRow = Prisma.DatasetGetPayload<{ select: typeof DATASET_LIST_SELECT }>;

function toListItem(row: ListRow, extras: DocumentExtras | undefined): DatasetListItem {
  return {
    slug: row.slug,
    title: row.title,
    summary: extras?.summary ?? null,
    source: { articleFile: row.sourceFile, articleTitle: extras?.articleTitle ?? null, publisher: row.publisher },
    published: { date: row.publishedOn, basis: extras?.basis ?? null },
    region: row.region === null ? null : { code: row.region, asReported: extras?.regionAsReported ?? null },
    formatVersion: row.formatVersion,
    contentHash: row.contentHash,
    importedAt: row.importedAt.toISOString(),
    counts: { ...row._count },
  };
}

/**
 * A few small fields of the stored documents, read inside PostgreSQL so a list never
 * ships whole documents (the largest file is over 100 kB).
 */
async function documentExtras(db: Db, ids: string[]): Promise<Map<string, DocumentExtras>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<DocumentExtras[]>`
    select id::text as id,
           document->>'summary' as summary,
           document->'source'->>'articleTitle' as "articleTitle",
           document->'published'->>'basis' as basis,
           document->'region'->>'asReported' as "regionAsReported"
    from "Dataset" where id::text = any(${ids})`;
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every dataset with its source, date, region and row counts, by title. */
export async function listDatasets(db: Db): Promise<DatasetListItem[]> {
  const rows = await db.dataset.findMany({ select: DATASET_LIST_SELECT, orderBy: [{ title: "asc" }, { slug: "asc" }] });
  const extras = await documentExtras(db, rows.map((r) => r.id));
  return rows.map((row) => toListItem(row, extras.get(row.id)));
}

/** The summary of one dataset, or null: cheap enough for page titles and 404 checks. */
export async function getDatasetSummaryBySlug(db: Db, slug: string): Promise<DatasetListItem | null> {
  const row = await db.dataset.findUnique({ where: { slug }, select: DATASET_LIST_SELECT });
  if (!row) return null;
  const extras = await documentExtras(db, [row.id]);
  return toListItem(row, extras.get(row.id));
}

export interface DatasetSystemLink {
  key: string;
  label: string;
  /** Catalog option the system is, read from DatasetSystem.config (set even before the catalog is loaded). */
  optionId: string | null;
  /** For systems outside the catalog: the option their data lives on. */
  underlyingOptionId: string | null;
}

export interface DatasetDetail extends DatasetListItem {
  /** The whole validated file. */
  document: Dataset;
  systems: DatasetSystemLink[];
}

/** One dataset in full: its stored file (validated again on the way out) and each system's catalog option. */
export async function getDatasetBySlug(db: Db, slug: string): Promise<DatasetDetail | null> {
  const row = await db.dataset.findUnique({
    where: { slug },
    select: { ...DATASET_LIST_SELECT, document: true, systems: { select: { key: true, label: true, config: true } } },
  });
  if (!row) return null;
  const parsed = datasetSchema.safeParse(row.document);
  // Only validated files are stored; failing here means the format changed without a re-import.
  if (!parsed.success) throw new Error(`stored dataset "${slug}" does not match the current dataset format; re-import it`);
  const dataset = parsed.data;
  const links = new Map(row.systems.map((s) => [s.key, { key: s.key, label: s.label, ...readSystemConfig(s.config) }]));
  const extras: DocumentExtras = {
    id: row.id,
    summary: dataset.summary ?? null,
    articleTitle: dataset.source.articleTitle ?? null,
    basis: dataset.published.basis,
    regionAsReported: dataset.region?.asReported ?? null,
  };
  return {
    ...toListItem(row, extras),
    document: dataset,
    // In the file's order, which is the article's.
    systems: dataset.systems.map((s) => links.get(s.id) ?? { key: s.id, label: s.label, optionId: null, underlyingOptionId: null }),
  };
}
