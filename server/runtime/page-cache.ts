// Whole rendered pages kept in memory by the web server (server/runtime/web-server.ts,
// started by scripts/next-server.mjs) in front of Next.js, for the pages that are pure
// functions of their address and the database: the comparison, the advisor's results and a saved recommendation. Rendering one takes
// tens of milliseconds of the server's single thread; serving it again takes well under one.
//
// A stored page is only ever served while the database's content generation
// (server/runtime/content-generation.ts) is the one it was rendered at, so any write by any
// process or replica (an upload, a publish, a price refresh, a saved recommendation) makes
// every stored page a miss. Requests that could see something personal are never served
// from or stored in the cache: those with any cookie (the owned-uploads list is one) and
// Next.js's own navigation requests (RSC payloads, not pages). Each served copy gets a
// fresh Content-Security-Policy nonce, swapped into the header and the markup.
//
// The same store answers a repeated estimate (POST /api/v1/estimate): its answer is a pure
// function of the request's bytes, the prices in the database and the day, so a request
// whose body and headers are byte for byte those of one answered at this generation gets
// that answer again without reaching Next.js (server/runtime/request-body.ts reads the body
// first and hands Next.js a copy on a miss).
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync, gzip, inflateSync } from "node:zlib";
import type { ContentState } from "./content-generation";
import { noncePool } from "./nonce-pool";
import { readBody, replayRequest } from "./request-body";
import { pageDatabaseFailuresAs503, refuseUnservable } from "./request-gate";

export type { ContentState } from "./content-generation";

/** What a page's key reads of a request. */
interface KeyedRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A rendered response as the cache examines it before keeping it. */
interface RenderedResponse {
  generation: string;
  statusCode: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
}

/**
 * A stored response. `parts`: the markup split where the nonce stood; `headers`: values
 * with "\0" where it stood.
 */
export interface PageEntry {
  generation: string;
  statusCode: number;
  headers: [string, string][];
  parts: Buffer[];
  bytes: number;
  /** `headers` flat, [name, value, ...], for res.writeHead. */
  head: string[];
  /** Index in `head` of each value holding the nonce, and the pieces around it. */
  nonced: [number, string[]][];
  /** An estimate's body gzipped, kept once a client asked for it (the body has no nonce). */
  gzipped?: Promise<Buffer>;
}

/** Next.js, on `request` (default: the request the cache was given). */
type Render = (request?: IncomingMessage) => Promise<void>;

/** The pages kept: their content depends on the address, the database and the day only. */
export const CACHED_PAGE_PATHS: RegExp[] = [/^\/compare$/, /^\/advisor\/results$/, /^\/r\/[A-Za-z0-9_-]{1,64}$/];
/** Next.js's client navigation, prefetch and server-action requests: they ask for RSC payloads. */
const NEXT_ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "next-url",
];
/** Says how a cacheable request was answered: hit, miss (rendered, maybe stored) or bypass. */
export const CACHE_STATUS_HEADER = "x-page-cache";
/** Per-response or per-connection headers: never copied from the stored response. */
const UNSTORED_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "set-cookie",
  CACHE_STATUS_HEADER,
]);
/** One page larger than this is not kept (the comparison page is ~150 KB). */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** The API route kept: the estimate, a pure function of its request and the database. */
export const CACHED_ESTIMATE_PATH = "/api/v1/estimate";
/** An estimate request larger than this goes straight to Next.js (a workload is a few kB). */
export const MAX_CACHED_BODY_BYTES = 64 * 1024;
/**
 * Request headers left out of an estimate's key: they describe the connection or the
 * client's identity (for rate limits, which the estimate has none of), not the question.
 * Every other header is part of the key, so whatever the route or proxy.ts could read
 * (content type, origin, host) gives a different key when it differs.
 */
