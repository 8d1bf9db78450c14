/**
 * The regions the bulk-file stub can serve, with the location names the Price List
 * uses and their billing codes (usage type prefixes). Billing codes: AWS's "Understanding
 * your AWS billing and usage reports for Amazon S3" (region abbreviations list), read
 * 2026-11; locations: lib/pricing/regions.ts.
 */
import type { RegionInfo } from "@/fixtures/pricing/build-records";
import { LOCATION_TO_REGION } from "@/lib/pricing/regions";

const BILLING_CODES: Readonly<Record<string, string>> = {
  "us-east-1": "USE1",
  "us-east-2": "USE2",
  "us-west-1": "USW1",
  "us-west-2": "USW2",
  "af-south-1": "AFS1",
  "ap-east-1": "APE1",
  "ap-south-1": "APS3",
  "ap-south-2": "APS5",
  "ap-northeast-1": "APN1",
  "ap-northeast-2": "APN2",
  "ap-northeast-3": "APN3",
  "ap-southeast-1": "APS1",
  "ap-southeast-2": "APS2",
  "ap-southeast-3": "APS4",
  "ap-southeast-4": "APS6",
  "ca-central-1": "CAN1",
  "eu-central-1": "EUC1",
  "eu-central-2": "EUC2",
  "eu-west-1": "EU",
  "eu-west-2": "EUW2",
  "eu-west-3": "EUW3",
  "eu-south-1": "EUS1",
  "eu-south-2": "EUS2",
  "eu-north-1": "EUN1",
  "me-south-1": "MES1",
  "me-central-1": "MEC1",
  "sa-east-1": "SAE1",
  "us-gov-east-1": "UGE1",
  "us-gov-west-1": "UGW1",
};

const LOCATIONS = Object.fromEntries(Object.entries(LOCATION_TO_REGION).map(([location, code]) => [code, location]));

export function regionInfo(code: string): RegionInfo {
  const location = LOCATIONS[code];
  const billingCode = BILLING_CODES[code];
  if (location === undefined || billingCode === undefined) throw new Error(`no location or billing code for ${code}`);
  return { code, location, billingCode };
}

/** Every region the table knows, GovCloud included (a refresh of "all" must skip it). */
export const STUB_REGION_CODES: readonly string[] = Object.keys(BILLING_CODES);
