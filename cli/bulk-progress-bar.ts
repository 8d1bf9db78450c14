/**
 * Progress of a bulk-file refresh on stderr: one bar per service and region file, drawn
 * in place on a terminal (bytes read of the file's size) and left as a summary line
 * when the file is done or failed. Elsewhere (logs, CI, tests): only the summary lines.
 */
import type { BulkProgress } from "@/lib/pricing/bulk-fetch";
import { renderBar, type ProgressOutput } from "./progress-bar";

const DEFAULT_COLUMNS = 80;
const CLEAR_LINE = "\r\u001b[2K";
/** Redraw at most this often: a large file reports every 64 KiB chunk. */
const REDRAW_EVERY_MS = 100;

export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

export interface BulkProgressBar {
  update: (progress: BulkProgress) => void;
  log: (line: string) => void;
  done: () => void;
}

export function createBulkProgressBar(
  output: ProgressOutput,
  now: () => number = () => performance.now(),
): BulkProgressBar {
  let drawn = false;
  let lastDraw = Number.NEGATIVE_INFINITY;
  const clear = () => {
    if (drawn) output.write(CLEAR_LINE);
    drawn = false;
  };
  const line = (text: string) => {
    clear();
    output.write(`${text}\n`);
  };

  return {
    update(progress) {
      if (progress.kind === "indexes") {
        line(
          `Price List indexes read: ${progress.files} files for ${progress.regions} regions and ${progress.services} services.`,
        );
        return;
      }
      const counter = `[${progress.fileIndex + 1}/${progress.fileCount}]`;
      if (progress.kind === "file-failed") {
        line(`${counter} ${progress.service} ${progress.region}: FAILED, ${progress.message}`);
        return;
      }
      if (progress.kind === "file-done") {
        line(
          `${counter} ${progress.service} ${progress.region}: ${megabytes(progress.bytes)} read, ${progress.records} price records`,
        );
        return;
      }
      if (!output.isTTY || now() - lastDraw < REDRAW_EVERY_MS) return;
      lastDraw = now();
      const total = progress.totalBytes;
      const bar = total === null ? "" : `${renderBar(progress.bytes, total)} `;
      const size = total === null ? megabytes(progress.bytes) : `${megabytes(progress.bytes)} / ${megabytes(total)}`;
      const text = `${bar}${counter} ${progress.service} ${progress.region} ${size}`;
      output.write(`${CLEAR_LINE}${text.slice(0, (output.columns ?? DEFAULT_COLUMNS) - 1)}`);
      drawn = true;
    },
    log: line,
    done: clear,
  };
}
