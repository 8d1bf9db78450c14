import type { FioDocument } from "@/lib/fio";
import type { Prisma } from "@/lib/generated/prisma/client";
import { OTHER_OPTION_ID } from "@/lib/validations/results";
import { sharePath } from "../recommendations/recommendations";

/** Read models of an uploaded result shared by the detail, list and API answers. */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a result: answer "not found" without asking the database. */
export function isResultId(id: string): boolean {
  return UUID_PATTERN.test(id);
}

export function resultUrl(id: string): string {
  return `/results/${id}`;
}

export interface ResultLabelsView {
  /** A catalog id, "other", or null when the uploader did not say. */
  optionId: string | null;
  optionLabel: string | null;
  optionParams: Record<string, unknown> | null;
  otherOption: string | null;
  region: string | null;
  instanceType: string | null;
  notes: string | null;
}

export interface ResultSummary {
  id: string;
  url: string;
  fileName: string;
  sizeBytes: number;
  fioVersion: string | null;
  createdAt: string;
  jobCount: number;
  labels: ResultLabelsView;
  /** The saved recommendation this result measured, and the ranked option's key; null when linked to none. */
  recommendation: { id: string; optionKey: string | null; url: string } | null;
  /** When its owner published it (listed, and on everyone's /compare); null while unlisted. */
  publishedAt: string | null;
}

export interface ResultView extends ResultSummary {
  sha256: string;
  parserVersion: string;
  document: FioDocument;
}

export const SUMMARY_SELECT = {
  id: true,
  fileName: true,
  sizeBytes: true,
  fioVersion: true,
  createdAt: true,
  optionId: true,
  optionParams: true,
  region: true,
  instanceType: true,
  notes: true,
  recommendationId: true,
  recommendationOptionKey: true,
  publishedAt: true,
  option: { select: { label: true } },
  _count: { select: { jobs: true } },
} satisfies Prisma.UploadedResultSelect;

export type SummaryRow = Prisma.UploadedResultGetPayload<{ select: typeof SUMMARY_SELECT }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function labelsView(row: SummaryRow): ResultLabelsView {
  const params = isRecord(row.optionParams) ? row.optionParams : null;
  const other = row.optionId === null && params !== null && "other" in params;
  return {
    optionId: other ? OTHER_OPTION_ID : row.optionId,
    optionLabel: other ? "Other (not in the catalog)" : (row.option?.label ?? null),
    optionParams: other ? null : params,
    otherOption: other && typeof params.other === "string" ? params.other : null,
    region: row.region,
    instanceType: row.instanceType,
    notes: row.notes,
  };
}

export function summaryView(row: SummaryRow): ResultSummary {
  return {
    id: row.id,
    url: resultUrl(row.id),
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    fioVersion: row.fioVersion,
    createdAt: row.createdAt.toISOString(),
    jobCount: row._count.jobs,
    labels: labelsView(row),
    recommendation: row.recommendationId === null ? null : { id: row.recommendationId, optionKey: row.recommendationOptionKey, url: sharePath(row.recommendationId) },
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

