/**
 * Bulk inserts of a refresh's raw records and price items, inside the caller's
 * transaction. Each batch is ONE statement with ONE parameter: the rows as a JSON array
 * expanded by jsonb_to_recordset. Prisma's createMany on the same 20,000 records and
 * 21,000 items took about 25 s and 900 MB (every value a bind parameter, built in JS);
 * this takes about 2 s (bench/pricing-refresh-db.ts).
 *
 * The column lists mirror prisma/schema.prisma (PriceRecord, PriceItem): a schema change
 * to those models must be made here too; tests/integration/prices-refresh.test.ts reads
 * the rows back through Prisma. Prices travel as JSON strings and are cast by
 * PostgreSQL's numeric input, so they stay exact (no float on the way).
 */
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** Rows per statement: keeps each JSON parameter to a few MB. */
const BATCH_ROWS = 2_000;

export interface RecordRow {
  service: string;
  sku: string;
  raw: unknown;
}

export interface ItemRow {
  recordId: string | null; // bigint as text: JSON has no 64-bit integers
  priceKey: string | null;
  service: string;
  region: string;
  sku: string;
  productFamily: string | null;
  usageType: string | null;
  operation: string | null;
  attributes: Readonly<Record<string, string>>;
  unit: string;
  usd: string;
  tierBegin: string | null;
  tierEnd: string | null;
  /** ISO timestamp (UTC), or null. */
  effectiveDate: string | null;
  unconfirmed: boolean;
  source: string;
  asOf: string;
}

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) out.push(rows.slice(start, start + BATCH_ROWS));
  return out;
}

/** Inserts the records; returns their ids by "service\0sku". */
export async function insertRecords(tx: Tx, snapshotId: string, rows: readonly RecordRow[]): Promise<Map<string, bigint>> {
  const ids = new Map<string, bigint>();
  for (const batch of batches(rows)) {
    const inserted = await tx.$queryRaw<{ id: bigint; service: string; sku: string }[]>`
      INSERT INTO "PriceRecord" ("snapshotId", "service", "sku", "raw")
      SELECT ${snapshotId}, r.service, r.sku, r.raw
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(service text, sku text, raw jsonb)
      RETURNING "id", "service", "sku"`;
    for (const row of inserted) ids.set(`${row.service}\u0000${row.sku}`, row.id);
  }
  return ids;
}

export async function insertItems(tx: Tx, snapshotId: string, rows: readonly ItemRow[]): Promise<number> {
  let inserted = 0;
  for (const batch of batches(rows)) {
    inserted += await tx.$executeRaw`
      INSERT INTO "PriceItem" ("snapshotId", "recordId", "priceKey", "service", "region", "sku", "productFamily", "usageType", "operation",
        "attributes", "unit", "usd", "tierBegin", "tierEnd", "effectiveDate", "unconfirmed", "source", "asOf")
      SELECT ${snapshotId}, r."recordId", r."priceKey", r.service, r.region, r.sku, r."productFamily", r."usageType", r.operation,
        r.attributes, r.unit, r.usd, r."tierBegin", r."tierEnd", r."effectiveDate", r.unconfirmed, r.source, r."asOf"
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(
        "recordId" bigint, "priceKey" text, service text, region text, sku text, "productFamily" text, "usageType" text, operation text,
        attributes jsonb, unit text, usd numeric, "tierBegin" numeric, "tierEnd" numeric, "effectiveDate" timestamp(3),
        unconfirmed boolean, source text, "asOf" text)`;
  }
  return inserted;
}
