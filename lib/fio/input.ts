/**
 * From raw input to the JSON report(s) inside it: size limit, encoding, text before the
 * JSON, several reports in a row (--status-interval), text after the JSON.
 */
import { FioParseError } from "./errors";
import { MIB_BYTES } from "@/lib/units";
import { charCodes, isJsonObject, parseTolerantJson, type DuplicateKey, type JsonValue } from "./json";
import { FIO_MAX_BYTES, FIO_MAX_DEPTH } from "./limits";

export interface LocatedReport {
  value: JsonValue;
  /** Non-empty lines of text before the first report. */
  leadingText: string[];
  /** Non-empty lines of text between or after reports. */
  otherText: string[];
  reports: number;
  duplicates: DuplicateKey[];
  duplicateCount: number;
  nonFinitePaths: string[];
  nonFiniteCount: number;
  replacementChars: number;
}

function tooLarge(size: string): FioParseError {
  return new FioParseError(
    "too_large",
    `The input is ${size}, over the ${FIO_MAX_BYTES / MIB_BYTES} MiB limit (FIO_MAX_BYTES). fio's JSON for even hundreds of jobs with json+ bins is a few MB; split the run or use --output-format=json instead of json+.`,
  );
}

/** UTF-8 byte length of a string, stopping early once past `limit`. */
function utf8LengthExceeds(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > limit) return true;
  }
  return false;
}

function looksLikeUtf16WithoutBom(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 8) return false;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const half = n / 2;
  return (zeroOdd > half * 0.4 && zeroEven < half * 0.05) || (zeroEven > half * 0.4 && zeroOdd < half * 0.05);
}

/** Decode and size-check the input. Returns the text and how many bytes were not UTF-8. */
export function decodeInput(input: unknown): { text: string; replacementChars: number } {
  if (typeof input === "string") {
    if (utf8LengthExceeds(input, FIO_MAX_BYTES)) tooLargeString(input);
    let text = input;
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    return { text, replacementChars: 0 };
  }
  if (!(input instanceof Uint8Array)) {
    throw new FioParseError(
      "not_json",
      `The input must be text or bytes, not ${input === null ? "null" : typeof input}.`,
    );
  }
  const bytes = input;
  if (bytes.byteLength > FIO_MAX_BYTES) throw tooLarge(`${(bytes.byteLength / MIB_BYTES).toFixed(1)} MiB`);
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (
    (b0 === 0xff && b1 === 0xfe && bytes[2] === 0 && bytes[3] === 0) ||
    (b0 === 0 && b1 === 0 && bytes[2] === 0xfe && bytes[3] === 0xff)
  ) {
    throw new FioParseError(
      "bad_encoding",
      "The file is UTF-32 encoded (it starts with a UTF-32 byte order mark). fio writes UTF-8: save the output as UTF-8, or let fio write it with --output=FILE.",
    );
  }
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) {
    throw new FioParseError(
      "bad_encoding",
      "The file is UTF-16 encoded (it starts with a UTF-16 byte order mark), which fio never writes; Windows PowerShell's `>` redirection produces this. Let fio write the file itself with --output=FILE, or re-save it as UTF-8.",
    );
  }
  if (b0 === 0x1f && b1 === 0x8b) {
    throw new FioParseError(
      "not_json",
      "The file is gzip-compressed. Decompress it (gunzip) and upload the JSON inside.",
    );
  }
  if (looksLikeUtf16WithoutBom(bytes)) {
    throw new FioParseError(
      "bad_encoding",
      "The file looks UTF-16 encoded (every other byte is zero), which fio never writes. Let fio write the file itself with --output=FILE, or re-save it as UTF-8.",
    );
  }
  const start = b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(start ? bytes.subarray(start) : bytes);
  let replacementChars = 0;
  for (let i = text.indexOf("\ufffd"); i >= 0; i = text.indexOf("\ufffd", i + 1)) replacementChars++;
  return { text, replacementChars };
}

function tooLargeString(text: string): never {
  throw tooLarge(
    text.length > FIO_MAX_BYTES
      ? `${(text.length / MIB_BYTES).toFixed(1)}+ MiB`
      : `over ${FIO_MAX_BYTES / MIB_BYTES} MiB in UTF-8`,
  );
}

function isWs(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

function skipWs(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWs(text.charCodeAt(i))) i++;
  return i;
}

/** The next "{" that is the first non-blank character of a line (or right at `from`, after blanks). */
function nextObjectStart(text: string, from: number): number {
  let i = skipWs(text, from);
  if (i >= text.length) return -1;
  if (text.charCodeAt(i) === 123) return i;
  for (;;) {
    const nl = text.indexOf("\n", i);
    if (nl < 0) return -1;
    let j = nl + 1;
    while (j < text.length) {
      const c = text.charCodeAt(j);
      if (c === 32 || c === 9 || c === 13) j++;
      else break;
    }
    if (j < text.length && text.charCodeAt(j) === 123) return j;
    i = j;
  }
}

