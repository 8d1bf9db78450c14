import type { Db } from "@/server/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isResultId } from "./result-summary";
import { ownerTokenMatches, sha256Hex } from "./result-tokens";

/**
 * Uploads are unlisted until their owner publishes them. Anyone with a result's link can
 * open it, but only published uploads are listed (/results, GET /api/v1/results) and drawn
 * on /compare for everyone; a viewer also sees the unlisted uploads whose owner tokens it
 * holds (the browser's owned-uploads cookie). Otherwise a page on another site, or anyone
 * at all, could plant measured points on every visitor's chart.
 */
export interface UploadViewer {
  /** Owner tokens the viewer holds; empty for an anonymous viewer. */
  ownerTokens: readonly string[];
}

export const ANONYMOUS_VIEWER: UploadViewer = { ownerTokens: [] };

/** Published uploads, and the viewer's own. */
export function visibleTo(viewer: UploadViewer): Prisma.UploadedResultWhereInput {
  const published: Prisma.UploadedResultWhereInput = { publishedAt: { not: null } };
  if (viewer.ownerTokens.length === 0) return published;
  return { OR: [published, { ownerTokenHash: { in: viewer.ownerTokens.map((t) => sha256Hex(t)) } }] };
}

/** Whether one of the viewer's tokens owns a result with this stored hash. */
export function viewerOwns(viewer: UploadViewer, ownerTokenHash: string): boolean {
  return viewer.ownerTokens.some((t) => ownerTokenMatches(t, ownerTokenHash));
}

export type PublishOutcome = { kind: "done"; publishedAt: string | null } | { kind: "not_found" } | { kind: "forbidden" };

/** Publishes (or takes back to unlisted) a result when one of `tokens` is its owner token. */
export async function setPublished(db: Db, id: string, tokens: readonly string[], published: boolean): Promise<PublishOutcome> {
  if (!isResultId(id)) return { kind: "not_found" };
  const row = await db.uploadedResult.findUnique({ where: { id }, select: { ownerTokenHash: true, publishedAt: true } });
  if (!row) return { kind: "not_found" };
  if (!viewerOwns({ ownerTokens: tokens }, row.ownerTokenHash)) return { kind: "forbidden" };
  // Publishing again keeps the first date: "published on" means when it became public.
  const publishedAt = published ? (row.publishedAt ?? new Date()) : null;
  const { count } = await db.uploadedResult.updateMany({ where: { id }, data: { publishedAt } });
  return count === 1 ? { kind: "done", publishedAt: publishedAt?.toISOString() ?? null } : { kind: "not_found" };
}

/** Whether the viewer owns this result (for its page's publish control). */
export async function resultOwnedBy(db: Db, id: string, viewer: UploadViewer): Promise<boolean> {
  if (viewer.ownerTokens.length === 0 || !isResultId(id)) return false;
  const row = await db.uploadedResult.findUnique({ where: { id }, select: { ownerTokenHash: true } });
  return row !== null && viewerOwns(viewer, row.ownerTokenHash);
}
