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
}

export interface ContentState {
  generation: string;
  settled: boolean;
}

export function pageCacheKey(req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }, now: Date): string | null;
export function estimateCacheKey(req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }, body: Buffer, now: Date): string | null;
export function isCachedPagePath(url: string | undefined): boolean;
export function pageEntry(response: { generation: string; statusCode: number; headers: Record<string, string | number | string[] | undefined>; body: Buffer }): PageEntry | null;
export function estimateEntry(response: { generation: string; statusCode: number; headers: Record<string, string | number | string[] | undefined>; body: Buffer }): PageEntry | null;
export function pageWithNonce(entry: PageEntry, nonce: string): { headers: [string, string][]; body: Buffer };
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
  now?: () => Date;
  log?: (line: string) => void;
}): { handle(req: IncomingMessage, res: ServerResponse, render: (request?: IncomingMessage) => Promise<void>): Promise<void>; store: PageStore };
