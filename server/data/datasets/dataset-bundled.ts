import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { listDatasetFiles } from "@/lib/datasets/load";
import type { Db } from "@/server/db/client";
import { fromProjectRoot } from "@/server/db/paths";
import { importDataset, type ImportOutcome } from "./datasets";

/**
 * Loading the bundled dataset files from disk. Kept apart from ./datasets because it
 * locates the project folder (server/db/paths), which only the CLI and start scripts may
 * import: the web server's bundler cannot resolve it, and the server never reads files.
 */

export const BUNDLED_DATASETS_DIR = "data/datasets";

/** Imports one file from disk; its name must be `<slug>.json`. */
export async function importDatasetFile(db: Db, path: string): Promise<ImportOutcome> {
  return importDataset(db, readFileSync(path, "utf8"), basename(path));
}

export interface BundledLoad {
  outcomes: ImportOutcome[];
  /** One log line: "Datasets: 5 unchanged." */
  summary: string;
}

export function describeOutcomes(outcomes: readonly ImportOutcome[]): string {
  const tally = (["created", "replaced", "unchanged"] as const)
    .map((status) => [status, outcomes.filter((o) => o.status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${status}`);
  return `Datasets: ${tally.length ? tally.join(", ") : "none found"}.`;
}

/**
 * Imports every file of data/datasets (or `dir`), in file-name order. The bundled files
 * are validated by the unit tests, so a bad one is a build mistake: it throws.
 */
export async function loadBundledDatasets(db: Db, dir: string = fromProjectRoot(BUNDLED_DATASETS_DIR)): Promise<BundledLoad> {
  const outcomes: ImportOutcome[] = [];
  for (const path of listDatasetFiles(dir)) outcomes.push(await importDatasetFile(db, path));
  return { outcomes, summary: describeOutcomes(outcomes) };
}

