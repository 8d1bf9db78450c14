import type { Db } from "@/server/db/client";
import type { FioDocument, FioJob, FioJobDetails } from "@/lib/fio";
import { Prisma } from "@/lib/generated/prisma/client";
import { OTHER_OPTION_ID, type ResultLabels } from "@/lib/validations/results";
import { isResultId, SUMMARY_SELECT, summaryView, type ResultView } from "./result-summary";
import { ownerTokenMatches } from "./result-tokens";
import { syncStorageOptions } from "../prices/storage-options";
import { storedFioDocumentSchema } from "@/lib/validations/stored-fio";
import { readStoredJson } from "../shared/stored-json";

/**
 * Users' fio results: storage and the read models the API, pages and CLI use.
 *
 * Labels are stored as given. "other" (a system outside the catalog: local NVMe, cunoFS,
 * ...) has no StorageOption row, so it is stored as optionId null with optionParams
 * `{ "other": description | null }`; optionId null and optionParams null means the
 * uploader did not say.
 */

/**
 * Version of the parse stored with each upload. lib/fio exports no version of its own yet;
 * bump this when the parser's output changes so stored results can be re-derived from
 * their raw files.
 */
export const FIO_PARSER_VERSION = "lib-fio-1";

const INT32_MAX = 2_147_483_647;

/* ---------------------------------------------------------------- storing */

/** PostgreSQL text and jsonb cannot hold U+0000; fio copies job names and options verbatim. */
/** NUL and unpaired UTF-16 surrogates: PostgreSQL's text and jsonb refuse both. */
const UNSTORABLE_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function withoutNul(text: string): string {
  return text.replace(UNSTORABLE_CHARS, "\uFFFD");
}

function toStoredJson(value: unknown): Prisma.InputJsonValue {
  if (typeof value === "string") return withoutNul(value);
  if (Array.isArray(value)) return value.map(toStoredJson);
  if (value !== null && typeof value === "object") {
    const out: Record<string, Prisma.InputJsonValue | null> = {};
    for (const [key, item] of Object.entries(value)) out[withoutNul(key)] = item === null ? null : toStoredJson(item);
    return out;
  }
  return value as Prisma.InputJsonValue;
}

function int32OrNull(value: number | null): number | null {
  return value !== null && Number.isInteger(value) && Math.abs(value) <= INT32_MAX ? value : null;
}

function jobRow(job: FioJob, details: FioJobDetails | null, position: number) {
  const w = job.workload;
  return {
    position,
    name: withoutNul(job.name),
    groupId: int32OrNull(job.groupId) ?? -1,
    error: int32OrNull(job.error) ?? -1,
    rw: withoutNul(w.rw),
    blockSizeBytes: w.blockSizeBytes === null ? null : BigInt(Math.trunc(w.blockSizeBytes)),
    ioDepth: int32OrNull(w.ioDepth),
    numJobs: int32OrNull(w.numJobs),
    readBandwidthBytesPerSec: job.read?.bandwidthBytesPerSec ?? null,
    readIops: job.read?.iops ?? null,
    readClatP99Ns: job.read?.clatNs.p99 ?? null,
    writeBandwidthBytesPerSec: job.write?.bandwidthBytesPerSec ?? null,
    writeIops: job.write?.iops ?? null,
    writeClatP99Ns: job.write?.clatNs.p99 ?? null,
    // The whole job plus the page's extras (histograms, percentile map, options).
    data: toStoredJson({ job, details }),
  };
}

function labelColumns(labels: ResultLabels) {
  const other = labels.optionId === OTHER_OPTION_ID;
  return {
    optionId: labels.optionId === undefined || other ? null : labels.optionId,
    optionParams: other ? toStoredJson({ other: labels.otherOption ?? null }) : labels.optionParams === undefined ? Prisma.DbNull : toStoredJson(labels.optionParams),
    region: labels.region ?? null,
    instanceType: labels.instanceType ?? null,
    notes: labels.notes === undefined ? null : withoutNul(labels.notes),
  };
}

/** StorageOption rows are loaded at start; a database set up before that still takes labelled uploads. */
async function ensureOptionRow(db: Db, optionId: string | null): Promise<void> {
  if (optionId === null) return;
  const row = await db.storageOption.findUnique({ where: { id: optionId }, select: { id: true } });
  if (!row) await syncStorageOptions(db);
}

export interface NewResult {
  sha256: string;
  ownerTokenHash: string;
  fileName: string;
  bytes: Uint8Array;
  document: FioDocument;
  /** Same order as document.jobs; null when only the document is known. */
  jobDetails: ReadonlyArray<FioJobDetails | null>;
  labels: ResultLabels;
  /** The recommendation and ranked option the upload measured (checked by the caller). */
  link?: UploadLink | null;
}

