import type { Db } from "@/server/db/client";
import { loadBundledDatasets } from "./dataset-bundled";
import { ensureBundledSnapshot } from "../prices/prices";
import { syncStorageOptions } from "../prices/storage-options";

/** Loads everything the app ships with; returns one line per step for the log. */
export async function loadReferenceData(db: Db): Promise<string[]> {
  const lines: string[] = [];
  const options = await syncStorageOptions(db);
  lines.push(`Storage catalog: ${options.total} options, ${options.written} written.`);
  const bundled = await ensureBundledSnapshot(db);
  lines.push(`Bundled prices ${bundled.id}: ${bundled.created ? "loaded" : "already loaded"}.`);
  // After the storage catalog, so dataset systems can reference StorageOption rows.
  lines.push((await loadBundledDatasets(db)).summary);
  return lines;
}
