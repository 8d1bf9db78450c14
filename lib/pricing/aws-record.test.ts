import { describe, expect, it } from "vitest";
import { capturedRecords, capturedResponse } from "@/tests/support/pricing-fixtures";
import { parsePriceListEntry } from "./aws-record";

describe("parsePriceListEntry", () => {
  const [entryText] = capturedResponse().PriceList;

  it("parses a real PriceList string and keeps the raw JSON beside the record", () => {
    const result = parsePriceListEntry(entryText);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entry.record.product.sku).toBe("3MKHN58N7RDDVGKJ");
    expect(result.entry.record.publicationDate).toBe("2018-08-08T00:57:01Z");
    // The raw JSON is what AWS sent, including fields the schema does not model.
    expect(result.entry.raw).toEqual(capturedRecords()[1]);
    const raw = result.entry.raw as { terms: { OnDemand: Record<string, { termAttributes: unknown }> } };
    expect(Object.values(raw.terms.OnDemand)[0]?.termAttributes).toEqual({});
  });

  it("accepts String objects, which is how the SDK hands PriceList elements over", () => {
    const boxed = new String(entryText);
    expect(typeof boxed).toBe("object");
    const result = parsePriceListEntry(boxed);
    expect(result.ok && result.entry.record.product.sku).toBe("3MKHN58N7RDDVGKJ");
  });

  it("reports invalid JSON, a wrong type and a wrong shape with a code and the path", () => {
    const path = ["AmazonEC2", "us-east-1", "Storage", 2, 7];
    const notJson = parsePriceListEntry("{not json", path);
    expect(notJson.ok ? null : notJson.issue).toMatchObject({ code: "invalid-json", path });
    const notString = parsePriceListEntry(42, path);
    expect(notString.ok ? null : notString.issue.code).toBe("not-a-string");
    const wrongShape = parsePriceListEntry(JSON.stringify({ product: { sku: "X" }, serviceCode: "AmazonEC2" }), path);
    expect(wrongShape.ok ? null : wrongShape.issue.code).toBe("invalid-record");
    expect(wrongShape.ok ? "" : wrongShape.issue.message).toMatch(/product\.attributes/);
  });

  it("rejects a price that is not a decimal string", () => {
    const record = structuredClone(capturedRecords()[0]) as {
      terms: { OnDemand: Record<string, { priceDimensions: Record<string, { pricePerUnit: { USD: unknown } }> }> };
    };
    for (const term of Object.values(record.terms.OnDemand)) {
      for (const dimension of Object.values(term.priceDimensions)) dimension.pricePerUnit.USD = 0.1047;
    }
    const result = parsePriceListEntry(JSON.stringify(record));
    expect(result.ok ? null : result.issue.code).toBe("invalid-record");
  });
});
