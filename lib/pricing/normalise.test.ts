import { describe, expect, it } from "vitest";
import { builtRecords, capturedRecords } from "@/tests/support/pricing-fixtures";
import { parsePriceListEntry, type ParsedPriceListEntry } from "./aws-record";
import { normaliseRecord, normaliseRecords } from "./normalise";

function entry(record: unknown): ParsedPriceListEntry {
  const result = parsePriceListEntry(JSON.stringify(record));
  if (!result.ok) throw new Error(result.issue.message);
  return result.entry;
}

describe("normaliseRecord", () => {
  const [gp3AfSouth, io1Singapore] = capturedRecords().map(entry);

  it("flattens a real record into a price item with an exact, canonical price", () => {
    const { items, issues } = normaliseRecord(gp3AfSouth!);
    expect(issues).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      service: "AmazonEC2",
      region: "af-south-1",
      sku: "XWCTMRRUJM7TGYST",
      productFamily: "Storage",
      usageType: "AFS1-EBS:VolumeUsage.gp3",
      operation: "",
      unit: "GB-Mo",
      usd: "0.1047",
      tierBeginRange: "0",
      tierEndRange: null,
      effectiveDate: "2024-07-01T00:00:00Z",
      publicationDate: "2024-07-05T01:34:54Z",
      rateCode: "XWCTMRRUJM7TGYST.JRTCKXETXF.6YS6EN2CT7",
    });
    expect(items[0]?.attributes["volumeApiName"]).toBe("gp3");
    expect(items[0]?.raw).toBe(gp3AfSouth!.raw);
  });

  it("finds the region from the location name when a record has no regionCode", () => {
    const { items } = normaliseRecord(io1Singapore!);
    expect(items[0]).toMatchObject({ region: "ap-southeast-1", usd: "0.138", usageType: "APS1-EBS:VolumeUsage.piops" });
  });

  it("takes an AWSDataTransfer record's region from the Region the transfer leaves, as the real record names it", () => {
    const transfer = structuredClone(
      builtRecords("us-east-2").find((r) => (r as { serviceCode: string }).serviceCode === "AWSDataTransfer"),
    ) as { product: { attributes: Record<string, string> } };
    // The real IntraRegion record (us-east-1 SKU PNUBVW4CPC8XA46W) names fromLocation and toLocation, not location.
    delete transfer.product.attributes["regionCode"];
    delete transfer.product.attributes["location"];
    expect(normaliseRecord(entry(transfer)).items[0]).toMatchObject({
      region: "us-east-2",
      usd: "0.01",
      usageType: "USE2-DataTransfer-Regional-Bytes",
    });
    delete transfer.product.attributes["fromRegionCode"];
    expect(normaliseRecord(entry(transfer)).items[0]?.region).toBe("us-east-2");
  });

  it("reports a record whose region cannot be known", () => {
    const record = structuredClone(capturedRecords()[1]) as { product: { attributes: Record<string, string> } };
    record.product.attributes["location"] = "Moon (Tranquility Base)";
    const { items, issues } = normaliseRecord(entry(record), ["AmazonEC2", 3]);
    expect(items).toEqual([]);
    expect(issues).toEqual([expect.objectContaining({ code: "unknown-region", path: ["AmazonEC2", 3] })]);
  });

  it("keeps every tier of a tiered price; choosing one is the mapping's job", () => {
    const s3Storage = builtRecords("us-east-1")
      .map(entry)
      .find((e) => e.record.serviceCode === "AmazonS3" && e.record.product.productFamily === "Storage");
    const { items } = normaliseRecord(s3Storage!);
    expect(items.map((i) => [i.tierBeginRange, i.tierEndRange, i.usd])).toEqual([
      ["0", "51200", "0.023"],
      ["51200", "512000", "0.022"],
      ["512000", null, "0.021"],
    ]);
  });

  it("keeps sub-cent request prices exact", () => {
    const { items } = normaliseRecords(builtRecords("us-east-2").map(entry));
    const tier2 = items.find((i) => i.attributes["group"] === "S3-API-Tier2");
    expect(tier2?.usd).toBe("0.0000004");
    const magneticIo = items.find((i) => i.usageType === "USE2-EBS:VolumeIOUsage");
    expect(magneticIo?.usd).toBe("0.00000005");
  });

  it("reports a dimension without a USD price instead of inventing one", () => {
    const record = structuredClone(capturedRecords()[0]) as {
      terms: {
        OnDemand: Record<string, { priceDimensions: Record<string, { pricePerUnit: Record<string, string> }> }>;
      };
    };
    for (const term of Object.values(record.terms.OnDemand)) {
      for (const dimension of Object.values(term.priceDimensions)) dimension.pricePerUnit = { CNY: "0.7000000000" };
    }
    const { items, issues } = normaliseRecord(entry(record));
    expect(items).toEqual([]);
    expect(issues.map((i) => i.code)).toEqual(["no-usd-price"]);
  });
});
