import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Test support only. The articles live outside the repo (../shared/reference/articles)
 * and are absent from some clones, so callers pass the environment in and skip the
 * article-text half of a test when this returns undefined.
 */

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const DATASETS_DIR = join(REPO_ROOT, "data", "datasets");
export const ARTICLES_DIR_ENV = "STORAGE_ADVISOR_ARTICLES_DIR";
const DEFAULT_ARTICLES_DIR = join(REPO_ROOT, "..", "shared", "reference", "articles");

export function resolveArticlesDir(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const dir = env[ARTICLES_DIR_ENV] ?? DEFAULT_ARTICLES_DIR;
  return existsSync(dir) ? dir : undefined;
}

export function readArticle(dir: string | undefined, fileName: string): string {
  if (dir === undefined) throw new Error(`articles directory not found (set ${ARTICLES_DIR_ENV})`);
  return readFileSync(join(dir, fileName), "utf8");
}

/** Collapses runs of whitespace so table output can be compared with our single-spaced text. */
export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The `window` characters after the first occurrence of `anchor`; throws if it is missing. */
export function textAfter(article: string, anchor: string, window = 400): string {
  const at = article.indexOf(anchor);
  if (at < 0) throw new Error(`anchor not found: ${anchor}`);
  return article.slice(at, at + anchor.length + window);
}

export interface EfsTableRow {
  durations: string[];
  costs: string[];
}

const EFS_TABLE_MARKERS = [
  "Metrics based on one copy operation per day for a month",
  "Metrics based on ten copy operations per day for a month",
  "EFS storage classes explained",
] as const;

/**
 * The printed cells of one row of the EFS options article's tables: the four durations
 * after "Duration" and the one or four costs after "Monthly cost ($)". The article's
 * table markup is pipes and line breaks, so cells are split on both.
 */
export function efsTableRow(article: string, table: 1 | 2, rowAnchor: string): EfsTableRow {
  const [one, ten, after] = EFS_TABLE_MARKERS;
  const start = article.indexOf(table === 1 ? one : ten);
  const end = article.indexOf(table === 1 ? ten : after);
  if (start < 0 || end < 0) throw new Error("table markers not found");
  const section = article.slice(start, end);
  const at = section.indexOf(rowAnchor);
  if (at < 0) throw new Error(`row not found in table ${table}: ${rowAnchor}`);
  const rest = section.slice(at);
  const duration = /Duration(?: \(seconds\))?\s*\|/.exec(rest);
  if (!duration) throw new Error(`no durations after ${rowAnchor}`);
  const afterDuration = rest.slice(duration.index + duration[0].length);
  const costAt = afterDuration.indexOf("Monthly cost ($)");
  const cells = (text: string) =>
    text
      .split(/[|\n]/)
      .map((cell) => cell.trim())
      .filter((cell) => cell !== "");
  const durations = cells(afterDuration.slice(0, costAt));
  const costs: string[] = [];
  for (const cell of cells(afterDuration.slice(costAt + "Monthly cost ($)".length))) {
    if (!cell.startsWith("$")) break;
    costs.push(cell);
  }
  return { durations, costs };
}
