import { mapEbsVolume } from "./map-ebs";
import { mapEfs } from "./map-efs";
import { mapFsxLustre } from "./map-fsx-lustre";
import { mapFsxOntap } from "./map-fsx-ontap";
import { mapFsxOpenZfs } from "./map-fsx-openzfs";
import { mapFsxWindows } from "./map-fsx-windows";
import { mapInstance } from "./map-instance";
import { mapS3Bucket, referencesBucket, S3_COMPANION_TYPES } from "./map-s3";
import type { ResourceMapper } from "./mapping";
import type { PlanResource } from "./plan";

/** One mapper per AWS resource type the review prices. */
export const MAPPERS: Readonly<Record<string, ResourceMapper>> = {
  aws_ebs_volume: mapEbsVolume,
  aws_instance: mapInstance,
  aws_efs_file_system: mapEfs,
  aws_fsx_lustre_file_system: mapFsxLustre,
  aws_fsx_windows_file_system: mapFsxWindows,
  aws_fsx_ontap_file_system: mapFsxOntap,
  aws_fsx_openzfs_file_system: mapFsxOpenZfs,
  aws_s3_bucket: mapS3Bucket,
};

export const REVIEWED_TYPES = Object.keys(MAPPERS);

/** Why a resource of another type is not reviewed: read with another resource, or not storage the catalog prices. */
export function notReviewedReason(resource: PlanResource, resources: readonly PlanResource[]): string {
  if ((S3_COMPANION_TYPES as readonly string[]).includes(resource.type)) {
    const bucket = resources.find((r) => r.type === "aws_s3_bucket" && referencesBucket(resource, r));
    return bucket ? `read with ${bucket.address}` : "names no aws_s3_bucket in this plan";
  }
  if (resource.type === "aws_fsx_ontap_volume" || resource.type === "aws_fsx_ontap_storage_virtual_machine")
    return "part of an FSx for ONTAP file system: priced with aws_fsx_ontap_file_system";
  if (resource.type === "aws_fsx_openzfs_volume")
    return "part of an FSx for OpenZFS file system: priced with aws_fsx_openzfs_file_system";
  return `not a storage resource the review prices (it reviews ${REVIEWED_TYPES.join(", ")})`;
}