const UNKEYED_REQUEST_HEADERS = new Set([
  "connection",
  "keep-alive",
  "content-length",
  "accept-encoding",
  "x-storage-advisor-peer",
  "x-forwarded-for",
  "x-real-ip",
]);
/** zlib's default level, which Next.js's own compression uses too. */
const GZIP_LEVEL = 6;

/** Synchronous on purpose: a stored page is in place before its first client has the last byte, so that client's next request is a hit. */
const decoders: Partial<Record<string, (body: Buffer) => Buffer>> = {
  gzip: gunzipSync,
  "x-gzip": gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};
const gzipAsync = promisify(gzip);

/**
 * The key a GET request's page is stored under, or null when it must not be cached.
 * The day is part of it: pages say how many days old their prices are.
 */
export function pageCacheKey(req: KeyedRequest, now: Date): string | null {
  return pageKeyOn(req, now.toISOString().slice(0, 10));
}

/** pageCacheKey with the day given ("2026-11-24"), as the cache works it out once a day. */
function pageKeyOn(req: KeyedRequest, day: string): string | null {
  if (req.method !== "GET" || !req.url) return null;
  const query = req.url.indexOf("?");
  const path = query < 0 ? req.url : req.url.slice(0, query);
  if (!CACHED_PAGE_PATHS.some((pattern) => pattern.test(path))) return null;
  if (query >= 0 && new URLSearchParams(req.url.slice(query)).has("_rsc")) return null;
  const headers = req.headers;
  if (headers.cookie !== undefined || NEXT_ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  // Next.js renders metadata differently for crawlers: the user agent is part of the key,
  // and the host and forwarded host and protocol in case a page ever builds links on them.
  const varying = [headers.host, headers["x-forwarded-host"], headers["x-forwarded-proto"], headers["user-agent"]].map(
    (v) => String(v ?? ""),
  );
  return [day, ...varying, req.url].join("\n");
}

/**
 * The key an estimate request is stored under: the day (answers say how old their prices
 * are), the address, every header but the connection's and the client's identity, and a
 * digest of the body. Null when it must not be cached.
 */
export function estimateCacheKey(req: KeyedRequest & { rawHeaders: string[] }, body: Buffer, now: Date): string | null {
  return estimateKeyOn(req, body, now.toISOString().slice(0, 10));
}

/**
 * estimateCacheKey with the day given ("2026-11-24"). The headers are taken as the client
 * sent them (rawHeaders: names in their own case, in their order, repeats kept), in one
 * pass: the same request again gives the same key, and any difference the parsed headers
 * could show is in the raw ones too, so a key never covers two requests the route could
 * tell apart (two that differ only in case or order are two keys, which costs a miss).
 */
function estimateKeyOn(req: KeyedRequest & { rawHeaders: string[] }, body: Buffer, day: string): string | null {
  if (req.method !== "POST" || req.url !== CACHED_ESTIMATE_PATH || req.headers.cookie !== undefined) return null;
  const raw = req.rawHeaders;
  let key = `${day}\nPOST ${req.url}`;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (!UNKEYED_REQUEST_HEADERS.has(name.toLowerCase())) key += `\n${name}: ${raw[i + 1]}`;
  }
  // No header value holds a line break (Node refuses them), so the digest's line is always the last.
  return `${key}\n${createHash("sha256").update(body).digest("base64url")}`;
}

/**
 * A clock's UTC day ("2026-11-24"), worked out again only when the day changes: keys
 * need it on every request.
 * @param clock  milliseconds since the epoch
 */
export function dayOf(clock: () => number): () => string {
  let day = "";
  let starts = Infinity;
  let ends = -Infinity;
  return () => {
    const now = clock();
    // Also when the clock goes back (a time sync) past the day's start.
    if (now >= ends || now < starts) {
      const date = new Date(now);
      day = date.toISOString().slice(0, 10);
      starts = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
      ends = starts + 24 * 60 * 60 * 1000;
    }
    return day;
  };
}

