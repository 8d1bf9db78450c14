import type { ContentState } from "./page-cache.mjs";

export function contentGenerationReader(connectionString: string): { read(): Promise<ContentState>; readonly queries: number; close(): Promise<void> };
