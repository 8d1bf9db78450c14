/**
 * Region codes for records that carry only a `location` name. Records published since
 * about 2020 carry a `regionCode` attribute (the af-south-1 gp3 sample in
 * fixtures/pricing/ does); older ones, like the 2018 ap-southeast-1 io1 sample, only
 * name the location. The table covers the commercial regions' display names as the
 * Price List spells them; an unknown name is reported, never guessed.
 */
/**
 * The Region every page, the API and the CLI use unless told otherwise: US East (N.
 * Virginia), AWS's first Region and the one whose bundled prices are most fully confirmed
 * against AWS's records. One constant, so /compare and the advisor open in the same Region
 * (they did not: presets opened in us-east-2, where the EFS options article measured).
 */
export const DEFAULT_REGION = "us-east-1";

export const LOCATION_TO_REGION: Readonly<Record<string, string>> = {
  "US East (N. Virginia)": "us-east-1",
  "US East (Ohio)": "us-east-2",
  "US West (N. California)": "us-west-1",
  "US West (Oregon)": "us-west-2",
  "Africa (Cape Town)": "af-south-1",
  "Asia Pacific (Hong Kong)": "ap-east-1",
  "Asia Pacific (Mumbai)": "ap-south-1",
  "Asia Pacific (Hyderabad)": "ap-south-2",
  "Asia Pacific (Tokyo)": "ap-northeast-1",
  "Asia Pacific (Seoul)": "ap-northeast-2",
  "Asia Pacific (Osaka)": "ap-northeast-3",
  "Asia Pacific (Singapore)": "ap-southeast-1",
  "Asia Pacific (Sydney)": "ap-southeast-2",
  "Asia Pacific (Jakarta)": "ap-southeast-3",
  "Asia Pacific (Melbourne)": "ap-southeast-4",
  "Canada (Central)": "ca-central-1",
  "EU (Frankfurt)": "eu-central-1",
  "EU (Zurich)": "eu-central-2",
  "EU (Ireland)": "eu-west-1",
  "EU (London)": "eu-west-2",
  "EU (Paris)": "eu-west-3",
  "EU (Milan)": "eu-south-1",
  "EU (Spain)": "eu-south-2",
  "EU (Stockholm)": "eu-north-1",
  "Middle East (Bahrain)": "me-south-1",
  "Middle East (UAE)": "me-central-1",
  "South America (Sao Paulo)": "sa-east-1",
  "AWS GovCloud (US-East)": "us-gov-east-1",
  "AWS GovCloud (US-West)": "us-gov-west-1",
};

/** Lower-case letters, digits and dashes, as AWS region codes are spelt ("us-east-2"). */
export const REGION_CODE_PATTERN = /^[a-z]{2}(-[a-z0-9]+)+-\d+$/;

export function regionOfAttributes(attributes: Readonly<Record<string, string>>): string | null {
  const code = attributes["regionCode"];
  if (code !== undefined && code !== "") return code;
  const location = attributes["location"];
  if (location !== undefined) return LOCATION_TO_REGION[location] ?? null;
  // AWSDataTransfer records name both ends instead (fromRegionCode/fromLocation, to...): a
  // transfer is billed in the Region it leaves, as the offer's per-Region files group them.
  const from = attributes["fromRegionCode"];
  if (from !== undefined && from !== "") return from;
  const fromLocation = attributes["fromLocation"];
  return fromLocation === undefined ? null : (LOCATION_TO_REGION[fromLocation] ?? null);
}
