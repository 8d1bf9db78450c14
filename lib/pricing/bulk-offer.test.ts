import { describe, expect, it } from "vitest";
import { validatePriceListRecord } from "./aws-record";
import { keptFamilies, readRegionOffer } from "./bulk-offer";
import { normaliseRecord } from "./normalise";
import { builtRecords } from "@/tests/support/pricing-fixtures";

interface Built {
  product: { sku: string; productFamily: string; attributes: Record<string, string> };
  serviceCode: string;
  terms: { OnDemand: Record<string, unknown> };
}

/** A region offer file in AWS's layout from built records, plus an instance product with reserved terms. */
function offerFile(
  service: string,
  records: Built[],
  order: "products-first" | "terms-first" = "products-first",
): string {
  const instance = {
    sku: "INSTANCE0000001",
    productFamily: "Compute Instance",
    attributes: { instanceType: "m7i.large", locationType: "AWS Region" },
  };
  const products = Object.fromEntries([...records.map((r) => [r.product.sku, r.product]), [instance.sku, instance]]);
  const terms = {
    OnDemand: Object.fromEntries([
      ...records.map((r) => [r.product.sku, r.terms.OnDemand]),
      [instance.sku, { "INSTANCE0000001.JRTCKXETXF": {} }],
    ]),
    // Reserved terms are most of a real EC2 file: reading stops before them.
    Reserved: Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [
        `INSTANCE${i}`,
        { [`INSTANCE${i}.4NA7Y494T4`]: { offerTermCode: "4NA7Y494T4" } },
      ]),
    ),
  };
  const head = {
    formatVersion: "v1.0",
    disclaimer: "test",
    offerCode: service,
    version: "20240701000000",
    publicationDate: "2024-07-01T00:00:00Z",
  };
  return JSON.stringify(order === "products-first" ? { ...head, products, terms } : { ...head, terms, products });
}

async function* chunksOf(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const ebs = (builtRecords("us-east-1") as Built[]).filter((r) => r.serviceCode === "AmazonEC2");

describe("reading a region offer file", () => {
  it("keeps only the families the mapping table names, joined with their on-demand terms, in GetProducts shape", async () => {
    expect(keptFamilies("AmazonEC2")).toEqual(
      new Set(["Storage", "System Operation", "Provisioned Throughput", "Storage Snapshot", "Compute Instance"]),
    );
    expect(keptFamilies("AmazonEFS")).toBeNull();
    const text = offerFile("AmazonEC2", ebs);
    const content = await readRegionOffer(chunksOf(text, 97), { service: "AmazonEC2" });
    expect(content).toMatchObject({
      offerCode: "AmazonEC2",
      version: "20240701000000",
      productsSeen: ebs.length + 1,
      productsKept: ebs.length,
      stoppedEarly: true,
    });
    expect(content.bytes).toBeLessThan(Buffer.byteLength(text));
    for (const raw of content.records) {
      const parsed = validatePriceListRecord(raw);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(normaliseRecord(parsed.entry).items.length).toBeGreaterThan(0);
    }
    // The same prices as the GetProducts records they were built from.
    const bySku = new Map(ebs.map((r) => [r.product.sku, r.terms.OnDemand]));
    for (const raw of content.records as Built[]) expect(raw.terms.OnDemand).toEqual(bySku.get(raw.product.sku));
  });

  it("skips Local Zone products, which carry their parent region's code", async () => {
    const [first] = ebs;
    if (!first) throw new Error("no EBS fixture");
    const local = {
      ...first,
      product: {
        ...first.product,
        sku: "LOCALZONE000001",
        attributes: { ...first.product.attributes, locationType: "AWS Local Zone" },
      },
    };
    const content = await readRegionOffer(chunksOf(offerFile("AmazonEC2", [first, local]), 4096), {
      service: "AmazonEC2",
    });
    expect(content.productsOtherLocation).toBe(1);
    expect((content.records as Built[]).map((r) => r.product.sku)).toEqual([first.product.sku]);
  });

  it("reads a file whose terms come before its products", async () => {
    const content = await readRegionOffer(chunksOf(offerFile("AmazonEC2", ebs, "terms-first"), 1000), {
      service: "AmazonEC2",
    });
    expect(content.records).toHaveLength(ebs.length);
    expect((content.records as Built[]).every((r) => Object.keys(r.terms.OnDemand).length === 1)).toBe(true);
  });

  it("throws on a file cut among its products", async () => {
    const text = offerFile(
      "AmazonEFS",
      (builtRecords("us-east-1") as Built[]).filter((r) => r.serviceCode === "AmazonEFS"),
    );
    await expect(
      readRegionOffer(chunksOf(text.slice(0, text.indexOf('"terms"') - 40) + "}}", 500), { service: "AmazonEFS" }),
    ).rejects.toThrow();
  });
});