export interface UploadLink {
  recommendationId: string;
  optionKey: string;
}

/**
 * An upload may carry 25 MB of raw file plus thousands of job rows; on a busy machine
 * writing that takes longer than Prisma's 5 s default for an interactive transaction,
 * and a timed-out upload would be lost. The wait to start covers a concurrent upload of
 * the same bytes holding the sha256 index entry, or an orphaned one from a killed server
 * that PostgreSQL has not yet noticed is gone.
 */
const UPLOAD_TRANSACTION_TIMEOUT_MS = 120_000;
const UPLOAD_TRANSACTION_MAX_WAIT_MS = 30_000;

export type InsertOutcome = { inserted: true; id: string } | { inserted: false; existingId: string };

/**
 * The result and its jobs in one transaction. A concurrent upload of the same bytes loses
 * the race on the sha256 unique index and is answered with the winner's id.
 */
export async function insertResult(db: Db, input: NewResult): Promise<InsertOutcome> {
  const labels = labelColumns(input.labels);
  await ensureOptionRow(db, labels.optionId);
  try {
    const id = await db.$transaction(async (tx) => {
      const created = await tx.uploadedResult.create({
        data: {
          sha256: input.sha256,
          ownerTokenHash: input.ownerTokenHash,
          fileName: withoutNul(input.fileName),
          sizeBytes: input.bytes.byteLength,
          rawFile: new Uint8Array(input.bytes),
          fioVersion: input.document.fioVersion === null ? null : withoutNul(input.document.fioVersion),
          parsed: toStoredJson(input.document),
          parserVersion: FIO_PARSER_VERSION,
          ...labels,
          recommendationId: input.link?.recommendationId ?? null,
          recommendationOptionKey: input.link?.optionKey ?? null,
        },
        select: { id: true },
      });
      await tx.uploadedJob.createMany({
        data: input.document.jobs.map((job, position) => ({ resultId: created.id, ...jobRow(job, input.jobDetails[position] ?? null, position) })),
      });
      return created.id;
    }, { timeout: UPLOAD_TRANSACTION_TIMEOUT_MS, maxWait: UPLOAD_TRANSACTION_MAX_WAIT_MS });
    return { inserted: true, id };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const existing = await findResultIdBySha256(db, input.sha256);
      if (existing) return { inserted: false, existingId: existing };
    }
    throw error;
  }
}

export async function findResultIdBySha256(db: Db, sha256: string): Promise<string | null> {
  const row = await db.uploadedResult.findUnique({ where: { sha256 }, select: { id: true } });
  return row?.id ?? null;
}

/* ---------------------------------------------------------------- reading */

export async function getResult(db: Db, id: string): Promise<ResultView | null> {
  if (!isResultId(id)) return null;
  const row = await db.uploadedResult.findUnique({ where: { id }, select: { ...SUMMARY_SELECT, sha256: true, parserVersion: true, parsed: true } });
  if (!row) return null;
  return { ...summaryView(row), sha256: row.sha256, parserVersion: row.parserVersion, document: readStoredJson(storedFioDocumentSchema, row.parsed, `result ${row.id}`) };
}

export async function getRawFile(db: Db, id: string): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  if (!isResultId(id)) return null;
  const row = await db.uploadedResult.findUnique({ where: { id }, select: { fileName: true, rawFile: true } });
  return row ? { fileName: row.fileName, bytes: row.rawFile } : null;
}

export type DeleteOutcome = "deleted" | "not_found" | "forbidden";

/** Deletes a result (its jobs cascade) when the token is its owner token. */
export async function deleteResultAsOwner(db: Db, id: string, ownerToken: string): Promise<DeleteOutcome> {
  if (!isResultId(id)) return "not_found";
  const row = await db.uploadedResult.findUnique({ where: { id }, select: { ownerTokenHash: true } });
  if (!row) return "not_found";
  if (!ownerTokenMatches(ownerToken, row.ownerTokenHash)) return "forbidden";
  const { count } = await db.uploadedResult.deleteMany({ where: { id } });
  return count === 1 ? "deleted" : "not_found";
}

export { listResults, InvalidCursorError, type ResultPage } from "./result-list";
export { getJobSummaries, getResultJobs, type JobHeadline, type JobSummary, type JobDetailView } from "./result-jobs";
export { isResultId, resultUrl, type ResultLabelsView, type ResultSummary, type ResultView } from "./result-summary";
