/**
 * Inputs the fio parser must reject, each with the stable code it must answer with.
 * Shared by lib/fio/malformed.test.ts and the HTTP API integration tests (an upload of
 * any of these must be refused with the same code). Most cases are a real fio output
 * with one thing broken, so they test the check and not an unrealistic shape.
 */
import type { FioErrorCode } from "./errors";
import { REAL_FIO_3_33_ERROR_ONLY, REAL_FIO_3_34_RANDREAD } from "./samples";

export interface MalformedCase {
  name: string;
  /** The upload: text, or raw bytes when the case is about bytes (encodings, binary, size). */
  bytes: Uint8Array | string;
  expectedCode: FioErrorCode;
}

/** The real fio 3.34 sample without the text fio put before its JSON. */
const REAL = REAL_FIO_3_34_RANDREAD.slice(REAL_FIO_3_34_RANDREAD.indexOf("{"));

/** The real sample with one exact piece of text replaced (fails loudly if the sample changes). */
function patched(from: string, to: string): string {
  if (!REAL.includes(from)) throw new Error(`malformed-cases: "${from}" is not in the fio sample`);
  return REAL.replace(from, to);
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = bigEndian ? 0xfe : 0xff;
  out[1] = bigEndian ? 0xff : 0xfe;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 + 2 * i + (bigEndian ? 1 : 0)] = c & 0xff;
    out[2 + 2 * i + (bigEndian ? 0 : 1)] = c >> 8;
  }
  return out;
}

