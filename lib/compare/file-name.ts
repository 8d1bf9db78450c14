import { CUSTOM_WORKLOAD, type CompareView } from "./view";
import { getPreset } from "@/lib/workloads";

/** Lower-case letters, digits, dots and dashes: safe on every file system and in a header. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Export file names that say which view they came from:
 * compare-efs-options-1x-us-east-2-bundled-2026-11-29.csv. A preset at other runs per day
 * than its own adds them ("hdfs-st1-10x"); a custom workload is "custom".
 */
export function exportBaseName(view: Pick<CompareView, "workload" | "times" | "region">, snapshotId: string): string {
  let workload: string = view.workload;
  if (view.workload !== CUSTOM_WORKLOAD && view.times !== (getPreset(view.workload)?.timesPerDay ?? 1))
    workload = `${view.workload}-${view.times}x`;
  return ["compare", workload, view.region, snapshotId].map(slug).filter(Boolean).join("-");
}

export function exportFileName(
  view: Pick<CompareView, "workload" | "times" | "region">,
  snapshotId: string,
  extension: "csv" | "svg" | "png",
): string {
  return `${exportBaseName(view, snapshotId)}.${extension}`;
}
