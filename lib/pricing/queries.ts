/**
 * The GetProducts queries a refresh sends: per requested region, only the product
 * families the model prices (facts file section 1), so a refresh pulls hundreds of
 * records, not AmazonEC2's millions of instance prices.
 */
import type { ServiceCode } from "./mapping-table";

export interface PriceQueryFilter {
  Type: "TERM_MATCH";
  Field: string;
  Value: string;
}

export interface PriceQuery {
  service: ServiceCode;
  region: string;
  /** Short name for progress and error messages ("Storage", "Windows"). */
  label: string;
  filters: PriceQueryFilter[];
}

export const PRICED_SERVICES: readonly ServiceCode[] = [
  "AmazonEFS",
  "AmazonEC2",
  "AmazonFSx",
  "AmazonS3",
  // S3 Glacier Deep Archive's storage, PUT, restore and retrieval prices are a separate offer.
  "AmazonS3GlacierDeepArchive",
  "AWSBackup",
  "AWSDataTransfer",
  "AWSDataSync",
];

type QueryShape = { label: string; filters: Record<string, string> };

/**
 * The attribute a query names the region by: regionCode, except AWSDataTransfer, whose
 * records name both ends of a transfer (fromRegionCode, toRegionCode) and no regionCode.
 */
const REGION_FIELD: Partial<Record<ServiceCode, string>> = { AWSDataTransfer: "fromRegionCode" };

/** Filters besides regionCode, per service: one query per family or file system type. */
export const QUERY_SHAPES: Readonly<Record<ServiceCode, readonly QueryShape[]>> = {
  // EFS publishes few products per region: take them all and let the table choose.
  AmazonEFS: [{ label: "all", filters: {} }],
  // EBS lives in AmazonEC2 beside millions of instance prices: only its four families.
  AmazonEC2: [
    { label: "Storage", filters: { productFamily: "Storage" } },
    { label: "System Operation", filters: { productFamily: "System Operation" } },
    { label: "Provisioned Throughput", filters: { productFamily: "Provisioned Throughput" } },
    { label: "Storage Snapshot", filters: { productFamily: "Storage Snapshot" } },
    // Instance prices: only plain Linux, shared tenancy, On-Demand ("Used") products, about
    // a thousand per region, of which the table takes the catalog's types.
    {
      label: "Linux instances",
      filters: {
        productFamily: "Compute Instance",
        operatingSystem: "Linux",
        tenancy: "Shared",
        preInstalledSw: "NA",
        capacitystatus: "Used",
        licenseModel: "No License required",
      },
    },
  ],
  AmazonFSx: [
    { label: "Lustre", filters: { fileSystemType: "Lustre" } },
    { label: "Windows", filters: { fileSystemType: "Windows" } },
    { label: "ONTAP", filters: { fileSystemType: "ONTAP" } },
    { label: "OpenZFS", filters: { fileSystemType: "OpenZFS" } },
  ],
  // Every storage class since the 2026 catalog. No family filter: many real S3 products have no
  // productFamily (Intelligent-Tiering monitoring, Glacier requests and retrieval, S3 Files reads and
  // writes), so a filter on it would drop them; a region's S3 offer is a few hundred products.
  AmazonS3: [{ label: "all", filters: {} }],
  AmazonS3GlacierDeepArchive: [{ label: "all", filters: {} }],
  // EFS backup storage is billed by AWS Backup (efs.backup.* keys); its record shape is
  // unconfirmed, so no filter narrower than the region is assumed.
  AWSBackup: [{ label: "all", filters: {} }],
  // Only the transfers that stay in the Region (between its Availability Zones), not the
  // thousands of Region-to-Region and outbound lines.
  AWSDataTransfer: [{ label: "IntraRegion", filters: { transferType: "IntraRegion" } }],
  AWSDataSync: [{ label: "all", filters: {} }],
};

export function buildQueries(
  regions: readonly string[],
  services: readonly ServiceCode[] = PRICED_SERVICES,
): PriceQuery[] {
  const queries: PriceQuery[] = [];
  for (const service of services) {
    for (const region of regions) {
      for (const shape of QUERY_SHAPES[service]) {
        const filters: PriceQueryFilter[] = [
          { Type: "TERM_MATCH", Field: REGION_FIELD[service] ?? "regionCode", Value: region },
        ];
        for (const [Field, Value] of Object.entries(shape.filters)) filters.push({ Type: "TERM_MATCH", Field, Value });
        queries.push({ service, region, label: shape.label, filters });
      }
    }
  }
  return queries;
}
