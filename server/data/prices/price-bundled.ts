import type { Db } from "@/server/db/client";
import { BUNDLED_SNAPSHOT, bundledMissingKeys, bundledPriceEntries } from "@/lib/pricing/bundled";

const BUNDLED_LOAD_TIMEOUT_MS = 30_000;

/**
 * Loads the bundled price snapshot once. It is never replaced in place: a changed
 * bundled file ships with a new id, so older share links keep their prices.
 */
export async function ensureBundledSnapshot(db: Db): Promise<{ id: string; created: boolean }> {
  const snapshot = BUNDLED_SNAPSHOT;
  const existing = await db.priceSnapshot.findUnique({ where: { id: snapshot.id }, select: { id: true } });
  if (existing) return { id: snapshot.id, created: false };
  const entries = bundledPriceEntries(snapshot);
  await db.$transaction(async (tx) => {
    await tx.priceSnapshot.create({
      data: {
        id: snapshot.id,
        source: "bundled",
        regions: snapshot.regions,
        asOf: snapshot.asOf,
        status: "complete",
        counts: { items: entries.length },
        missingKeys: bundledMissingKeys(snapshot),
        unmapped: {},
        note: snapshot.description,
      },
    });
    await tx.priceItem.createMany({
      data: entries.map((e) => ({
        snapshotId: snapshot.id,
        priceKey: e.key,
        service: e.key.split(".")[0] ?? "unknown",
        region: e.region,
        sku: `bundled:${e.key}`,
        attributes: {},
        unit: e.unit,
        usd: e.usd,
        unconfirmed: e.unconfirmed,
        source: e.source,
        asOf: e.asOf,
      })),
    });
    // About 240 rows since the 2026 catalog: Prisma's 5 s default is too tight on a busy machine.
  }, { timeout: BUNDLED_LOAD_TIMEOUT_MS });
  return { id: snapshot.id, created: true };
}
