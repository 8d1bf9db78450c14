import type { IncomingMessage, ServerResponse } from "node:http";

export const CACHED_PAGE_PATHS: RegExp[];
export const CACHE_STATUS_HEADER: string;
export const MAX_ENTRY_BYTES: number;
export const CACHED_ESTIMATE_PATH: string;
export const MAX_CACHED_BODY_BYTES: number;

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
  /** An estimate's body gzipped, once a client asked for it. */
  gzipped?: Promise<Buffer>;
}

export interface ContentState {
  generation: string;
  settled: boolean;
}

export function pageCacheKey(req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }, now: Date): string | null;
export function estimateCacheKey(req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined>; rawHeaders: string[] }, body: Buffer, now: Date): string | null;
export function dayOf(clock: () => number): () => string;
export function isCachedPagePath(url: string | undefined): boolean;
export function pageEntry(response: { generation: string; statusCode: number; headers: Record<string, string | number | string[] | undefined>; body: Buffer }): PageEntry | null;
export function estimateEntry(response: { generation: string; statusCode: number; headers: Record<string, string | number | string[] | undefined>; body: Buffer }): PageEntry | null;
export function pageWithNonce(entry: PageEntry, nonce: string): { headers: [string, string][]; body: Buffer };
export function responseHead(entry: PageEntry, nonce: string, length: number, gzipped: boolean): string[];
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean;

export class PageStore {
  constructor(maxBytes: number);
  maxBytes: number;
  bytes: number;
  entries: Map<string, PageEntry>;
  get(key: string, generation: string): PageEntry | undefined;
  set(key: string, entry: PageEntry): void;
  readonly size: number;
}

export function createPageCache(options: {
  maxBytes: number;
  reader: { read(): Promise<ContentState> } | null;
  /** Milliseconds since the epoch (Date.now). */
  clock?: () => number;
  log?: (line: string) => void;
}): { handle(req: IncomingMessage, res: ServerResponse, render: (request?: IncomingMessage) => Promise<void>): Promise<void>; store: PageStore };