/** True for paths the cache may answer, whatever the request's headers. */
export function isCachedPagePath(url: string | undefined): boolean {
  const path = (url ?? "").split("?")[0]!;
  return CACHED_PAGE_PATHS.some((pattern) => pattern.test(path));
}

/** A stored response with its headers laid out for serving. */
function entryOf(
  generation: string,
  statusCode: number,
  headers: [string, string][],
  parts: Buffer[],
  bytes: number,
): PageEntry {
  const head: string[] = [];
  const nonced: [number, string[]][] = [];
  for (const [name, value] of headers) {
    if (value.includes("\0")) nonced.push([head.length + 1, value.split("\0")]);
    head.push(name, value);
  }
  return { generation, statusCode, headers, parts, bytes, head, nonced };
}

/**
 * A stored page from a rendered response, or null when it must not be kept: not a 200
 * HTML page, sets a cookie, carries no nonce to swap, or too large.
 */
export function pageEntry({ generation, statusCode, headers, body }: RenderedResponse): PageEntry | null {
  if (statusCode !== 200 || headers["set-cookie"] !== undefined || body.length > MAX_ENTRY_BYTES) return null;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return null;
  const nonce = nonceOf(headers);
  if (!nonce) return null;
  const kept = storedHeaders(headers, nonce);
  const parts: Buffer[] = [];
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return entryOf(generation, statusCode, kept, parts, body.length);
}

/**
 * The headers a stored response keeps, as [name, value] pairs, with "\0" where `nonce` stood.
 */
function storedHeaders(headers: RenderedResponse["headers"], nonce: string | undefined): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || UNSTORED_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value])
      kept.push([name, nonce ? String(one).split(nonce).join("\0") : String(one)]);
  }
  return kept;
}

/** The nonce of a response's Content-Security-Policy header, if it has one. */
function nonceOf(headers: RenderedResponse["headers"]): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(headers["content-security-policy"] ?? ""))?.[1];
}

/**
 * A stored estimate from the route's response, or null when it must not be kept: not a
 * 200 JSON answer, sets a cookie, or too large. The policy header's nonce (proxy.ts gives
 * every response one) is swapped for a fresh one per copy, as on pages; the body has none.
 */
export function estimateEntry({ generation, statusCode, headers, body }: RenderedResponse): PageEntry | null {
  if (statusCode !== 200 || headers["set-cookie"] !== undefined || body.length > MAX_ENTRY_BYTES) return null;
  if (!String(headers["content-type"] ?? "").startsWith("application/json")) return null;
  return entryOf(generation, statusCode, storedHeaders(headers, nonceOf(headers)), [body], body.length);
}

/** The stored page with a new nonce: headers as [name, value] pairs and the markup. */
export function pageWithNonce(entry: PageEntry, nonce: string): { headers: [string, string][]; body: Buffer } {
  const headers = entry.headers.map(([name, value]): [string, string] => [
    name,
    value.includes("\0") ? value.split("\0").join(nonce) : value,
  ]);
  return { headers, body: bodyWithNonce(entry, nonce) };
}

