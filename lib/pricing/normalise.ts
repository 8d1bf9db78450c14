/**
 * Turns validated Price List records into flat price items: one per on-demand price
 * dimension (tier), keeping every dimension. Choosing which one a price key uses is
 * the mapping table's job (mapping.ts), not this file's.
 */
import { INFINITE_RANGE, type ParsedPriceListEntry } from "./aws-record";
import { normaliseDecimal } from "./decimal";
import type { PricingIssue, PricingPath } from "./errors";
import { regionOfAttributes } from "./regions";

export interface PriceItem {
  service: string;
  region: string;
  sku: string;
  productFamily: string;
  usageType: string;
  operation: string;
  attributes: Readonly<Record<string, string>>;
  /** The unit as AWS spells it ("GB-Mo", "GiBps-mo", "Requests"). */
  unit: string;
  /** Exact decimal string in canonical form ("0.0800000000" -> "0.08"). */
  usd: string;
  tierBeginRange: string;
  /** null for an open-ended ("Inf") tier. */
  tierEndRange: string | null;
  effectiveDate: string;
  publicationDate: string;
  description: string;
  rateCode: string;
  /** The whole parsed record this dimension came from (shared, not copied). */
  raw: unknown;
}

export interface NormaliseResult {
  items: PriceItem[];
  issues: PricingIssue[];
}

export function normaliseRecord({ record, raw }: ParsedPriceListEntry, path: PricingPath = []): NormaliseResult {
  const { product } = record;
  const attributes = product.attributes;
  const region = regionOfAttributes(attributes);
  if (region === null) {
    const location = attributes["location"] ?? "(none)";
    return {
      items: [],
      issues: [
        {
          code: "unknown-region",
          message: `SKU ${product.sku}: no regionCode and unknown location ${JSON.stringify(location)}`,
          path,
        },
      ],
    };
  }
  const onDemand = record.terms.OnDemand;
  if (onDemand === undefined || Object.keys(onDemand).length === 0) {
    return {
      items: [],
      issues: [{ code: "no-on-demand-terms", message: `SKU ${product.sku} has no on-demand terms`, path }],
    };
  }

  const items: PriceItem[] = [];
  const issues: PricingIssue[] = [];
  for (const term of Object.values(onDemand)) {
    for (const [dimensionKey, dimension] of Object.entries(term.priceDimensions)) {
      const rateCode = dimension.rateCode ?? dimensionKey;
      const usd = dimension.pricePerUnit["USD"];
      if (usd === undefined) {
        issues.push({ code: "no-usd-price", message: `rate ${rateCode} has no USD price`, path: [...path, rateCode] });
        continue;
      }
      items.push({
        service: record.serviceCode,
        region,
        sku: product.sku,
        productFamily: product.productFamily ?? "",
        usageType: attributes["usagetype"] ?? "",
        operation: attributes["operation"] ?? "",
        attributes,
        unit: dimension.unit,
        usd: normaliseDecimal(usd),
        tierBeginRange: normaliseDecimal(dimension.beginRange),
        tierEndRange: dimension.endRange === INFINITE_RANGE ? null : normaliseDecimal(dimension.endRange),
        effectiveDate: term.effectiveDate,
        publicationDate: record.publicationDate,
        description: dimension.description,
        rateCode,
        raw,
      });
    }
  }
  return { items, issues };
}

/** Normalise many records, collecting every item and every issue. */
export function normaliseRecords(entries: readonly ParsedPriceListEntry[]): NormaliseResult {
  const items: PriceItem[] = [];
  const issues: PricingIssue[] = [];
  entries.forEach((entry, index) => {
    const result = normaliseRecord(entry, [entry.record.serviceCode, index]);
    items.push(...result.items);
    issues.push(...result.issues);
  });
  return { items, issues };
}
