import { AppError } from "@/lib/errors/app-error";
import type { Db } from "@/server/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleTo, type UploadViewer } from "./upload-visibility";
import { SUMMARY_SELECT, summaryView, type ResultSummary } from "./result-summary";

/**
 * Recent uploads the viewer may see (published ones and its own), newest first, in pages. Keyset pagination on (createdAt, id): a page
 * stays right while uploads arrive, and the cost does not grow with the page number.
 * The cursor is opaque to clients (base64url of "<epoch ms>_<uuid>").
 */

export interface ResultPage {
  items: ResultSummary[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export class InvalidCursorError extends AppError {
  constructor() {
    super("invalid_request", "cursor is not one this API gave out; start again without it", "cursor");
    this.name = "InvalidCursorError";
  }
}

const CURSOR_PATTERN = /^(\d{1,15})_([0-9a-f-]{36})$/;

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.getTime()}_${id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match?.[1] || !match[2]) throw new InvalidCursorError();
  return { createdAt: new Date(Number(match[1])), id: match[2] };
}

export async function listResults(db: Db, query: { limit: number; cursor?: string | undefined }, viewer: UploadViewer): Promise<ResultPage> {
  let where: Prisma.UploadedResultWhereInput = visibleTo(viewer);
  if (query.cursor !== undefined) {
    const { createdAt, id } = decodeCursor(query.cursor);
    where = { AND: [where, { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] }] };
  }
  const rows = await db.uploadedResult.findMany({
    where,
    select: SUMMARY_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(summaryView),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
