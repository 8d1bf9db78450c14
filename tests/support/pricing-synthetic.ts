/**
 * Many Price List records for load tests: copies of the built fixture records (real
 * shape, both regions, every queried family) with fresh SKUs and rate codes. Nine
 * rounds of copies in ten get a usage type no mapping row knows, like the many SKUs a live refresh brings
 * that the model does not price; the rest repeat a priced line at the same price.
 */
import { builtRecords } from "./pricing-fixtures";

interface MutableRecord {
  product: { sku: string; attributes: Record<string, string> };
  terms: { OnDemand: Record<string, { sku: string; priceDimensions: Record<string, { rateCode: string }> }> };
}

/** One round of copies in ten keeps its usage types (and so maps to keys). */
const MAPPED_EVERY = 10;

function syntheticSku(n: number): string {
  return `SYN${n.toString(36).toUpperCase().padStart(13, "0")}`;
}

/** `count` records as JSON strings, as the API sends them. */
export function syntheticRecordTexts(count: number): string[] {
  const templates = builtRecords().map((record) => JSON.stringify(record));
  const texts: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const template = templates[n % templates.length];
    if (template === undefined) break;
    const record = JSON.parse(template) as MutableRecord;
    const sku = syntheticSku(n);
    const attributes = record.product.attributes;
    const round = Math.floor(n / templates.length);
    if (round % MAPPED_EVERY !== 0) attributes["usagetype"] = `${attributes["usagetype"] ?? ""}.synthetic${n}`;
    record.product.sku = sku;
    const terms = Object.values(record.terms.OnDemand);
    record.terms.OnDemand = {};
    for (const term of terms) {
      const dimensions = Object.values(term.priceDimensions);
      term.sku = sku;
      term.priceDimensions = {};
      dimensions.forEach((dimension, i) => {
        dimension.rateCode = `${sku}.JRTCKXETXF.SYN${i}`;
        term.priceDimensions[dimension.rateCode] = dimension;
      });
      record.terms.OnDemand[`${sku}.JRTCKXETXF`] = term;
    }
    texts.push(JSON.stringify(record));
  }
  return texts;
}
