import { z } from "zod";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";

/** Any text: an id that names no snapshot is answered with 404 by the page. */
const snapshotId = z.string().min(1).max(200);

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of each parameter (`?a=1&a=2` reads as 1). */
export function firstValues(params: Awaited<SearchParams>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/** /prices: a malformed region is ignored (the first region is shown). */
export const pricesSearchSchema = z.object({
  snapshot: snapshotId.optional().catch(undefined),
  region: z.string().regex(REGION_CODE_PATTERN).optional().catch(undefined),
});

/** /prices/diff */
export const diffSearchSchema = z.object({
  from: snapshotId.optional().catch(undefined),
  to: snapshotId.optional().catch(undefined),
});
