import { AppError } from "@/lib/errors/app-error";
/**
 * CloudWatch metrics imports: the analysis runs on the newest prices for the region, and
 * the derived workload is saved under a share id in one insert (a refused file stores
 * nothing). A saved workload opens in /compare, the wizard and the API.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { analyseMetrics, type MetricsAnalysis, type MetricsFile, type MetricsIssue, type ReplayAccess, type ReplaySharing } from "@/lib/metrics";
import { apiLink, compareLink, wizardLink } from "@/lib/metrics/links";
import { workloadSchema, type Workload } from "@/lib/model";
import { NoPricesError } from "../recommendations/estimates";
import { currentPriceBook } from "../prices/price-snapshots";
import { newShareId } from "../recommendations/recommendations";
import { readStoredJson } from "../shared/stored-json";
import { GIB_BYTES } from "@/lib/units";

export class MetricsImportError extends AppError {
  constructor(readonly issue: MetricsIssue) {
    super(issue.code, issue.message, issue.path);
    this.name = "MetricsImportError";
  }
}

export interface MetricsImportRequest {
  files: MetricsFile[];
  region: string;
  storedGiB?: number;
  name?: string;
  sharing?: ReplaySharing;
  access?: ReplayAccess;
}

export interface SavedWorkloadView {
  id: string;
  name: string;
  source: string;
  workload: Workload;
  analysis: MetricsAnalysis;
  files: { name: string; sizeBytes: number; sha256: string }[];
  createdAt: string;
  links: { compare: string; wizard: string; api: string; page: string };
}

function defaultName(a: MetricsAnalysis): string {
  return `${a.system.toUpperCase()} usage ${a.period.start.slice(0, 10)} to ${a.period.end.slice(0, 10)}`;
}

function view(row: { id: string; name: string; source: string; workload: unknown; analysis: unknown; files: unknown; createdAt: Date }): SavedWorkloadView {
  const workload = readStoredJson(workloadSchema, row.workload, `saved workload ${row.id}`);
  const analysis = row.analysis as MetricsAnalysis;
  const files = readStoredJson(z.array(z.object({ name: z.string(), sizeBytes: z.number(), sha256: z.string() })), row.files, `saved workload ${row.id} files`);
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    workload,
    analysis,
    files,
    createdAt: row.createdAt.toISOString(),
    links: { compare: compareLink(workload), wizard: wizardLink({ ...analysis, workload }), api: apiLink(row.id), page: `/metrics/${row.id}` },
  };
}

/** Analyses without saving (the CLI's default). */
export async function analyseMetricsFiles(db: Db, request: MetricsImportRequest): Promise<MetricsAnalysis> {
  const book = await currentPriceBook(db, request.region);
  if (!book) throw new NoPricesError(request.region);
  const result = analyseMetrics(request.files, { region: request.region, storedBytes: request.storedGiB === undefined ? undefined : request.storedGiB * GIB_BYTES, sharing: request.sharing, access: request.access }, book);
  if (!result.ok) throw new MetricsImportError(result.error);
  return result.value;
}

export async function importMetrics(db: Db, request: MetricsImportRequest): Promise<SavedWorkloadView> {
  const analysis = await analyseMetricsFiles(db, request);
  const files = request.files.map((f) => ({ name: f.name, sizeBytes: f.bytes.byteLength, sha256: createHash("sha256").update(f.bytes).digest("hex") }));
  const row = await db.savedWorkload.create({
    data: {
      id: newShareId(),
      name: request.name?.trim() || defaultName(analysis),
      source: "cloudwatch",
      workload: analysis.workload as unknown as Prisma.InputJsonValue,
      analysis: analysis as unknown as Prisma.InputJsonValue,
      files: files as unknown as Prisma.InputJsonValue,
    },
  });
  return view(row);
}

export async function getSavedWorkload(db: Db, id: string): Promise<SavedWorkloadView | null> {
  const row = await db.savedWorkload.findUnique({ where: { id } });
  return row ? view(row) : null;
}
