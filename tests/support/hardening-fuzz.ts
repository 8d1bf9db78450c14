/**
 * Hostile request bodies for the write endpoints (uploads, estimates, recommendations)
 * and the check every answer must pass: a 2xx, or a 4xx carrying the error contract
 * `{error: {code, message, path}}` with no stack trace; never a 500, never a hang.
 *
 * Bodies are built from real inputs (fio fixtures, workload and advisor fixtures) and
 * then broken: values replaced by hostile ones (huge and tiny numbers, numbers as text,
 * "NaN"/"Infinity", unicode and HTML, deep nesting), keys added and removed, number
 * tokens in the JSON text replaced by literals such as 1e400 (which JSON.parse turns into
 * Infinity), text cut short, random bytes, wrong and broken content types.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";

const ROOT = join(import.meta.dirname, "../..");

export type Endpoint = "results" | "estimate" | "recommendations";
export type Handler = (request: Request) => Promise<Response>;

/* ---------------------------------------------------------------- inputs */

function readText(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

export const FIO_FIXTURES = [
  "fixtures/fio/fio-2.18_randread_single.json",
  "fixtures/fio/fio-3.16_randrw_single.json",
  "fixtures/fio/fio-3.30_gcsfuse_single_job_global_options.json",
  "fixtures/fio/fio-3.34_randread_leading_text_signal.json",
  "fixtures/fio/fio-3.6_randwrite_4jobs_multijob.json",
  "fixtures/fio/generated/fio-3.33_jobfile_two_jobs_group_reporting.json",
  "fixtures/fio/generated/fio-3.33_randrw_psync_jsonplus.json",
].map(readText);

/** The fio JSON document of a fixture (some start with text before the JSON). */
function fioJson(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf("{")));
}

const FIO_DOCUMENTS = FIO_FIXTURES.map(fioJson);

/** A fresh copy of the parsed fio fixture number `index`. */
export function fioDocument(index: number): unknown {
  return structuredClone(FIO_DOCUMENTS[index % FIO_DOCUMENTS.length]);
}
const WORKLOADS = ["fixtures/workloads/efs-options-1x.json", "fixtures/workloads/gp3-vs-efs-request.json"].map(
  (p) => JSON.parse(readText(p)) as unknown,
);
const ANSWERS = [
  "fixtures/advisor/container-untar-at-boot.json",
  "fixtures/advisor/hdfs-five-nodes.json",
  "fixtures/advisor/hundred-linux-clients.json",
  "fixtures/advisor/windows-home-directories.json",
  "fixtures/advisor/wordpress-uploads.json",
].map((p) => JSON.parse(readText(p)) as unknown);

/* ---------------------------------------------------------------- hostile values */

export const XSS_STRINGS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  '\'; DROP TABLE "UploadedResult"; --',
];

const UNICODE_STRINGS = [
  "\u202Egnp.exe", // right-to-left override
  "zero\u200Bwidth\uFEFF",
  "\uD800", // lone high surrogate
  "\uDFFF\uD800",
  "e\u0301\u0301\u0301\u0301", // stacked combining marks
  "🚀💾🔥👩‍👩‍👧‍👦",
  "\u0000nul",
  "tab\tnew\nline\rcr",
  "\u001b[31mansi",
  "𝕿𝖊𝖘𝖙 \u{10FFFF}",
  "a".repeat(100_000),
];

const HUGE_NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 63,
  -0,
  0.1 + 0.2,
  1e-320,
];

/** Number literals put into the JSON text in place of a number: JSON.parse reads 1e400 as Infinity. */
const NUMBER_LITERALS = [
  "1e400",
  "-1e400",
  "1e-400",
  "123456789012345678901234567890123456789",
  "-0",
  "0.0000000000000000000000000001",
  "9007199254740993",
  "1E308",
  "-1E-7",
];
/** Not JSON at all: these make the body invalid JSON. */
const NON_JSON_LITERALS = ["NaN", "Infinity", "-Infinity", "undefined", "0x10", "1_000", "+1", ".5", "01"];

const NUMBERS_AS_TEXT = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "-1e400",
  "1e-400",
  "0x1F",
  "1,000",
  " 42 ",
  "",
  "   ",
  "١٢٣" /* Arabic-Indic digits */,
  "12abc",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...XSS_STRINGS, ...UNICODE_STRINGS, ...NUMBERS_AS_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.integer({ min: -5, max: 5 }),
);

