/**
 * Progress of a price fetch on stderr. On a terminal: one bar redrawn in place (queries
 * done, the query in flight, pages and records so far) and a line per finished service.
 * Elsewhere (logs, CI, tests): plain lines, one per finished query, no control codes.
 */
import type { FetchProgress } from "@/lib/pricing/fetch";

export interface ProgressOutput {
  /** Writes exactly the text given (no newline added). */
  write: (text: string) => void;
  isTTY: boolean;
  /** Terminal width; the bar line is cut to fit. */
  columns?: number;
}

export interface FetchProgressBar {
  update: (progress: FetchProgress) => void;
  /** Prints a line without breaking the bar. */
  log: (line: string) => void;
  /** Ends the bar (finishes the last service's line). */
  done: () => void;
}

const BAR_WIDTH = 24;
const DEFAULT_COLUMNS = 80;
/** Erase the current terminal line and go back to its start. */
const CLEAR_LINE = "\r\u001b[2K";

const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

export function renderBar(done: number, total: number, width = BAR_WIDTH): string {
  const filled = total <= 0 ? 0 : Math.min(width, Math.round((done / total) * width));
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
}

interface ServiceTotals {
  service: string;
  queries: number;
  pages: number;
  records: number;
}

export function serviceLine(totals: ServiceTotals): string {
  return `${totals.service}: ${plural(totals.queries, "query", "queries")}, ${plural(totals.pages, "page")}, ${plural(totals.records, "record")}`;
}

export function createFetchProgressBar(output: ProgressOutput): FetchProgressBar {
  let current: ServiceTotals | null = null;
  let drawn = false;
  let queriesDone = 0;

  const clear = () => {
    if (drawn) output.write(CLEAR_LINE);
    drawn = false;
  };
  const finishService = () => {
    if (current === null) return;
    clear();
    output.write(`${serviceLine(current)}\n`);
    current = null;
  };

  return {
    update(progress) {
      if (current !== null && current.service !== progress.service) finishService();
      current ??= { service: progress.service, queries: 0, pages: 0, records: 0 };
      current.pages = progress.servicePages;
      current.records = progress.serviceRecords;
      if (progress.kind === "query-done") {
        current.queries += 1;
        queriesDone = progress.queryIndex + 1;
      }
      if (!output.isTTY) {
        if (progress.kind === "query-done") {
          output.write(
            `[${queriesDone}/${progress.queryCount}] ${progress.service} ${progress.region} ${progress.query}: ${plural(progress.page, "page")}; ` +
              `${progress.service} so far ${plural(progress.servicePages, "page")}, ${plural(progress.serviceRecords, "record")}\n`,
          );
        }
        return;
      }
      const line =
        `${renderBar(queriesDone, progress.queryCount)} ${queriesDone}/${progress.queryCount} queries  ` +
        `${progress.service} ${progress.region} ${progress.query} p${progress.page}  ` +
        `${plural(progress.servicePages, "page")}, ${plural(progress.serviceRecords, "record")}`;
      output.write(`${CLEAR_LINE}${line.slice(0, (output.columns ?? DEFAULT_COLUMNS) - 1)}`);
      drawn = true;
    },
    log(line) {
      clear();
      output.write(`${line}\n`);
    },
    done() {
      finishService();
      clear();
    },
  };
}
