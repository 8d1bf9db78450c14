import type { FioJob } from "@/lib/fio/types";
import { GIB_BYTES } from "@/lib/units";
import { presetWorkload, WORKLOAD_PRESETS } from "@/lib/workloads";
import { toUploadMeasurement, type UploadRow } from "./assemble";
import { workloadIo, type DirectionPattern, type UploadJobPattern } from "./upload-pattern";
import { uploadPlacement, type UploadMeasurement } from "./uploads";
import {
  compareHref,
  CUSTOM_WORKLOAD,
  DEFAULT_CUSTOM,
  DEFAULT_VIEW,
  fileSizeIn,
  ioSizeKiBOf,
  type CustomOperation,
} from "./view";
import { formatBytes } from "@/lib/format/bytes";

/**
 * The /compare views a saved upload is drawn on (issue 40, point 3: a saved upload had no
 * link to where it appears). /compare draws an upload only against a workload that reads
 * and writes as its fio jobs did and needs no direction it did not measure (uploadPlacement);
 * these are the presets that pass, and always a custom workload of the run's own shape,
 * which passes by construction.
 */
export interface UploadView {
  label: string;
  href: string;
}

/** The stored fio jobs as the pattern matching reads them (the same fields /compare loads). */
export function jobPatterns(jobs: readonly FioJob[]): UploadJobPattern[] {
  return jobs.map((job) => ({
    error: job.error,
    rw: job.workload.rw,
    blockSizeBytes: job.workload.blockSizeBytes,
    readBandwidthBytesPerSec: job.read?.bandwidthBytesPerSec ?? null,
    writeBandwidthBytesPerSec: job.write?.bandwidthBytesPerSec ?? null,
  }));
}

/** One file per measured direction, as large as fio's file, read or written in the run's requests. */
function ownShape(
  upload: UploadMeasurement,
  fileBytes: number,
): { operations: CustomOperation[]; words: string[] } | null {
  const operations: CustomOperation[] = [];
  const words: string[] = [];
  for (const direction of ["read", "write"] as const) {
    const measured: DirectionPattern | null = upload.pattern[direction];
    const bandwidth = direction === "read" ? upload.readBytesPerSecond : upload.writeBytesPerSecond;
    if (measured === null || bandwidth === null) continue;
    const ioKiB = ioSizeKiBOf(measured.blockSizeBytes ?? undefined);
    operations.push({
      ...DEFAULT_CUSTOM.operations[0]!,
      direction,
      fileCount: 1,
      ...fileSizeIn(fileBytes),
      access: measured.access,
      ioSizeKiB: ioKiB,
    });
    const size = measured.blockSizeBytes === null ? "" : ` ${formatBytes(measured.blockSizeBytes, "binary")}`;
    words.push(`${measured.access}${size} ${direction}s`);
  }
  return operations.length === 0 ? null : { operations, words };
}

export function uploadViews(row: Omit<UploadRow, "jobs">, jobs: readonly FioJob[], region: string): UploadView[] {
  const upload = toUploadMeasurement({ ...row, jobs: jobPatterns(jobs) });
  if (upload === null) return [];
  const views: UploadView[] = WORKLOAD_PRESETS.filter(
    (preset) => "seconds" in uploadPlacement(upload, workloadIo(presetWorkload(preset.id, { region }).operations)),
  ).map((preset) => ({ label: preset.label, href: compareHref({ ...DEFAULT_VIEW, workload: preset.id, region }) }));
  // fio's file size (size=), else what it moved, else 1 GiB: the day's bytes, not the rate, change with it.
  const fileBytes =
    jobs.map((j) => j.workload.sizeBytes ?? Math.max(j.read?.ioBytes ?? 0, j.write?.ioBytes ?? 0)).find((b) => b > 0) ??
    GIB_BYTES;
  const shape = ownShape(upload, fileBytes);
  if (shape !== null)
    views.push({
      label: `A custom workload of the run's own shape (${shape.words.join(" and ")})`,
      href: compareHref({
        ...DEFAULT_VIEW,
        workload: CUSTOM_WORKLOAD,
        region,
        custom: {
          storedGiB: Math.max(1, Math.ceil(fileBytes / GIB_BYTES)),
          clients: 1,
          operations: shape.operations,
        },
      }),
    });
  return views;
}
