/**
 * A price key's value in one region over every complete snapshot that covers the
 * region, oldest first, in the key's unit (the same exact conversion as price books).
 */
import type { Db } from "@/server/db/client";
import { historySteps, type HistoryPoint, type HistoryStep } from "@/lib/pricing/history";
import type { PriceKey } from "@/lib/pricing/price-keys";
import { COMPLETE, ENTRY_SELECT, toEntry } from "./price-snapshots";

export async function priceHistory(db: Db, key: PriceKey, region: string): Promise<HistoryStep[]> {
  const snapshots = await db.priceSnapshot.findMany({
    where: { status: COMPLETE, regions: { has: region } },
    orderBy: [{ fetchedAt: "asc" }, { id: "asc" }],
    select: { id: true, source: true, fetchedAt: true, asOf: true },
  });
  const rows = await db.priceItem.findMany({
    where: { priceKey: key, region, snapshotId: { in: snapshots.map((s) => s.id) } },
    select: { ...ENTRY_SELECT, snapshotId: true },
  });
  const bySnapshot = new Map(rows.map((row) => [row.snapshotId, toEntry(row)]));
  const points: HistoryPoint[] = snapshots.map((s) => {
    const entry = bySnapshot.get(s.id) ?? null;
    return { snapshotId: s.id, source: s.source, fetchedAt: s.fetchedAt, asOf: entry?.asOf ?? s.asOf, usd: entry?.usd ?? null, unconfirmed: entry?.unconfirmed ?? false };
  });
  return historySteps(points);
}