function textLines(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");
}

function clip(line: string, max = 160): string {
  return line.length > max ? `${line.slice(0, max)}...` : line;
}

function noJsonFound(text: string): never {
  const first = textLines(text.slice(0, 4000))[0] ?? "";
  const terse = /^\d;fio-/.test(first);
  // A bare JSON scalar ("42", "\"hello\"", "true") is JSON, just not fio's.
  try {
    const start = skipWs(text, 0);
    const parsed = parseTolerantJson(text, start, FIO_MAX_DEPTH);
    if (skipWs(text, parsed.end) === text.length) {
      throw new FioParseError(
        "not_fio",
        `The input is a single JSON ${parsed.value === null ? "null" : typeof parsed.value}, not fio's JSON report (an object with "fio version" and "jobs").`,
      );
    }
  } catch (error) {
    if (error instanceof FioParseError && error.code === "not_fio") throw error;
  }
  throw new FioParseError(
    "not_json",
    terse
      ? `This is fio's terse (semicolon-separated) output, not JSON. Rerun fio with --output-format=json (or json+) and upload that file.`
      : `No JSON found: the input is text beginning "${clip(first, 120)}". Rerun fio with --output-format=json (or json+) and --output=FILE, and upload that file.`,
  );
}

const MAX_ATTEMPTS = 5;

function looksLikeReport(value: JsonValue): boolean {
  return isJsonObject(value) && (value.has("fio version") || value.has("jobs") || value.has("client_stats"));
}

/**
 * Find and parse fio's JSON report in decoded text. fio (and wrappers around it) may put
 * lines of text before the report; with --status-interval fio writes one complete report
 * per interval, the last being the final one, which is the one returned.
 */
export function locateReport(text: string, replacementChars: number): LocatedReport {
  if (text.indexOf("\u0000") >= 0) {
    throw new FioParseError("not_json", "The input contains NUL bytes: it is binary data, not fio's JSON text.");
  }
  const first = skipWs(text, 0);
  if (first >= text.length) throw new FioParseError("empty", "The input is empty (or only whitespace).");

  // Candidates for the start of the report: the very first character if it opens JSON,
  // then every line that starts with "{". A syntax error moves on to the next candidate
  // (a log line may start with "{" or "["); truncation or excess depth does not.
  let start = text.charCodeAt(first) === 123 || text.charCodeAt(first) === 91 ? first : nextObjectStart(text, first);
  if (start < 0) noJsonFound(text);
  const codes = charCodes(text);
  let firstError: FioParseError | null = null;
  let parsed: ReturnType<typeof parseTolerantJson> | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && start >= 0; attempt++) {
    try {
      const candidate = parseTolerantJson(text, start, FIO_MAX_DEPTH, codes);
      // After a syntax error, a later "{" line may be the real report (the error was in
      // a log line) or just an object nested inside the broken report (a jobs[] entry):
      // only a value that looks like a whole fio report is taken then.
      if (attempt === 0 || looksLikeReport(candidate.value)) {
        parsed = candidate;
        break;
      }
    } catch (error) {
      if (!(error instanceof FioParseError) || error.code !== "not_json") throw error;
      firstError ??= error;
    }
    const next = text.indexOf("\n", start);
    start = next < 0 ? -1 : nextObjectStart(text, next);
  }
  if (!parsed) throw firstError ?? new FioParseError("not_json", "No JSON report found.");

  const leadingText = textLines(text.slice(0, start)).map((l) => clip(l));
  const otherText: string[] = [];
  let reports = 1;
  let duplicates = parsed.duplicates;
  let duplicateCount = parsed.duplicateCount;
  let nonFinitePaths = parsed.nonFinitePaths;
  let nonFiniteCount = parsed.nonFiniteCount;
  let value = parsed.value;
  let pos = parsed.end;
  for (;;) {
    const next = nextObjectStart(text, pos);
    const between = text.slice(pos, next < 0 ? text.length : next);
    for (const line of textLines(between)) if (otherText.length < 20) otherText.push(clip(line));
    if (next < 0) break;
    let more: ReturnType<typeof parseTolerantJson>;
    try {
      more = parseTolerantJson(text, next, FIO_MAX_DEPTH, codes);
    } catch (error) {
      if (error instanceof FioParseError) {
        throw new FioParseError(
          error.code,
          `The input holds ${reports} complete fio report(s) (--status-interval) followed by one that cannot be read: ${error.message}`,
          error.path,
        );
      }
      throw error;
    }
    reports++;
    value = more.value;
    duplicates = more.duplicates;
    duplicateCount = more.duplicateCount;
    nonFinitePaths = more.nonFinitePaths;
    nonFiniteCount = more.nonFiniteCount;
    pos = more.end;
  }
  return {
    value,
    leadingText,
    otherText,
    reports,
    duplicates,
    duplicateCount,
    nonFinitePaths,
    nonFiniteCount,
    replacementChars,
  };
}
