/**
 * The EC2 instance rows of the mapping table on a real AmazonEC2 Compute Instance record:
 * grafana/cloudcost-exporter @ 68b7680f9119bfe40be12f5f545195979da8faeb,
 * pkg/aws/ec2/pricing_map_test.go (a GetProducts entry in a Go test, published 2024-05-08):
 * c5ad.2xlarge in af-south-1, Linux, shared tenancy, capacitystatus
 * "UnusedCapacityReservation", $0.468 per hour (fixtures/pricing/README.md).
 */
import { describe, expect, it } from "vitest";
import { readPricingFixture } from "@/tests/support/pricing-fixtures";
import { parsePriceListEntry } from "./aws-record";
import { readRegionOffer } from "./bulk-offer";
import { buildPriceBooks, matchingRows } from "./mapping";
import { instanceOnDemandRow } from "./mapping-table";
import { normaliseRecords, type PriceItem } from "./normalise";

function itemOf(record: unknown): PriceItem {
  const parsed = parsePriceListEntry(JSON.stringify(record));
  if (!parsed.ok) throw new Error(parsed.issue.message);
  const { items, issues } = normaliseRecords([parsed.entry]);
  expect(issues).toEqual([]);
  expect(items).toHaveLength(1);
  return items[0]!;
}

const real = itemOf(readPricingFixture("cloudcost-exporter_product_AFS1_c5ad.2xlarge_unused-reservation.json"));

/** The same record as AWS publishes its On-Demand product beside it: capacity "Used", usage type BoxUsage. */
function onDemand(base: PriceItem, changes: Record<string, string> = {}): PriceItem {
  const type = changes["instanceType"] ?? base.attributes["instanceType"]!;
  const usageType = `AFS1-BoxUsage:${type}`;
  return {
    ...base,
    usageType,
    attributes: { ...base.attributes, capacitystatus: "Used", usagetype: usageType, ...changes },
  };
}

describe("EC2 instance rows on a real Compute Instance record", () => {
  it("reads the record: af-south-1, Linux, shared, per hour, $0.468", () => {
    expect(real).toMatchObject({
      service: "AmazonEC2",
      productFamily: "Compute Instance",
      region: "af-south-1",
      unit: "Hrs",
      usd: "0.468",
      usageType: "AFS1-UnusedBox:c5ad.2xlarge",
    });
  });

  it("does not take an unused capacity reservation for the On-Demand price", () => {
    expect(matchingRows(real, [instanceOnDemandRow("c5ad.2xlarge")])).toEqual([]);
  });

  it("prices the On-Demand product of a catalog type in the record's region, per instance-hour", () => {
    // The record's figures under a catalog type (c5ad has no price key): what a refresh stores.
    const built = buildPriceBooks([real, onDemand(real, { instanceType: "m5d.large" })], {
      snapshotId: "x",
      asOf: "2024-05-08",
    });
    expect(built.unmapped.byReason).toEqual({ "no-row": 1 });
    expect(built.books["af-south-1"]?.prices["ec2.ondemand.linux.m5d.large"]).toMatchObject({
      usd: "0.468",
      unit: "Hrs",
      unconfirmed: false,
      region: "af-south-1",
    });
    expect(built.books["af-south-1"]?.prices["ec2.ondemand.linux.m5d.large"]?.source).toMatch(/^AWS Price List API /);
  });

  it("maps a catalog type with the real table, and no other operating system, tenancy, software or licence", () => {
    const m5d = onDemand(real, { instanceType: "m5d.large" });
    expect(matchingRows(m5d).map((r) => r.key)).toEqual(["ec2.ondemand.linux.m5d.large"]);
    const others: Record<string, string>[] = [
      { operatingSystem: "Windows" },
      { operatingSystem: "RHEL" },
      { tenancy: "Dedicated" },
      { preInstalledSw: "SQL Std" },
      { licenseModel: "Bring your own license" },
      { operation: "RunInstances:0004" },
      { capacitystatus: "AllocatedCapacityReservation" },
    ];
    for (const change of others)
      expect(matchingRows(onDemand(real, { instanceType: "m5d.large", ...change })), JSON.stringify(change)).toEqual(
        [],
      );
    // Not in the catalog: no row at all.
    expect(matchingRows(onDemand(real))).toEqual([]);
  });
});

describe("reading an AmazonEC2 offer file", () => {
  it("keeps only the Compute Instance products a row prices", async () => {
    const record = readPricingFixture("cloudcost-exporter_product_AFS1_c5ad.2xlarge_unused-reservation.json") as {
      product: { sku: string; productFamily: string; attributes: Record<string, string> };
      terms: { OnDemand: Record<string, unknown> };
    };
    const product = (sku: string, changes: Record<string, string>) => ({
      ...record.product,
      sku,
      attributes: { ...record.product.attributes, ...changes },
    });
    const products = {
      [record.product.sku]: record.product,
      LINUXM5DLARGE000: product("LINUXM5DLARGE000", {
        instanceType: "m5d.large",
        capacitystatus: "Used",
        usagetype: "AFS1-BoxUsage:m5d.large",
      }),
      WINDOWSM5DLARGE0: product("WINDOWSM5DLARGE0", {
        instanceType: "m5d.large",
        capacitystatus: "Used",
        operatingSystem: "Windows",
        operation: "RunInstances:0002",
      }),
    };
    const onDemand = Object.fromEntries(
      Object.keys(products).map((sku) => [sku, { [`${sku}.JRTCKXETXF`]: { sku, priceDimensions: {} } }]),
    );
    const text = JSON.stringify({
      formatVersion: "v1.0",
      offerCode: "AmazonEC2",
      version: "20240508191027",
      publicationDate: "2024-05-08T19:10:27Z",
      products,
      terms: { OnDemand: onDemand },
    });
    async function* chunks() {
      yield new TextEncoder().encode(text);
    }
    const content = await readRegionOffer(chunks(), { service: "AmazonEC2" });
    expect(content.productsSeen).toBe(3);
    expect(content.records.map((r) => (r as { product: { sku: string } }).product.sku)).toEqual(["LINUXM5DLARGE000"]);
  });
});