/** Deterministic pseudo-random bytes (xorshift), including NULs. */
function garbage(length: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = 0x2545f491;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

let thirtyMegabytes: Uint8Array | null = null;
/** A real fio report followed by spaces up to 30 MB (built on first use). */
function thirtyMb(): Uint8Array {
  if (!thirtyMegabytes) {
    thirtyMegabytes = new Uint8Array(30 * 1024 * 1024).fill(0x20);
    thirtyMegabytes.set(utf8(REAL));
  }
  return thirtyMegabytes;
}

const NORMAL_OUTPUT = `t: (g=0): rw=read, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, ioengine=psync, iodepth=1
fio-3.33
Starting 1 process
t: (groupid=0, jobs=1): err= 0: pid=1234: Sat Nov 21 12:48:58 2026
  read: IOPS=24.4k, BW=95.2MiB/s (99.8MB/s)(4096KiB/42msec)
`;

const TERSE_OUTPUT =
  "3;fio-3.33;t;0;0;4096;97523;24380;42;0;0;0.000000;0.000000;1;30;3.2;1.1;1.000000%=2;5.000000%=2\n";

const OTHER_TOOL_JSON = JSON.stringify(
  {
    total_count: 1,
    jobs: [{ id: 399444496, run_id: 29679449, name: "build", status: "completed", conclusion: "success", steps: [] }],
  },
  null,
  2,
);

export const MALFORMED_CASES: readonly MalformedCase[] = [
  { name: "empty string", bytes: "", expectedCode: "empty" },
  { name: "empty bytes", bytes: new Uint8Array(0), expectedCode: "empty" },
  { name: "whitespace only", bytes: " \n\t\r\n  \n", expectedCode: "empty" },
  { name: "binary garbage", bytes: garbage(4096), expectedCode: "not_json" },
  { name: "fio normal (human) output, not JSON", bytes: NORMAL_OUTPUT, expectedCode: "not_json" },
  { name: "fio terse output, not JSON", bytes: TERSE_OUTPUT, expectedCode: "not_json" },
  {
    name: "gzip-compressed upload",
    bytes: new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xab, 0xae, 0x05, 0x00]),
    expectedCode: "not_json",
  },
  { name: "a lone opening brace", bytes: "{", expectedCode: "truncated" },
  {
    name: "real fio file cut off in the middle",
    bytes: REAL.slice(0, Math.floor(REAL.length * 0.6)),
    expectedCode: "truncated",
  },
  {
    name: "status-interval reports whose final one is cut off",
    bytes: `${REAL}\n${REAL.slice(0, Math.floor(REAL.length / 2))}`,
    expectedCode: "truncated",
  },
  {
    name: "syntax error (a missing comma)",
    bytes: patched('"jobname" : "FIOJOB",', '"jobname" : "FIOJOB"'),
    expectedCode: "not_json",
  },
  {
    name: "syntax error outside the jobs list",
    bytes: patched('"timestamp_ms" : 1680135576805,', '"timestamp_ms" : 1680135576805'),
    expectedCode: "not_json",
  },
  { name: "JSON array", bytes: `[${REAL}]`, expectedCode: "not_fio" },
  { name: "JSON from another tool (a CI API listing jobs)", bytes: OTHER_TOOL_JSON, expectedCode: "not_fio" },
  { name: "a bare JSON number", bytes: "42", expectedCode: "not_fio" },
  { name: '{"jobs": []}', bytes: '{"jobs": []}', expectedCode: "no_jobs" },
  {
    name: "fio version with an empty jobs list",
    bytes: '{"fio version" : "fio-3.33", "jobs" : []}',
    expectedCode: "no_jobs",
  },
  {
    name: "jobs is not an array",
    bytes: '{"fio version" : "fio-3.33", "jobs" : "none"}',
    expectedCode: "invalid_field",
  },
  {
    name: "jobname is a number",
    bytes: patched('"jobname" : "FIOJOB"', '"jobname" : 42'),
    expectedCode: "invalid_field",
  },
  {
    name: "io_bytes is a string",
    bytes: patched('"io_bytes" : 114540544', '"io_bytes" : "114540544"'),
    expectedCode: "invalid_field",
  },
  { name: "error is a string", bytes: patched('"error" : 0', '"error" : "none"'), expectedCode: "invalid_field" },
  {
    name: "direction with I/O but no clat_ns",
    bytes: patched('"clat_ns" : {', '"clat_xx" : {'),
    expectedCode: "invalid_field",
  },
  {
    name: "negative bandwidth",
    bytes: patched('"bw_bytes" : 41380254', '"bw_bytes" : -41380254'),
    expectedCode: "absurd_value",
  },
  {
    name: "NaN as text in bw_bytes",
    bytes: patched('"bw_bytes" : 41380254', '"bw_bytes" : NaN'),
    expectedCode: "absurd_value",
  },
  {
    name: "fio's -nan in iops",
    bytes: patched('"iops" : 10102.601156', '"iops" : -nan'),
    expectedCode: "absurd_value",
  },
  {
    name: "1e400 as io_bytes",
    bytes: patched('"io_bytes" : 114540544', '"io_bytes" : 1e400'),
    expectedCode: "absurd_value",
  },
  {
    name: "bandwidth beyond any real device (2e13 B/s)",
    bytes: patched('"bw_bytes" : 41380254', '"bw_bytes" : 20000000000000'),
    expectedCode: "absurd_value",
  },
  {
    name: "negative mean latency",
    bytes: patched('"mean" : 95948.612502', '"mean" : -95948.612502'),
    expectedCode: "absurd_value",
  },
  {
    name: "30 MB input",
    get bytes() {
      return thirtyMb();
    },
    expectedCode: "too_large",
  },
  { name: "10,000-deep nested arrays", bytes: `${"[".repeat(10_000)}${"]".repeat(10_000)}`, expectedCode: "too_deep" },
  {
    name: "10,000-deep nested objects",
    bytes: `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
    expectedCode: "too_deep",
  },
  {
    name: "real fio file whose only job failed (error 1)",
    bytes: REAL_FIO_3_33_ERROR_ONLY,
    expectedCode: "no_usable_jobs",
  },
  { name: "UTF-16 LE with BOM (PowerShell redirect)", bytes: utf16(REAL, false), expectedCode: "bad_encoding" },
  { name: "UTF-16 BE with BOM", bytes: utf16(REAL, true), expectedCode: "bad_encoding" },
];
