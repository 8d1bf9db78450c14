import { MAX_BUSY_HOUR_PCT, MAX_GROWTH_PCT_PER_YEAR, MIN_BUSY_HOUR_PCT } from "@/lib/advisor/answers";
import { compareHref, CUSTOM_WORKLOAD, DEFAULT_VIEW, fileSizeIn, ioSizeKiBOf } from "@/lib/compare/view";
import type { Workload } from "@/lib/model";
import { GIB_BYTES } from "@/lib/units";
import type { MetricsAnalysis } from "./analyse";

/**
 * Where a derived workload opens: /compare as a custom workload (stored size and each
 * operation in the URL) and the advisor wizard with its answers filled in (size, growth,
 * daily reads and writes, clients, busiest-hour share, region), both editable there.
 */

/** The form's unit for the size, to a thousandth of it: CloudWatch's sizes are averages, not exact. */
function sizeIn(bytes: number): ReturnType<typeof fileSizeIn> {
  const size = fileSizeIn(bytes);
  return { ...size, fileSize: round(size.fileSize) };
}

function round(v: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

export function compareLink(workload: Workload): string {
  return compareHref({
    ...DEFAULT_VIEW,
    workload: CUSTOM_WORKLOAD,
    times: 1,
    region: workload.region,
    custom: {
      storedGiB: round(workload.storedBytes / GIB_BYTES),
      clients: workload.clients,
      operations: workload.operations.map((op) => ({
        direction: op.direction,
        fileCount: op.fileCount,
        ...sizeIn(op.fileSizeBytes),
        concurrency: op.concurrency,
        timesPerDay: op.timesPerDay,
        directories: op.directories ?? null,
        access: op.access,
        ioSizeKiB: ioSizeKiBOf(op.ioSizeBytes),
      })),
    },
  });
}

export function wizardLink(analysis: Pick<MetricsAnalysis, "workload" | "derived" | "sharing" | "access">): string {
  const { workload, derived } = analysis;
  const params = new URLSearchParams();
  const sizeGiB = Math.max(0.01, round(workload.storedBytes / GIB_BYTES, 2));
  params.set("sizeGiB", String(sizeGiB));
  const growth = workload.storedBytes > 0 ? (derived.storage.growthBytesPerDay * 365 * 100) / workload.storedBytes : 0;
  params.set("growthPctPerYear", String(Math.min(MAX_GROWTH_PCT_PER_YEAR, Math.max(0, round(growth, 1)))));
  const perDay = (dir: "read" | "write") => derived.directions.find((d) => d.direction === dir)?.bytesPerDay ?? 0;
  params.set("readGiBPerDay", String(round(perDay("read") / GIB_BYTES, 2)));
  params.set("writeGiBPerDay", String(round(perDay("write") / GIB_BYTES, 2)));
  params.set("clients", String(workload.clients));
  const hourly = derived.profile.read.map((r, h) => r + (derived.profile.write[h] ?? 0));
  const day = hourly.reduce((a, b) => a + b, 0);
  if (day > 0)
    params.set(
      "busyHourPct",
      String(
        Math.max(
          Math.ceil(MIN_BUSY_HOUR_PCT * 100) / 100,
          Math.min(MAX_BUSY_HOUR_PCT, round((Math.max(...hourly) / day) * 100, 1)),
        ),
      ),
    );
  // What the import knows of who used the data and how it is accessed travels too, so the
  // wizard does not fall back to its own defaults for them.
  if (analysis.sharing) params.set("sharing", analysis.sharing.sharing);
  if (analysis.access && analysis.access.access !== "mixed") params.set("access", analysis.access.access);
  params.set("region", workload.region);
  return `/advisor?${params.toString()}`;
}

export function apiLink(id: string): string {
  return `/api/v1/workloads/${id}`;
}