/** Any JSON value, hostile leaves first. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileNumber, { maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.array(hostileValueLeaf(), { maxLength: 30 }) },
);

function hostileValueLeaf(): fc.Arbitrary<unknown> {
  return fc.oneof(hostileString, hostileNumber, fc.constant(null));
}

/** `[[[...]]]` or `{"a":{"a":...}}` of the given depth, as JSON text (built without recursion). */
export function deepJson(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/* ---------------------------------------------------------------- mutations */

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = [], limit = 5000): Path[] {
  if (out.length >= limit) return out;
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out, limit));
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out, limit);
  return out;
}

const DEEP_MARKER = "__HARDENING_DEEP__";

export interface Mutation {
  pick: number;
  action: "replace" | "delete" | "addKey" | "deepen" | "duplicateArray";
  value: unknown;
  key: string;
  depth: number;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  pick: fc.nat(),
  action: fc.constantFrom("replace", "replace", "replace", "delete", "addKey", "deepen", "duplicateArray"),
  value: hostileValue,
  key: fc.oneof(
    hostileString,
    fc.constantFrom("__proto__", "constructor", "prototype", "toString", "workload", "answers"),
  ),
  depth: fc.constantFrom(50, 1000, 20_000, 200_000),
});

/**
 * Applies mutations to a copy of `base`; deep nesting is spliced in as text afterwards
 * (a marker string replaced), so the document itself never needs a deep recursion.
 */
function mutate(base: unknown, mutations: Mutation[]): { doc: unknown; deep: number | null } {
  let doc = structuredClone(base);
  let deep: number | null = null;
  for (const m of mutations) {
    const paths = pathsOf(doc);
    const path = paths[m.pick % paths.length]!;
    const parentPath = path.slice(0, -1);
    const last = path[path.length - 1];
    const parent = parentPath.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], doc) as
      Record<string | number, unknown> | unknown[] | undefined;
    const setAt = (value: unknown) => {
      if (last === undefined) doc = value;
      else (parent as Record<string | number, unknown>)[last] = value;
    };
    switch (m.action) {
      case "replace":
        setAt(structuredClone(m.value));
        break;
      case "delete":
        if (last === undefined) break;
        if (Array.isArray(parent)) parent.splice(last as number, 1);
        else if (parent) delete (parent as Record<string, unknown>)[last as string];
        break;
      case "addKey": {
        const target = last === undefined ? doc : (parent as Record<string | number, unknown>)[last];
        // defineProperty: a "__proto__" key becomes a real own key, as JSON.parse makes it.
        if (target !== null && typeof target === "object" && !Array.isArray(target))
          Object.defineProperty(target, m.key, {
            value: structuredClone(m.value),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        else setAt({ [m.key]: structuredClone(m.value) });
        break;
      }
      case "deepen":
        if (deep === null) {
          deep = m.depth;
          setAt(DEEP_MARKER);
        }
        break;
      case "duplicateArray": {
        const target = last === undefined ? doc : (parent as Record<string | number, unknown>)[last];
        if (Array.isArray(target) && target.length > 0)
          setAt(Array.from({ length: Math.min(300, target.length * 50) }, (_, i) => target[i % target.length]));
        else setAt([target, target, target]);
        break;
      }
    }
  }
  return { doc, deep };
}

export interface TextTweak {
  kind: "none" | "numberLiteral" | "nonJsonLiteral" | "truncate" | "garbage";
  pick: number;
  literal: string;
}

const textTweakArb: fc.Arbitrary<TextTweak> = fc.record({
  kind: fc.constantFrom(
    "none",
    "none",
    "none",
    "numberLiteral",
    "numberLiteral",
    "nonJsonLiteral",
    "truncate",
    "garbage",
  ),
  pick: fc.nat(),
  literal: fc.constantFrom(...NUMBER_LITERALS, ...NON_JSON_LITERALS),
});

