import type { Dataset } from "@/lib/datasets/schema";
import type { ReportedValue } from "@/lib/datasets/quantity";
import type { EstimateOptionsInput } from "../estimate-options";
import type { OptionId } from "../option-ids";
import { GIB_BYTES, MIB_BYTES } from "@/lib/units";
import type { WorkloadInput } from "../workload-schema";

/**
 * The EFS options article (articles/efs-options-and-alternatives-price-performance.txt)
 * as model inputs: its dataset rows that map to a catalog option, each turned into a
 * one-operation workload. Used by the calibration and by the comparison test.
 */

/**
 * 1,000 GiB stored. The article says "1 TB"; its prices match 1,000 GiB priced per
 * decimal GB (EFS Standard $322 = $0.30 x 1,073.7), while AWS bills GiB: the model's
 * storage costs come out 7% below the article's for that reason alone.
 */
export const ARTICLE_STORED_BYTES = 1000 * GIB_BYTES;
export const ARTICLE_REGION = "us-east-2";
export const ARTICLE_DAYS = 30;

/**
 * The measurement conditions: a c5n.18xlarge client (the default) and EFS's per-mount
 * limit at the time, 500 MiB/s ("500 MiBps, which is the maximum throughput for a single
 * EFS-NFS mount", the article); Elastic allows 1,500 MiB/s per client today (AWS EFS User Guide, performance).
 */
export const ARTICLE_ESTIMATE_OPTIONS: EstimateOptionsInput = { efsPerClientMiBps: 500 };

/** cp reads and writes whole files front to back in 1 MiB requests, one file at a time. */
const ARTICLE_IO_SIZE_BYTES = MIB_BYTES;

/**
 * The kernel tree: the publisher's suite 1.0.2 copies Linux 5.17.2 with `cp -L -r` and times
 * the `sync` after it (Petagene/CUNO-Benchmarking, benchmark-scripts/linux_source_benchmark.sh);
 * its README gives "74999 files in the linux kernel source".
 */
export const KERNEL_TREE_FILES = 74_999;

/**
 * Directories of that tree: not published. Estimated from the nearest tree at hand with the
 * same layout, Linux 6.1 as Debian ships it (linux-source-6.1 6.1.192-2: 5,096 directories
 * for 78,579 files, counted on 2026-11-25 with `tar -tvJf linux-source-6.1.tar.xz` and
 * `grep -c '^d'` / `grep -c '^-'`), scaled to 74,999 files: 4,864.
 * Only block volumes use it (each directory's files are a run of their own, ../ebs/perf.ts);
 * the copy runs one file at a time, so no create waits on a directory lock.
 */
export const KERNEL_TREE_DIRECTORIES = Math.round((KERNEL_TREE_FILES * 5_096) / 78_579);

/** The directories a write of the article's files goes into: the kernel tree's, else unstated. */
function articleDirectories(direction: "read" | "write", fileCount: number): number | undefined {
  return direction === "write" && fileCount === KERNEL_TREE_FILES ? KERNEL_TREE_DIRECTORIES : undefined;
}

export interface ArticleCell {
  systemId: string;
  systemLabel: string;
  optionId: OptionId;
  params: Record<string, unknown>;
  workloadId: string;
  direction: "read" | "write";
  fileCount: number;
  fileSizeBytes: number;
  timesPerDay: number;
  /** Seconds per day as the article reports them (all runs of the day). */
  durationSeconds: ReportedValue | undefined;
  durationEstimated: boolean;
  monthlyCostUsd: ReportedValue | undefined;
  costEstimated: boolean;
}

function isEstimated(estimated: true | readonly string[] | undefined, field: string): boolean {
  return estimated === true || (Array.isArray(estimated) && estimated.includes(field));
}

/** Every (system, workload) result of the dataset whose system maps to a catalog option. */
export function articleCells(dataset: Dataset): ArticleCell[] {
  const systems = new Map(dataset.systems.map((s) => [s.id, s]));
  const workloads = new Map(dataset.workloads.map((w) => [w.id, w]));
  const cells: ArticleCell[] = [];
  for (const result of dataset.results) {
    const system = systems.get(result.systemId);
    const workload = workloads.get(result.workloadId);
    if (!system || !workload || system.storage.kind !== "catalog" || system.summaryOf !== undefined) continue;
    if (workload.direction !== "read" && workload.direction !== "write") continue;
    const fileCount = workload.fileCount ?? 1;
    const fileSizeBytes = workload.fileSizeBytes ?? (workload.totalBytes ?? 0) / Math.max(1, fileCount);
    cells.push({
      systemId: system.id,
      systemLabel: system.label,
      optionId: system.storage.optionId,
      params: { ...system.storage.config },
      workloadId: workload.id,
      direction: workload.direction,
      fileCount,
      fileSizeBytes,
      timesPerDay: workload.repetitionsPerDay ?? 1,
      durationSeconds: result.durationSeconds,
      durationEstimated: isEstimated(result.estimated, "durationSeconds"),
      monthlyCostUsd: result.monthlyCostUsd,
      costEstimated: isEstimated(result.estimated, "monthlyCostUsd"),
    });
  }
  return cells;
}

/** The one-operation, one-option workload of a cell. */
export function cellWorkload(cell: ArticleCell): WorkloadInput {
  return {
    region: ARTICLE_REGION,
    storedBytes: ARTICLE_STORED_BYTES,
    days: ARTICLE_DAYS,
    clients: 1,
    operations: [
      {
        name: cell.workloadId,
        direction: cell.direction,
        fileCount: cell.fileCount,
        fileSizeBytes: cell.fileSizeBytes,
        concurrency: 1,
        timesPerDay: Math.round(cell.timesPerDay),
        access: "sequential",
        ioSizeBytes: ARTICLE_IO_SIZE_BYTES,
        directories: articleDirectories(cell.direction, cell.fileCount),
      },
    ],
    options: [{ id: cell.optionId, params: cell.params }],
  };
}

/** The article's four copies as one workload, `timesPerDay` each, on every catalog option. */
export function articleDailyWorkload(timesPerDay: number): WorkloadInput {
  const bigFile = 32 * GIB_BYTES;
  const kernelFiles = KERNEL_TREE_FILES;
  const kernelFileBytes = (1.21 * GIB_BYTES) / kernelFiles;
  const op = (name: string, direction: "read" | "write", fileCount: number, fileSizeBytes: number) => ({
    name,
    direction,
    fileCount,
    fileSizeBytes,
    concurrency: 1,
    timesPerDay,
    access: "sequential" as const,
    ioSizeBytes: ARTICLE_IO_SIZE_BYTES,
    directories: articleDirectories(direction, fileCount),
  });
  return {
    region: ARTICLE_REGION,
    storedBytes: ARTICLE_STORED_BYTES,
    days: ARTICLE_DAYS,
    clients: 1,
    operations: [
      op("copy 5 x 32 GiB into RAM disk", "read", 5, bigFile),
      op("copy Linux kernel source into RAM disk", "read", kernelFiles, kernelFileBytes),
      op("copy 5 x 32 GiB into storage", "write", 5, bigFile),
      op("copy Linux kernel source into storage", "write", kernelFiles, kernelFileBytes),
    ],
  };
}
