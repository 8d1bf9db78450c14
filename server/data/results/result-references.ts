import type { Db } from "@/server/db/client";
import type { FioJob } from "@/lib/fio";
import { fioPattern, similarity, type AccessPattern, type Direction, type UploadedSide } from "@/lib/fio/reference-similarity";

/**
 * The published reference measurements (DatasetResult rows) nearest to an uploaded
 * result, ranked by the score in lib/fio/reference-similarity.ts. Only measurements with a figure
 * to set beside fio's are candidates: a throughput (reported, or total bytes over the
 * reported duration) or IOPS.
 */

export const REFERENCE_MATCHES_SHOWN = 5;
const DIRECTIONS: readonly Direction[] = ["read", "write"];

export interface ReferenceMeasurement {
  id: string;
  datasetSlug: string;
  datasetTitle: string;
  systemLabel: string;
  workloadName: string;
  workloadDirection: string;
  pattern: AccessPattern | null;
  ioSizeBytes: number | null;
  /** The article gave the block size (rather than it being assumed from the file size). */
  ioSizeReported: boolean;
  throughputBytesPerSec: number | null;
  /** True when the throughput is total bytes / duration rather than a reported figure. */
  throughputDerived: boolean;
  iops: number | null;
  statistic: string | null;
  estimated: boolean;
  score: number;
}

export interface ReferenceQuery {
  jobName: string;
  side: UploadedSide;
}

export interface ReferenceComparison extends ReferenceQuery {
  matches: ReferenceMeasurement[];
}

/** One query per direction the result measured: its first usable job that did I/O that way. */
export function referenceQueriesFor(jobs: readonly FioJob[]): ReferenceQuery[] {
  const queries: ReferenceQuery[] = [];
  for (const direction of DIRECTIONS) {
    const job = jobs.find((j) => j.error === 0 && j[direction] !== null);
    if (job) queries.push({ jobName: job.name, side: { direction, pattern: fioPattern(job.workload.rw), blockSizeBytes: job.workload.blockSizeBytes } });
  }
  return queries;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A reported value or the low end of a reported range. */
function lowNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  const range = record(value);
  return typeof range.min === "number" && Number.isFinite(range.min) ? range.min : null;
}

function text(...parts: unknown[]): string {
  return parts.filter((p): p is string => typeof p === "string").join(" \n ");
}

function bigintToNumber(value: bigint | null): number | null {
  return value === null ? null : Number(value);
}

export async function nearestReferences(db: Db, queries: readonly ReferenceQuery[], shown = REFERENCE_MATCHES_SHOWN): Promise<ReferenceComparison[]> {
  if (queries.length === 0) return [];
  const directions = [...new Set(queries.map((q) => q.side.direction)), "mixed"];
  const rows = await db.datasetResult.findMany({
    where: { workload: { direction: { in: directions } } },
    select: {
      id: true,
      throughputBytesPerSec: true,
      durationSeconds: true,
      estimated: true,
      values: true,
      workload: { select: { name: true, direction: true, fileCount: true, fileSizeBytes: true, totalBytes: true, details: true } },
      system: { select: { label: true } },
      dataset: { select: { slug: true, title: true } },
    },
  });

  const candidates = rows.flatMap((row) => {
    const workload = row.workload;
    if (!workload) return [];
    const values = record(row.values);
    const details = record(workload.details);
    const totalBytes = bigintToNumber(workload.totalBytes);
    const derived = row.throughputBytesPerSec === null && totalBytes !== null && row.durationSeconds !== null && row.durationSeconds > 0;
    const throughput = row.throughputBytesPerSec ?? (derived ? (totalBytes as number) / (row.durationSeconds as number) : null);
    const iops = lowNumber(values.iops);
    if (throughput === null && iops === null) return [];
    return [
      {
        row,
        reference: {
          direction: workload.direction,
          text: text(workload.name, details.description, details.toolOptions),
          blockSizeBytes: typeof details.blockSizeBytes === "number" ? details.blockSizeBytes : null,
          fileSizeBytes: bigintToNumber(workload.fileSizeBytes),
          totalBytes,
          fileCount: bigintToNumber(workload.fileCount),
        },
        throughput,
        derived,
        iops,
        statistic: typeof values.statistic === "string" ? values.statistic : null,
      },
    ];
  });

  return queries.map((query) => {
    const scored = candidates.flatMap((c): ReferenceMeasurement[] => {
      const match = similarity(query.side, c.reference);
      if (!match) return [];
      return [
        {
          id: c.row.id,
          datasetSlug: c.row.dataset.slug,
          datasetTitle: c.row.dataset.title,
          systemLabel: c.row.system.label,
          workloadName: c.row.workload?.name ?? "",
          workloadDirection: c.reference.direction,
          pattern: match.pattern,
          ioSizeBytes: match.ioSizeBytes,
          ioSizeReported: c.reference.blockSizeBytes !== null,
          throughputBytesPerSec: c.throughput,
          throughputDerived: c.derived,
          iops: c.iops,
          statistic: c.statistic,
          estimated: c.row.estimated,
          score: match.score,
        },
      ];
    });
    // Best score first; among equals, an I/O size the article gave before an assumed one and a
    // reported figure before a derived one, then a stable order.
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.ioSizeReported) - Number(a.ioSizeReported) ||
        Number(a.throughputDerived) - Number(b.throughputDerived) ||
        a.datasetTitle.localeCompare(b.datasetTitle) ||
        a.systemLabel.localeCompare(b.systemLabel) ||
        a.id.localeCompare(b.id),
    );
    return { ...query, matches: scored.slice(0, shown) };
  });
}