function toText(doc: unknown, deep: number | null, tweak: TextTweak): string {
  let text = JSON.stringify(doc) ?? "null";
  if (deep !== null)
    text = text.replace(JSON.stringify(DEEP_MARKER), deepJson(deep, tweak.pick % 2 === 0 ? "array" : "object"));
  switch (tweak.kind) {
    case "none":
      return text;
    case "numberLiteral":
    case "nonJsonLiteral": {
      // Only numbers outside strings: a value position follows ':' , '[' or ','.
      const spots = [...text.matchAll(/([:[,])(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)(?=[,\]}])/g)];
      if (spots.length === 0) return text;
      const spot = spots[tweak.pick % spots.length]!;
      const at = spot.index + spot[1]!.length;
      return `${text.slice(0, at)}${tweak.literal}${text.slice(at + spot[2]!.length)}`;
    }
    case "truncate":
      return text.slice(0, tweak.pick % Math.max(1, text.length));
    case "garbage":
      return `${text.slice(0, tweak.pick % Math.max(1, text.length))}\u0000\uFFFD${tweak.literal}`;
  }
}

/* ---------------------------------------------------------------- bodies */

/** One request's body and content type, with a label for the statistics. */
export interface BodyCase {
  kind: string;
  contentType: string | null;
  body: string | Uint8Array | FormData;
}

const jsonContentType = fc.constantFrom<string | null>(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  null,
  "application/x-www-form-urlencoded",
  "application/JSON",
  "multipart/form-data; boundary=x",
);

const rawBody: fc.Arbitrary<BodyCase> = fc.record({
  kind: fc.constant("raw"),
  contentType: jsonContentType,
  body: fc.oneof(
    fc.uint8Array({ maxLength: 2000 }),
    fc.string({ unit: "binary", maxLength: 500 }),
    fc.constantFrom("", " ", "null", "[]", "{}", '"x"', "0", "true", "{", '{"a":', "\uFEFF{}"),
  ),
});

function jsonBodyFrom(bases: unknown[], wrap: (doc: unknown) => unknown = (d) => d): fc.Arbitrary<BodyCase> {
  return fc
    .record({
      base: fc.nat(),
      mutations: fc.array(mutationArb, { minLength: 0, maxLength: 3 }),
      tweak: textTweakArb,
      contentType: jsonContentType,
      wrapIt: fc.boolean(),
    })
    .map(({ base, mutations, tweak, contentType, wrapIt }) => {
      const start = bases[base % bases.length];
      const { doc, deep } = mutate(wrapIt ? wrap(start) : start, mutations);
      return { kind: "json-mutated", contentType, body: toText(doc, deep, tweak) };
    });
}

/** A fio file's text, mutated (or a fixture with a hostile job name). */
const fioText: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({ base: fc.nat(), mutations: fc.array(mutationArb, { minLength: 1, maxLength: 3 }), tweak: textTweakArb })
    .map(({ base, mutations, tweak }) => {
      const { doc, deep } = mutate(FIO_DOCUMENTS[base % FIO_DOCUMENTS.length], mutations);
      return toText(doc, deep, tweak);
    }),
  fc.record({ base: fc.nat(), name: hostileString, salt: fc.nat() }).map(({ base, name, salt }) => {
    const doc = structuredClone(FIO_DOCUMENTS[base % FIO_DOCUMENTS.length]) as { jobs: { jobname: string }[] };
    for (const job of doc.jobs) job.jobname = `${name}${salt}`;
    return JSON.stringify(doc, null, 2);
  }),
  fc.string({ unit: "binary", maxLength: 300 }),
);

const labelFields = fc.dictionary(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constantFrom("optionId", "optionParams", "otherOption", "region", "instanceType", "notes"),
    },
    { weight: 1, arbitrary: hostileString },
  ),
  fc.oneof(
    hostileString,
    fc.constantFrom(
      "ebs-gp3",
      "other",
      "us-east-2",
      "c5n.large",
      '{"iops": 1e400}',
      '{"throughputMiBps": 250}',
      "{}",
      "[]",
      "null",
    ),
    hostileValue.map((v) => JSON.stringify(v) ?? ""),
  ),
  { maxKeys: 4 },
);

const multipartUpload: fc.Arbitrary<BodyCase> = fc
  .record({
    file: fioText,
    fileName: hostileString,
    labels: labelFields,
    extraFile: fc.boolean(),
    noFile: fc.boolean(),
  })
  .map(({ file, fileName, labels, extraFile, noFile }) => {
    const form = new FormData();
    if (!noFile) form.append("file", new File([file], fileName, { type: "application/json" }));
    if (extraFile) form.append("file", new File(["{}"], "second.json"));
    for (const [name, value] of Object.entries(labels)) form.append(name, value);
    return { kind: "multipart", contentType: null, body: form };
  });

