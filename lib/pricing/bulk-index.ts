/**
 * The public AWS Price List bulk files (no credentials): an offer index names every
 * service's region index, and a region index names one offer file per region. Layout
 * (AWS Price List "bulk API" documentation, "Finding prices in the price list files"):
 *
 *   /offers/v1.0/aws/index.json                        offers.<code>.currentRegionIndexUrl
 *   /offers/v1.0/aws/<code>/current/region_index.json  regions.<region>.currentVersionUrl
 *   /offers/v1.0/aws/<code>/<version>/<region>/index.json   products, terms
 *
 * URLs in the indexes are paths; they are resolved against the endpoint the refresh
 * was pointed at (the public one or a mirror), keeping a mirror's path prefix.
 */
import { z } from "zod";
import { PricingError } from "./errors";
import type { ServiceCode } from "./mapping-table";
import { REGION_CODE_PATTERN } from "./regions";

/** The public bulk endpoint; reachable without an AWS account. */
export const DEFAULT_BULK_ENDPOINT = "https://pricing.us-east-1.amazonaws.com";
export const OFFER_INDEX_PATH = "/offers/v1.0/aws/index.json";

export const offerIndexSchema = z.object({
  formatVersion: z.string().optional(),
  publicationDate: z.string().optional(),
  offers: z.record(
    z.string(),
    z.object({
      offerCode: z.string().optional(),
      currentRegionIndexUrl: z.string().min(1).optional(),
    }),
  ),
});

export const regionIndexSchema = z.object({
  formatVersion: z.string().optional(),
  publicationDate: z.string().optional(),
  regions: z.record(
    z.string(),
    z.object({
      regionCode: z.string().optional(),
      currentVersionUrl: z.string().min(1),
    }),
  ),
});

export type OfferIndex = z.infer<typeof offerIndexSchema>;
export type RegionIndex = z.infer<typeof regionIndexSchema>;

/**
 * A URL from an index, made absolute. Absolute URLs are kept; paths are appended to
 * the endpoint (not resolved with `new URL`, which would drop a mirror's prefix).
 */
export function resolveBulkUrl(endpoint: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${endpoint.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`;
}

/**
 * Partitions other than the commercial one: GovCloud, China (its own price list) and
 * the isolated regions. A region index may list GovCloud beside the commercial regions.
 */
const NON_COMMERCIAL_PREFIXES = ["us-gov-", "cn-", "us-iso", "eu-isoe-"] as const;

export function isCommercialRegion(region: string): boolean {
  return REGION_CODE_PATTERN.test(region) && !NON_COMMERCIAL_PREFIXES.some((prefix) => region.startsWith(prefix));
}

/** One region offer file to read. */
export interface RegionOfferRef {
  service: ServiceCode;
  region: string;
  url: string;
}

export function parseOfferIndex(data: unknown, url: string): OfferIndex {
  const parsed = offerIndexSchema.safeParse(data);
  if (!parsed.success)
    throw new PricingError(
      "aws_invalid_response",
      `${url} is not a Price List offer index: ${parsed.error.issues[0]?.message ?? "bad shape"}`,
      ["offer-index"],
    );
  return parsed.data;
}

export function parseRegionIndex(data: unknown, service: ServiceCode, url: string): RegionIndex {
  const parsed = regionIndexSchema.safeParse(data);
  if (!parsed.success) {
    throw new PricingError(
      "aws_invalid_response",
      `${url} is not a Price List region index for ${service}: ${parsed.error.issues[0]?.message ?? "bad shape"}`,
      [service, "region-index"],
    );
  }
  return parsed.data;
}

/**
 * The offer files of the wanted regions ("all": every commercial region any service
 * lists). A service that has no file for a region is simply not offered there (FSx is
 * not in every region): the keys it would price are reported missing, not failed.
 */
export function planRegionOffers(
  endpoint: string,
  regionIndexes: ReadonlyMap<ServiceCode, RegionIndex>,
  wanted: readonly string[] | "all",
): { regions: string[]; offers: RegionOfferRef[]; notServed: string[] } {
  const listed = new Set<string>();
  for (const index of regionIndexes.values()) for (const region of Object.keys(index.regions)) listed.add(region);
  const regions = wanted === "all" ? [...listed].filter(isCommercialRegion).sort() : [...wanted];
  const notServed = regions.filter((region) => !listed.has(region));
  const offers: RegionOfferRef[] = [];
  for (const region of regions) {
    for (const [service, index] of regionIndexes) {
      const entry = index.regions[region];
      if (entry) offers.push({ service, region, url: resolveBulkUrl(endpoint, entry.currentVersionUrl) });
    }
  }
  return { regions: regions.filter((region) => listed.has(region)), offers, notServed };
}
