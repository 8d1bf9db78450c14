/**
 * Usage types carry a region prefix everywhere except us-east-1 ("USE2-EBS:VolumeUsage.gp3",
 * "APS1-...", "EU-..."; facts file section 1). Matching on the part after the prefix makes a
 * mapping row work in every region. Comparing that whole base (rather than "ends with")
 * keeps "TimedStorage-ByteHrs" from also matching "IATimedStorage-ByteHrs".
 */

/** Two to four capitals, optional digits, then a dash: "USE2-", "APS1-", "EU-", "UGW1-". */
const REGION_PREFIX = /^[A-Z]{2,4}\d*-/;

export function usageTypeBase(usageType: string): string {
  return usageType.replace(REGION_PREFIX, "");
}
