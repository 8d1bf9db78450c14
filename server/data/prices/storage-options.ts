import type { Db } from "@/server/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listCatalog, MODEL_VERSION } from "@/lib/model";

/**
 * Mirrors the model's catalog into StorageOption so datasets and uploads can reference
 * options by id. Rewritten only when the model version changes.
 */
export async function syncStorageOptions(db: Db): Promise<{ total: number; written: number }> {
  const catalog = listCatalog();
  const current = await db.storageOption.findMany({ select: { id: true, modelVersion: true } });
  const upToDate = new Set(current.filter((o) => o.modelVersion === MODEL_VERSION).map((o) => o.id));
  const stale = catalog.filter((option) => !upToDate.has(option.id));
  if (stale.length === 0) return { total: catalog.length, written: 0 };
  await db.$transaction(
    stale.map((option) => {
      const data = {
        family: option.family,
        label: option.label,
        shared: option.shared,
        durability: option.durability,
        definition: JSON.parse(JSON.stringify(option)) as Prisma.InputJsonValue,
        modelVersion: MODEL_VERSION,
      };
      return db.storageOption.upsert({ where: { id: option.id }, create: { id: option.id, ...data }, update: data });
    }),
  );
  return { total: catalog.length, written: stale.length };
}
