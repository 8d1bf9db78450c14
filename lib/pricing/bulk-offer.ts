/**
 * Streams one region offer file of the Price List bulk files and keeps only what the
 * model can price. A file is `{offerCode, version, publicationDate, products: {<sku>:
 * {sku, productFamily, attributes}}, terms: {OnDemand: {<sku>: {<sku>.<term>: ...}},
 * Reserved: {...}}}`; AmazonEC2's run to hundreds of MB per region, almost all of it
 * instances and their reserved terms. The streaming parser (@streamparser/json) hands
 * over one product or one SKU's terms at a time and drops it unless it is kept, so
 * memory holds the kept products and their on-demand terms, never the file.
 *
 * AWS writes products first, then terms.OnDemand, then terms.Reserved (the largest
 * part of an EC2 file). Reserved terms are not used, so reading stops at the first one:
 * the rest of the file is not downloaded (`bytes` counts what was read).
 *
 * Each kept product is joined with its on-demand terms into the shape of a GetProducts
 * entry (product, serviceCode, terms.OnDemand, version, publicationDate), so the bulk
 * and Query API paths share validation, normalising and mapping.
 */
import { JSONParser } from "@streamparser/json";
import { attributesPass } from "./mapping";
import { INSTANCE_PRODUCT_FAMILY, MAPPING_TABLE, type MappingRow, type ServiceCode } from "./mapping-table";

/**
 * The product families of a service worth keeping: those the mapping table names, or
 * every family when a row of the service names none (EFS, FSx backups). Kept products
 * the table then does not map are reported as unmapped, never dropped silently.
 */
export function keptFamilies(service: ServiceCode, table: readonly MappingRow[] = MAPPING_TABLE): Set<string> | null {
  const rows = table.filter((row) => row.service === service);
  if (rows.some((row) => row.productFamily === undefined)) return null;
  return new Set(rows.map((row) => row.productFamily as string));
}

/** The instance rows of the table, by the instance type they price. */
const INSTANCE_ROWS: ReadonlyMap<string, MappingRow> = new Map(
  MAPPING_TABLE.filter((row) => row.productFamily === INSTANCE_PRODUCT_FAMILY).map((row) => {
    const test = row.attributes?.["instanceType"];
    return [test !== undefined && "equals" in test ? test.equals : "", row];
  }),
);

/**
 * An EC2 region file lists hundreds of thousands of Compute Instance products (every
 * operating system, tenancy, licence and reservation state of every type); only those a
 * row prices are kept, so memory stays bounded and the rest are not reported one by one.
 */
function keepsInstanceProduct(attributes: Record<string, unknown> | undefined): boolean {
  const type = attributes?.["instanceType"];
  const row = typeof type === "string" ? INSTANCE_ROWS.get(type) : undefined;
  if (row === undefined || attributes === undefined) return false;
  const strings = Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return attributesPass(row, strings);
}

/**
 * EC2 region files also list Local Zone and Wavelength products under the parent
 * region's code; their prices differ from the region's, so only "AWS Region" products
 * (or records without the attribute) are kept.
 */
const REGION_LOCATION_TYPE = "AWS Region";

export interface RegionOfferContent {
  offerCode: string | null;
  version: string | null;
  publicationDate: string | null;
  /** Kept products joined with their on-demand terms, in GetProducts entry shape. */
  records: unknown[];
  productsSeen: number;
  productsKept: number;
  /** Products of a Local Zone or Wavelength Zone, skipped. */
  productsOtherLocation: number;
  bytes: number;
  /** Reading stopped at the reserved terms, before the end of the file. */
  stoppedEarly: boolean;
}

interface BulkProduct {
  sku?: unknown;
  productFamily?: unknown;
  attributes?: Record<string, unknown>;
}

export interface ReadRegionOfferOptions {
  service: ServiceCode;
  families?: Set<string> | null;
  /** Called after every chunk with the bytes read so far. */
  onBytes?: (bytes: number) => void;
  signal?: AbortSignal;
}

/** Reads a region offer file from its chunks; throws on malformed JSON. */
export async function readRegionOffer(
  chunks: AsyncIterable<Uint8Array>,
  options: ReadRegionOfferOptions,
): Promise<RegionOfferContent> {
  const families = options.families === undefined ? keptFamilies(options.service) : options.families;
  const kept = new Map<string, BulkProduct>();
  const onDemand = new Map<string, unknown>();
  // Terms seen before their product (not the order AWS writes, but valid JSON).
  const earlyTerms = new Map<string, unknown>();
  const content: RegionOfferContent = {
    offerCode: null,
    version: null,
    publicationDate: null,
    records: [],
    productsSeen: 0,
    productsKept: 0,
    productsOtherLocation: 0,
    bytes: 0,
    stoppedEarly: false,
  };

  const parser = new JSONParser({
    paths: ["$.offerCode", "$.version", "$.publicationDate", "$.products.*", "$.terms.*.*"],
    keepStack: false,
  });
  let failure: Error | null = null;
  parser.onError = (error: Error) => {
    failure ??= error;
  };
  parser.onValue = ({ value, key, stack }) => {
    const depth = stack.length;
    if (depth === 1) {
      if (typeof value !== "string") return;
      if (key === "offerCode") content.offerCode = value;
      else if (key === "version") content.version = value;
      else if (key === "publicationDate") content.publicationDate = value;
      return;
    }
    const section = stack[1]?.key;
    if (section === "products" && depth === 2) {
      content.productsSeen += 1;
      const product = value as BulkProduct;
      if (typeof product !== "object" || product === null || typeof product.sku !== "string") return;
      const family = typeof product.productFamily === "string" ? product.productFamily : "";
      if (families !== null && !families.has(family)) return;
      if (family === INSTANCE_PRODUCT_FAMILY && !keepsInstanceProduct(product.attributes)) return;
      const locationType = product.attributes?.["locationType"];
      if (locationType !== undefined && locationType !== REGION_LOCATION_TYPE) {
        content.productsOtherLocation += 1;
        return;
      }
      kept.set(product.sku, product);
      const early = earlyTerms.get(product.sku);
      if (early !== undefined) onDemand.set(product.sku, early);
      return;
    }
    if (section !== "terms" || depth !== 3 || typeof key !== "string") return;
    if (stack[2]?.key === "OnDemand") {
      if (kept.has(key)) onDemand.set(key, value);
      else if (content.productsSeen === 0) earlyTerms.set(key, value);
    } else if (content.productsSeen > 0 && onDemand.size > 0) {
      // Another term type after products and on-demand terms: nothing further is used.
      content.stoppedEarly = true;
    }
  };

  for await (const chunk of chunks) {
    if (options.signal?.aborted) throw new Error("aborted");
    parser.write(chunk);
    if (failure) throw failure;
    content.bytes += chunk.byteLength;
    options.onBytes?.(content.bytes);
    // Leaving the loop cancels the download.
    if (content.stoppedEarly) break;
  }
  if (!content.stoppedEarly && !parser.isEnded) parser.end();
  if (failure) throw failure;

  for (const [sku, product] of kept) {
    content.records.push({
      product,
      serviceCode: content.offerCode ?? options.service,
      terms: { OnDemand: onDemand.get(sku) ?? {} },
      version: content.version ?? "",
      publicationDate: content.publicationDate ?? "",
    });
  }
  content.productsKept = kept.size;
  return content;
}
