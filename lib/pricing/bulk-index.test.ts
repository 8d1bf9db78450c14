import { describe, expect, it } from "vitest";
import { isCommercialRegion, parseOfferIndex, planRegionOffers, resolveBulkUrl, type RegionIndex } from "./bulk-index";
import type { ServiceCode } from "./mapping-table";

const regionIndex = (regions: string[], service: string): RegionIndex => ({
  regions: Object.fromEntries(
    regions.map((r) => [
      r,
      { regionCode: r, currentVersionUrl: `/offers/v1.0/aws/${service}/20240701000000/${r}/index.json` },
    ]),
  ),
});

describe("bulk index files", () => {
  it("resolves index paths against the endpoint, keeping a mirror's path prefix", () => {
    expect(resolveBulkUrl("https://pricing.us-east-1.amazonaws.com", "/offers/v1.0/aws/index.json")).toBe(
      "https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/index.json",
    );
    expect(
      resolveBulkUrl("https://mirror.example/aws-prices/", "/offers/v1.0/aws/AmazonEFS/current/region_index.json"),
    ).toBe("https://mirror.example/aws-prices/offers/v1.0/aws/AmazonEFS/current/region_index.json");
    expect(resolveBulkUrl("https://mirror.example", "http://other.example/x.json")).toBe("http://other.example/x.json");
  });

  it("counts only commercial regions as 'all'", () => {
    expect(["us-east-1", "eu-west-1", "ap-southeast-4", "me-central-1"].every(isCommercialRegion)).toBe(true);
    expect(["us-gov-west-1", "cn-north-1", "us-isob-east-1", "US East", "global"].some(isCommercialRegion)).toBe(false);
  });

  it("plans one file per service and region; a service absent from a region is not a failure", () => {
    const indexes = new Map<ServiceCode, RegionIndex>([
      ["AmazonEFS", regionIndex(["us-east-1", "eu-west-1", "us-gov-west-1"], "AmazonEFS")],
      ["AmazonFSx", regionIndex(["us-east-1"], "AmazonFSx")],
    ]);
    const all = planRegionOffers("http://stub", indexes, "all");
    expect(all.regions).toEqual(["eu-west-1", "us-east-1"]);
    expect(all.offers.map((o) => `${o.service}/${o.region}`)).toEqual([
      "AmazonEFS/eu-west-1",
      "AmazonEFS/us-east-1",
      "AmazonFSx/us-east-1",
    ]);
    expect(all.offers[0]?.url).toBe("http://stub/offers/v1.0/aws/AmazonEFS/20240701000000/eu-west-1/index.json");
    const listed = planRegionOffers("http://stub", indexes, ["us-east-1", "xx-nowhere-1"]);
    expect(listed.regions).toEqual(["us-east-1"]);
    expect(listed.notServed).toEqual(["xx-nowhere-1"]);
  });

  it("rejects an offer index of the wrong shape with a clear error", () => {
    expect(() => parseOfferIndex({ offers: "none" }, "http://stub/offers/v1.0/aws/index.json")).toThrow(
      /is not a Price List offer index/,
    );
  });
});
