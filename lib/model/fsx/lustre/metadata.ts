/**
 * FSx for Lustre Persistent 2 (SSD) metadata IOPS in Automatic mode, the default for SSD
 * file systems, and what one buys. FSx for Lustre User Guide, Performance, "File system
 * metadata performance" (docs.aws.amazon.com/fsx/latest/LustreGuide/performance.html, text
 * read 2026-11-24 as mirrored in github.com/c2hans/aws-docs
 * docs/fsx/latest/LustreGuide/performance.md @0cf8728): "In Automatic mode, Amazon FSx
 * automatically provisions metadata IOPS based on the storage capacity of your file system":
 * 1200 GiB 1500; 2400 GiB 3000; 4800-9600 GiB 6000; 12000-45600 GiB 12000; >= 48000 GiB
 * "12000 IOPS per 24000 GiB". And per provisioned metadata IOPS: "File Create, Open and
 * Close: 2" operations per second ("File Delete: 1", "Directory Create, Rename: 0.1").
 *
 * Not modelled: User-provisioned metadata IOPS (AWS bills those above the Automatic figure;
 * no price is in the bundled price lists), Intelligent-Tiering (6,000 or 12,000, always
 * user-provisioned), and Persistent 1, Scratch and HDD file systems, whose metadata
 * performance AWS gives no figure for.
 */

/** Automatic-mode metadata IOPS from this capacity up (GiB -> IOPS), below 48,000 GiB. */
export const LUSTRE_P2_AUTOMATIC_METADATA_IOPS: readonly { fromGiB: number; iops: number }[] = [
  { fromGiB: 0, iops: 1500 },
  { fromGiB: 2400, iops: 3000 },
  { fromGiB: 4800, iops: 6000 },
  { fromGiB: 12000, iops: 12000 },
];
/** From 48,000 GiB: 12,000 metadata IOPS per whole 24,000 GiB. */
export const LUSTRE_P2_LARGE_FROM_GIB = 48000;
export const LUSTRE_P2_METADATA_IOPS_PER_STEP = 12000;
export const LUSTRE_P2_METADATA_STEP_GIB = 24000;
/** "File Create, Open and Close": operations per second per metadata IOPS. */
export const LUSTRE_FILE_OPS_PER_METADATA_IOPS = 2;
/** A file copied is created (or opened) and closed: two such operations. */
export const LUSTRE_FILE_OPS_PER_FILE = 2;

/** Automatic-mode metadata IOPS of a Persistent 2 SSD file system of this capacity. */
export function lustreP2AutomaticMetadataIops(capacityGiB: number): number {
  if (capacityGiB >= LUSTRE_P2_LARGE_FROM_GIB)
    return Math.floor(capacityGiB / LUSTRE_P2_METADATA_STEP_GIB) * LUSTRE_P2_METADATA_IOPS_PER_STEP;
  let iops = LUSTRE_P2_AUTOMATIC_METADATA_IOPS[0]!.iops;
  for (const row of LUSTRE_P2_AUTOMATIC_METADATA_IOPS) if (capacityGiB >= row.fromGiB) iops = row.iops;
  return iops;
}

/** Files a second the metadata servers let through: each file opens (or creates) and closes once. */
export function lustreP2FilesPerSecond(capacityGiB: number): number {
  return (lustreP2AutomaticMetadataIops(capacityGiB) * LUSTRE_FILE_OPS_PER_METADATA_IOPS) / LUSTRE_FILE_OPS_PER_FILE;
}
