import type { OptionEstimate } from "@/lib/model";
import { describeParams } from "./configuration";
import { patternMismatch, type UploadPattern, type WorkloadIo } from "./upload-pattern";
import {
  modelSource,
  optionHref,
  priceNotes,
  priceStatus,
  resultKey,
  type Built,
  type CatalogFacts,
  type ModelContext,
} from "./points";

/**
 * A user's fio upload labelled with a catalog option, as a measured point: the duration
 * from its measured bandwidth, the cost from the model for its configuration.
 */

export interface UploadMeasurement {
  id: string;
  fileName: string;
  optionId: string;
  params: Record<string, unknown>;
  region: string | null;
  /** Best bandwidth fio measured in each direction, bytes/s; null when not measured. */
  readBytesPerSecond: number | null;
  writeBytesPerSecond: number | null;
  /** The access pattern and block size of the jobs those bandwidths came from. */
  pattern: UploadPattern;
}

export type OperationVolume = WorkloadIo;

/**
 * The day's duration if every operation ran at the upload's measured bandwidth of its
 * direction: bytes per direction / bandwidth. Null (with the direction) when the upload
 * measured no bandwidth for a direction the workload needs.
 */
export function uploadDuration(
  volumes: readonly OperationVolume[],
  upload: Pick<UploadMeasurement, "readBytesPerSecond" | "writeBytesPerSecond">,
): { seconds: number } | { missing: "read" | "write" } {
  let seconds = 0;
  for (const volume of volumes) {
    if (volume.bytesPerDay <= 0) continue;
    const bandwidth = volume.direction === "read" ? upload.readBytesPerSecond : upload.writeBytesPerSecond;
    if (bandwidth === null || !(bandwidth > 0)) return { missing: volume.direction };
    seconds += volume.bytesPerDay / bandwidth;
  }
  return { seconds };
}

/**
 * Where an upload stands on a workload's chart: its day's duration, or why it cannot stand
 * for that workload (it measured another kind of I/O, upload-pattern.ts; no bandwidth in a
 * direction the workload needs; a workload that moves nothing). A saved upload's page says
 * where /compare draws it by this same rule (upload-views.ts).
 */
export function uploadPlacement(
  upload: Pick<UploadMeasurement, "pattern" | "readBytesPerSecond" | "writeBytesPerSecond">,
  volumes: readonly OperationVolume[],
): { seconds: number } | { reason: string } {
  const mismatch = patternMismatch(upload.pattern, volumes);
  if (mismatch !== null) return { reason: mismatch };
  const duration = uploadDuration(volumes, upload);
  if ("missing" in duration)
    return { reason: `the upload measured no ${duration.missing} bandwidth, which the workload needs` };
  if (!(duration.seconds > 0)) return { reason: "the workload moves no data, so there is no duration to plot" };
  return duration;
}

/** An upload placed at its bandwidth-derived duration and the model's cost for its configuration. */
export function uploadPoint(
  upload: UploadMeasurement,
  volumes: readonly OperationVolume[],
  twin: OptionEstimate | undefined,
  facts: CatalogFacts | undefined,
  ctx: ModelContext,
  extra: { viewRegion: string; paramsNote: string | null },
): Built {
  const href = optionHref(upload.optionId, twin?.params, ctx.linkQuery);
  const label = `${facts?.label ?? upload.optionId}: ${upload.fileName}`;
  const duration = uploadPlacement(upload, volumes);
  if ("reason" in duration) return { unplaced: { label, series: "upload", reason: duration.reason, href } };
  if (!twin || !twin.feasible)
    return {
      unplaced: {
        label,
        series: "upload",
        reason: twin?.infeasibleReason ?? "the model has no cost for this configuration",
        href,
      },
    };
  const { total, ...parts } = twin.monthlyCostUsd;
  const notes = [
    "Duration assumes each operation runs at the upload's best measured bandwidth of its direction: bytes read / read bandwidth + bytes written / write bandwidth.",
    `Cost is the model's for this configuration (${modelSource(ctx)}).`,
    ...priceNotes(twin, ctx),
  ];
  if (extra.paramsNote) notes.push(extra.paramsNote);
  if (upload.region && upload.region !== extra.viewRegion)
    notes.push(`Measured in ${upload.region}; the view is ${extra.viewRegion}.`);
  return {
    point: {
      id: `upload:${upload.id}`,
      series: "upload",
      configKey: resultKey(twin),
      optionId: upload.optionId,
      href,
      label,
      family: facts?.family ?? "other",
      shared: facts?.shared ?? null,
      durability: facts?.durability ?? null,
      configuration: describeParams(twin.params, ctx.units),
      durationSecondsPerDay: duration.seconds,
      monthlyCostUsd: total,
      durationRange: null,
      costRange: null,
      costParts: parts,
      bottleneck: null,
      priceStatus: priceStatus(twin),
      source: `Your upload ${upload.fileName} (/results/${upload.id})`,
      notes,
    },
  };
}