const jsonUpload: fc.Arbitrary<BodyCase> = fc
  .record({
    content: fioText,
    fileName: fc.option(hostileString),
    labels: fc.dictionary(
      fc.constantFrom("optionId", "optionParams", "otherOption", "region", "instanceType", "notes", "extra"),
      hostileValue,
      { maxKeys: 3 },
    ),
    tweak: textTweakArb,
  })
  .map(({ content, fileName, labels, tweak }) => ({
    kind: "json-upload",
    contentType: "application/json",
    body: toText({ ...(fileName === null ? {} : { fileName }), content, ...labels }, null, tweak),
  }));

/** A multipart body written by hand, with a broken or missing boundary. */
const brokenMultipart: fc.Arbitrary<BodyCase> = fc.record({
  kind: fc.constant("multipart-broken"),
  contentType: fc.constantFrom(
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "multipart/form-data; boundary=abc",
    'multipart/form-data; boundary="a b"',
  ),
  body: fc.oneof(
    fc.constantFrom(
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="x.json"\r\n\r\n{}',
      "--abc--",
      "--abc\r\n\r\n\r\n--abc--\r\n",
      "garbage",
    ),
    fc.string({ unit: "binary", maxLength: 300 }),
  ),
});

export const BODIES: Record<Endpoint, fc.Arbitrary<BodyCase>> = {
  results: fc.oneof(
    { weight: 4, arbitrary: multipartUpload },
    { weight: 3, arbitrary: jsonUpload },
    { weight: 1, arbitrary: brokenMultipart },
    { weight: 1, arbitrary: rawBody },
  ),
  estimate: fc.oneof(
    { weight: 6, arbitrary: jsonBodyFrom(WORKLOADS, (w) => ({ workload: w, options: {} })) },
    { weight: 1, arbitrary: rawBody },
  ),
  recommendations: fc.oneof(
    { weight: 6, arbitrary: jsonBodyFrom(ANSWERS.map((answers) => ({ answers }))) },
    { weight: 2, arbitrary: jsonBodyFrom(ANSWERS, (a) => ({ answers: a, snapshotId: "bundled-2026-11-29" })) },
    { weight: 1, arbitrary: rawBody },
  ),
};

export const PATHS: Record<Endpoint, string> = {
  results: "/api/v1/results",
  estimate: "/api/v1/estimate",
  recommendations: "/api/v1/recommendations",
};

export function requestFor(
  endpoint: Endpoint,
  body: BodyCase["body"] | ReadableStream<Uint8Array>,
  contentType: string | null,
  extraHeaders: Record<string, string> = {},
): Request {
  const headers = new Headers(extraHeaders);
  if (contentType !== null) headers.set("content-type", contentType);
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body: body as BodyInit };
  if (body instanceof ReadableStream) init.duplex = "half";
  return new Request(`http://hardening.test${PATHS[endpoint]}`, init);
}

/* ---------------------------------------------------------------- the check */

export interface Answer {
  status: number;
  code: string | null;
  ms: number;
}

export class ContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContractViolation";
  }
}

const STACK_TRACE = /\n\s+at |\bat .+\.(?:ts|js|mjs):\d+|node_modules\//;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ContractViolation(`${what}: no answer within ${ms} ms (a hang)`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Calls the handler and checks the answer: 2xx, or 4xx with exactly `{error: {code,
 * message, path}}`. Throws ContractViolation otherwise (a 500, a 503, a hang, a stack trace).
 */
export async function callAndCheck(
  handler: Handler,
  request: Request,
  timeoutMs: number,
  what: string,
): Promise<Answer> {
  const started = performance.now();
  const response = await withTimeout(handler(request), timeoutMs, what);
  const text = await withTimeout(response.text(), timeoutMs, `${what} (reading the answer)`);
  const ms = performance.now() - started;
  const status = response.status;
  if (STACK_TRACE.test(text))
    throw new ContractViolation(`${what}: the answer (${status}) contains a stack trace: ${text.slice(0, 300)}`);
  if (status >= 200 && status < 300) {
    if (status !== 204) JSON.parse(text);
    return { status, code: null, ms };
  }
  if (status < 400 || status >= 500) throw new ContractViolation(`${what}: answered ${status}: ${text.slice(0, 300)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ContractViolation(`${what}: ${status} whose body is not JSON: ${text.slice(0, 200)}`);
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; path?: unknown } }).error;
  const ok =
    body !== null &&
    typeof body === "object" &&
    Object.keys(body).length === 1 &&
    error !== undefined &&
    Object.keys(error).sort().join(",") === "code,message,path" &&
    typeof error.code === "string" &&
    error.code !== "" &&
    typeof error.message === "string" &&
    error.message !== "" &&
    (error.path === null || typeof error.path === "string");
  if (!ok) throw new ContractViolation(`${what}: ${status} without the error contract: ${text.slice(0, 300)}`);
  if (!(response.headers.get("content-type") ?? "").includes("application/json"))
    throw new ContractViolation(`${what}: ${status} error not served as JSON`);
  return { status, code: error!.code as string, ms };
}