/** The stored body with `nonce` where it stood; an estimate's (no nonce) goes out as it is, uncopied. */
function bodyWithNonce(entry: PageEntry, nonce: string): Buffer {
  if (entry.parts.length === 1) return entry.parts[0]!;
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  entry.parts.forEach((part, i) => {
    if (i > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/**
 * The headers of one served copy as a flat [name, value, ...] list (what res.writeHead
 * takes in one call): the stored ones with `nonce`, then the encoding, length and status.
 */
export function responseHead(entry: PageEntry, nonce: string, length: number, gzipped: boolean): string[] {
  const head = entry.head.slice();
  for (const [at, pieces] of entry.nonced) head[at] = pieces.join(nonce);
  if (gzipped) head.push("content-encoding", "gzip");
  head.push("content-length", String(length), CACHE_STATUS_HEADER, "hit");
  return head;
}

/** Least recently used pages go first once the total passes `maxBytes`. */
export class PageStore {
  maxBytes: number;
  bytes: number;
  entries: Map<string, PageEntry>;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  /** The page stored under `key` at `generation`; an entry of another generation is dropped. */
  get(key: string, generation: string): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.generation !== generation) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: PageEntry): void {
    if (entry.bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** True when the request accepts gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  const match = /(?:^|,)\s*(gzip|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?/i.exec(String(acceptEncoding ?? ""));
  return match !== null && (match[2] === undefined || Number(match[2]) > 0);
}

/**
 * Tees what Next.js writes to `res` and hands the whole response to `done` as it ends,
 * just before the last bytes go out (nothing when the body outgrew MAX_ENTRY_BYTES or
 * the response never ended).
 */
function teeResponse(
  res: ServerResponse,
  done: (response: { statusCode: number; headers: OutgoingHttpHeaders; body: Buffer }) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_ENTRY_BYTES) return;
    const view = chunk as ArrayBufferView;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    size += buffer.length;
    chunks.push(Buffer.from(buffer));
  };
  // Taken loosely: the wrappers pass on whatever arguments they were given.
  const write = res.write as unknown as (this: ServerResponse, ...args: unknown[]) => boolean;
  const end = res.end as unknown as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    if (size <= MAX_ENTRY_BYTES) {
      try {
        done({ statusCode: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      } catch {
        // A page that cannot be decoded is not stored; the client still gets its response.
      }
    }
    return end.call(this, chunk, encoding, callback);
  } as ServerResponse["end"];
}

/** The stored markup: Next.js compressed it for the client; the cache keeps it plain. Null for an encoding it cannot read. */
function plainBody(headers: OutgoingHttpHeaders, body: Buffer): Buffer | null {
  const encoding = String(headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding === "identity") return body;
  const decode = decoders[encoding];
  return decode ? decode(body) : null;
}

/** What createPageCache is given. */
export interface PageCacheOptions {
  maxBytes: number;
  reader: { read(): Promise<ContentState> } | null;
  /** Milliseconds since the epoch (Date.now). */
  clock?: () => number;
  log?: (line: string) => void;
}

/** The cache in front of a request handler. */
export function createPageCache({ maxBytes, reader, clock = Date.now, log = () => {} }: PageCacheOptions): {
  handle(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void>;
  store: PageStore;
} {
  const store = new PageStore(maxBytes);
  const enabled = maxBytes > 0 && reader !== null;
  const today = dayOf(clock);
  const nextNonce = noncePool();

  /**
   * Answers `req` from the cache, or calls `render` (Next.js) and keeps what it renders.
   * @param render  Next.js, on `request` (default: `req`)
   */
  async function handle(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    // The first code every request meets in the web server: what Next.js cannot take at
    // all (TRACE, `GET *`) is answered before it, by the gate (server/runtime/request-gate.ts),
    // and a page failing on the database mid-render answers 503, not 500.
    if (refuseUnservable(req, res)) return;
    pageDatabaseFailuresAs503(req, res);
    if (reader !== null && enabled && req.method === "POST" && req.url === CACHED_ESTIMATE_PATH)
      return handleEstimate(req, res, render, reader);
    if (reader === null || !enabled || !isCachedPagePath(req.url)) return render();
    const key = pageKeyOn(req, today());
    if (key === null) {
      res.setHeader(CACHE_STATUS_HEADER, "bypass");
      return render();
    }
    let state: ContentState;
    try {
      state = await reader.read();
    } catch (error) {
      // The database is not answering: Next.js renders (and proxy.ts answers 503).
      log(
        `page cache: could not read the content generation (${error instanceof Error ? error.message : String(error)}); serving uncached`,
      );
      res.setHeader(CACHE_STATUS_HEADER, "bypass");
      return render();
    }
    const entry = store.get(key, state.generation);
    if (entry) return serve(req, res, entry);
    res.setHeader(CACHE_STATUS_HEADER, "miss");
    if (state.settled) keepResponse(res, key, state.generation, pageEntry);
    return render();
  }

  /**
   * An estimate: its body is read here (the key needs it), then answered from the store or
   * by Next.js from a copy of the request. A body too large, of unknown length or cut off
   * goes to Next.js as it came, which answers it (413, 400) as before.
   */
  async function handleEstimate(
    req: IncomingMessage,
    res: ServerResponse,
    render: Render,
    reader: NonNullable<PageCacheOptions["reader"]>,
  ): Promise<void> {
    const declared = Number(req.headers["content-length"]);
    if (req.headers.cookie !== undefined || !Number.isSafeInteger(declared) || declared > MAX_CACHED_BODY_BYTES) {
      res.setHeader(CACHE_STATUS_HEADER, "bypass");
      return render();
    }
    // The generation is asked for now, while the body comes in: the read still starts after
    // the request arrived, so it sees every change committed before that.
    const reading = reader.read().then(
      (state): ContentState | null => state,
      (error: unknown) => {
        log(
          `page cache: could not read the content generation (${error instanceof Error ? error.message : String(error)}); serving uncached`,
        );
        return null;
      },
    );
    const body = await readBody(req);
    // The client went away before sending its whole body: nobody is left to answer.
    if (body === null) return;
    const copy = () => replayRequest(req, body);
    const key = estimateKeyOn(req, body, today());
    const state = key === null ? null : await reading;
    if (key === null || state === null) {
      res.setHeader(CACHE_STATUS_HEADER, "bypass");
      return render(copy());
    }
    const entry = store.get(key, state.generation);
    if (entry) return serve(req, res, entry);
    res.setHeader(CACHE_STATUS_HEADER, "miss");
    if (state.settled) keepResponse(res, key, state.generation, estimateEntry);
    return render(copy());
  }

  /** Stores what Next.js answers on `res` under `key`, when `toEntry` accepts it. */
  function keepResponse(
    res: ServerResponse,
    key: string,
    generation: string,
    toEntry: (response: RenderedResponse) => PageEntry | null,
  ): void {
    teeResponse(res, (response) => {
      if (response.statusCode !== 200) return;
      const body = plainBody(response.headers, response.body);
      const entry =
        body &&
        toEntry({
          generation,
          statusCode: response.statusCode,
          headers: response.headers as RenderedResponse["headers"],
          body,
        });
      if (entry) store.set(key, entry);
    });
  }

  /**
   * A stored copy with a fresh nonce, headers and body in one writeHead and one end.
   * @returns a promise only while compressing
   */
  function serve(req: IncomingMessage, res: ServerResponse, entry: PageEntry): void | Promise<void> {
    const nonce = nextNonce();
    if (acceptsGzip(req.headers["accept-encoding"])) return serveGzipped(res, entry, nonce);
    const body = bodyWithNonce(entry, nonce);
    res.writeHead(entry.statusCode, responseHead(entry, nonce, body.length, false));
    res.end(body);
  }

  async function serveGzipped(res: ServerResponse, entry: PageEntry, nonce: string): Promise<void> {
    let payload: Buffer;
    if (entry.parts.length === 1) {
      // An estimate: the same bytes for every copy, compressed once.
      // Not counted in the store's bytes: compressed JSON is a small fraction of the plain.
      const gzipping = (entry.gzipped ??= gzipAsync(entry.parts[0]!, { level: GZIP_LEVEL }));
      try {
        payload = await gzipping;
      } catch (error) {
        if (entry.gzipped === gzipping) entry.gzipped = undefined;
        throw error;
      }
    } else {
      payload = await gzipAsync(bodyWithNonce(entry, nonce), { level: GZIP_LEVEL });
    }
    res.writeHead(entry.statusCode, responseHead(entry, nonce, payload.length, true));
    res.end(payload);
  }

  return { handle, store };
}
