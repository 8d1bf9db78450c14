/**
 * Loads the Price List fixtures of fixtures/pricing/ (see its README for which records
 * were captured and which were built).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const PRICING_FIXTURES_DIR = fileURLToPath(new URL("../../fixtures/pricing/", import.meta.url));

/** The regions the built records cover (the bundled snapshot's regions). */
export const BUILT_REGIONS = ["us-east-1", "us-east-2"] as const;

export function readPricingFixture(name: string): unknown {
  return JSON.parse(readFileSync(`${PRICING_FIXTURES_DIR}${name}`, "utf8")) as unknown;
}

/** Built records (parsed objects) of one region, or of every built region. */
export function builtRecords(region?: (typeof BUILT_REGIONS)[number]): unknown[] {
  const regions = region ? [region] : BUILT_REGIONS;
  return regions.flatMap((r) => readPricingFixture(`built/${r}.json`) as unknown[]);
}

/** The captured real records, parsed: gp3 in af-south-1 (2024) and io1 in ap-southeast-1 (2018). */
export function capturedRecords(): unknown[] {
  return [
    readPricingFixture("cloudcost-exporter_product_AFS1_gp3.json"),
    readPricingFixture("awscli_example_product_APS1_io1_parsed.json"),
  ];
}

/** The captured real GetProducts response (PriceList holds JSON strings). */
export function capturedResponse(): { FormatVersion: string; NextToken: string; PriceList: string[] } {
  return readPricingFixture("awscli_example_get-products_response_APS1_io1.json") as {
    FormatVersion: string;
    NextToken: string;
    PriceList: string[];
  };
}

/** The real record files of fixtures/pricing/real (sources.json names where each was copied from). */
export const REAL_RECORD_FILES = [
  "real/maxops_s3_products_us-east-1.json",
  "real/maxops_s3gda_products_us-east-1.json",
];

/**
 * Every real AWS Price List record the fixtures hold, parsed: the us-east-1 AmazonS3 and
 * AmazonS3GlacierDeepArchive records of fixtures/pricing/real, and the three single records
 * beside this folder's README (gp3 and a c5ad capacity reservation in af-south-1, io1 in
 * ap-southeast-1).
 */
export function realRecords(): unknown[] {
  return [
    ...REAL_RECORD_FILES.flatMap((file) => readPricingFixture(file) as unknown[]),
    ...capturedRecords(),
    readPricingFixture("cloudcost-exporter_product_AFS1_c5ad.2xlarge_unused-reservation.json"),
  ];
}