/** Counts of answers by status and code, printed after a run. */
export class AnswerStats {
  readonly byStatus = new Map<string, number>();
  total = 0;
  slowestMs = 0;

  add(endpoint: Endpoint, answer: Answer): void {
    const key = `${endpoint} ${answer.status}${answer.code ? ` ${answer.code}` : ""}`;
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
    this.total += 1;
    this.slowestMs = Math.max(this.slowestMs, answer.ms);
  }

  count(prefix: string): number {
    let n = 0;
    for (const [key, value] of this.byStatus) if (key.startsWith(prefix)) n += value;
    return n;
  }

  summary(): string {
    const lines = [...this.byStatus.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `  ${k}: ${v}`);
    return `${this.total} answers, slowest ${this.slowestMs.toFixed(0)} ms\n${lines.join("\n")}`;
  }
}

/* ---------------------------------------------------------------- streamed bodies */

export interface CountingStream {
  stream: ReadableStream<Uint8Array>;
  /** Bytes the handler pulled from the stream. */
  pulled: () => number;
  cancelled: () => boolean;
}

/** `totalBytes` of filler sent in `chunkBytes` chunks, on demand (never held whole). */
export function hugeBody(totalBytes: number, chunkBytes = 1024 * 1024, fill = 0x20): CountingStream {
  const chunk = new Uint8Array(chunkBytes).fill(fill);
  chunk[0] = 0x5b; // "[": starts like JSON
  let sent = 0;
  let wasCancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) {
        controller.close();
        return;
      }
      const n = Math.min(chunkBytes, totalBytes - sent);
      sent += n;
      controller.enqueue(n === chunkBytes ? chunk : chunk.subarray(0, n));
    },
    cancel() {
      wasCancelled = true;
    },
  });
  return { stream, pulled: () => sent, cancelled: () => wasCancelled };
}

/** `bytes` sent `chunkBytes` at a time with `delayMs` between chunks; optionally failing midway (a client gone). */
export function tricklingBody(
  bytes: Uint8Array,
  chunkBytes: number,
  delayMs: number,
  failAfterBytes?: number,
): CountingStream {
  let sent = 0;
  let wasCancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent > 0) await new Promise((r) => setTimeout(r, delayMs));
      if (failAfterBytes !== undefined && sent >= failAfterBytes) {
        controller.error(new Error("client went away"));
        return;
      }
      if (sent >= bytes.byteLength) {
        controller.close();
        return;
      }
      const next = bytes.subarray(sent, sent + chunkBytes);
      sent += next.byteLength;
      controller.enqueue(next);
    },
    cancel() {
      wasCancelled = true;
    },
  });
  return { stream, pulled: () => sent, cancelled: () => wasCancelled };
}

/** A valid small body per endpoint (for the slow-upload cases). */
export function validBody(endpoint: Endpoint, salt: string): { text: string; contentType: string } {
  switch (endpoint) {
    case "results": {
      const doc = structuredClone(FIO_DOCUMENTS[1]) as { jobs: { jobname: string }[] };
      for (const job of doc.jobs) job.jobname = `trickle-${salt}`;
      return {
        text: JSON.stringify({ fileName: "trickle.json", content: JSON.stringify(doc) }),
        contentType: "application/json",
      };
    }
    case "estimate":
      return { text: JSON.stringify(WORKLOADS[1]), contentType: "application/json" };
    case "recommendations":
      return { text: JSON.stringify({ answers: ANSWERS[0] }), contentType: "application/json" };
  }
}
