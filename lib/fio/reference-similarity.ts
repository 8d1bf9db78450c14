import { MIB_BYTES } from "@/lib/units";
/**
 * How comparable a published reference measurement is to one direction of an uploaded fio
 * job. A small, explainable score (0 to 6), not a model:
 *
 *   direction   3    same direction (read with read, write with write);
 *               1.5  the reference mixed reads and writes;
 *               -    anything else is not a candidate at all.
 *   pattern     2    both random or both sequential;
 *               0.5  the reference's pattern is unknown;
 *               0    one random, one sequential.
 *   I/O size    1 - |log2(reference / upload)| / 8, at least 0: equal sizes score 1,
 *               each doubling apart costs 1/8, 256 times apart scores 0; unknown on
 *               either side scores 0.
 *
 * The reference's pattern comes from its own words ("random", "sequential", fio's
 * randread / randwrite) and otherwise from its file size: whole files of 1 MiB or more are
 * streamed (sequential); many small files behave like small random I/O. Its I/O size is
 * the block size the article gives, else the file size capped at 1 MiB (copy tools move
 * large files in requests of about that size).
 */

export type Direction = "read" | "write";
export type AccessPattern = "random" | "sequential";

export const DIRECTION_MATCH_POINTS = 3;
export const DIRECTION_MIXED_POINTS = 1.5;
export const PATTERN_MATCH_POINTS = 2;
export const PATTERN_UNKNOWN_POINTS = 0.5;
export const IO_SIZE_MAX_POINTS = 1;
/** Doublings apart at which the I/O-size points reach 0. */
export const IO_SIZE_ZERO_AT_DOUBLINGS = 8;
export const MAX_SCORE = DIRECTION_MATCH_POINTS + PATTERN_MATCH_POINTS + IO_SIZE_MAX_POINTS;

/** Files at least this big are read or written as a stream. */
export const STREAMING_FILE_BYTES = MIB_BYTES;
/** Request size assumed for copying a large file when the article gives none. */
export const COPY_REQUEST_BYTES = MIB_BYTES;

export interface UploadedSide {
  direction: Direction;
  pattern: AccessPattern;
  blockSizeBytes: number | null;
}

export interface ReferenceWorkload {
  direction: string;
  /** Name, description and tool options: searched for "random" / "sequential". */
  text: string;
  blockSizeBytes: number | null;
  fileSizeBytes: number | null;
  totalBytes: number | null;
  fileCount: number | null;
}

export interface Similarity {
  score: number;
  pattern: AccessPattern | null;
  ioSizeBytes: number | null;
}

/** fio's rw modes: rand* are random, the rest (read, write, rw/readwrite, trim, trimwrite) sequential. */
export function fioPattern(rw: string): AccessPattern {
  return rw.trim().toLowerCase().startsWith("rand") ? "random" : "sequential";
}

function meanFileBytes(w: ReferenceWorkload): number | null {
  if (w.fileSizeBytes !== null && w.fileSizeBytes > 0) return w.fileSizeBytes;
  if (w.totalBytes !== null && w.fileCount !== null && w.fileCount > 0) return w.totalBytes / w.fileCount;
  return null;
}

export function referencePattern(w: ReferenceWorkload): AccessPattern | null {
  // Words only: tool flags (DiskSpd's -r / -s) are too easy to misread from an article.
  if (/\brandom\b|\brand(?:read|write|rw)\b/i.test(w.text)) return "random";
  if (/\bsequential\b|\bseq(?:read|write)?\b/i.test(w.text)) return "sequential";
  const fileBytes = meanFileBytes(w);
  if (fileBytes === null) return null;
  return fileBytes >= STREAMING_FILE_BYTES ? "sequential" : "random";
}

export function referenceIoSize(w: ReferenceWorkload): number | null {
  if (w.blockSizeBytes !== null && w.blockSizeBytes > 0) return w.blockSizeBytes;
  const fileBytes = meanFileBytes(w);
  return fileBytes === null ? null : Math.min(fileBytes, COPY_REQUEST_BYTES);
}

export function similarity(upload: UploadedSide, reference: ReferenceWorkload): Similarity | null {
  let score: number;
  if (reference.direction === upload.direction) score = DIRECTION_MATCH_POINTS;
  else if (reference.direction === "mixed") score = DIRECTION_MIXED_POINTS;
  else return null;

  const pattern = referencePattern(reference);
  if (pattern === null) score += PATTERN_UNKNOWN_POINTS;
  else if (pattern === upload.pattern) score += PATTERN_MATCH_POINTS;

  const ioSizeBytes = referenceIoSize(reference);
  if (ioSizeBytes !== null && upload.blockSizeBytes !== null && upload.blockSizeBytes > 0) {
    const doublings = Math.abs(Math.log2(ioSizeBytes / upload.blockSizeBytes));
    score += IO_SIZE_MAX_POINTS * Math.max(0, 1 - doublings / IO_SIZE_ZERO_AT_DOUBLINGS);
  }
  return { score: Math.round(score * 1000) / 1000, pattern, ioSizeBytes };
}
