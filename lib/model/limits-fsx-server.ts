import { SOURCES } from "./sources";

/**
 * FSx for NetApp ONTAP, FSx for OpenZFS and the Intelligent-Tiering storage classes of
 * OpenZFS and Lustre: file servers whose speed is set by a provisioned throughput
 * capacity, in front of SSD (with IOPS) or an elastic tiered store.
 *
 * Confirmed (AWS user guides, read 2026-11-24 through the search corpus):
 * - ONTAP: 3 SSD IOPS per GiB provisioned automatically, up to 160,000 SSD IOPS per file
 *   system, more provisioned on request (ONTAPGuide, storage-capacity-and-IOPS);
 *   "sub-millisecond" latency on SSD, "tens of milliseconds" on the capacity pool
 *   (ONTAPGuide, performance); NFS, SMB and iSCSI (ONTAP overview); 4 GBps of throughput
 *   capacity needs at least 5,120 GiB SSD and 160,000 SSD IOPS (managing throughput capacity).
 * - OpenZFS: 3 SSD IOPS per GiB included (pricing page); network I/O served "about three
 *   times faster than disk I/O" from the caches (OpenZFSGuide, performance); Single-AZ 2
 *   adds an NVMe read cache; Intelligent-Tiering: "tens of milliseconds" first byte from
 *   the tiered storage, sub-millisecond from the SSD read cache (performance-intelligent-tiering).
 * - Lustre Intelligent-Tiering: throughput capacity 4,000 MBps or increments of 4,000 MBps
 *   up to 2,000,000 MBps (LustreGuide, managing throughput capacity); tens of milliseconds
 *   from the tiered storage, an optional SSD read cache.
 * Recalled, not confirmed in a stored copy (flagged in limits): the throughput-capacity
 * lists below, the maximum SSD IOPS per deployment, the SSD size ranges.
 */

export const FSX_SSD_INCLUDED_IOPS_PER_GIB = 3;
export const ONTAP_MAX_AUTOMATIC_SSD_IOPS = 160_000;

/** Throughput capacities, MB/s (10^6 bytes/s) as AWS sells them. */
export const ONTAP_THROUGHPUT_MBPS = {
  singleAz1: [128, 256, 512, 1024, 2048, 4096],
  multiAz1: [128, 256, 512, 1024, 2048, 4096],
  /** Per HA pair; Single-AZ 2 scales out to 12 HA pairs. */
  singleAz2: [1536, 3072, 6144],
  multiAz2: [384, 768, 1536, 3072, 6144],
} as const;
export type OntapDeployment = keyof typeof ONTAP_THROUGHPUT_MBPS;
export const ONTAP_DEPLOYMENTS = Object.keys(ONTAP_THROUGHPUT_MBPS) as OntapDeployment[];
export const ONTAP_MAX_HA_PAIRS = 12;

/**
 * Largest SSD IOPS at the top throughput capacity of each generation (per HA pair for
 * Single-AZ 2): first generation 160,000, second generation 200,000 (recalled). Smaller
 * capacities get the same share of it as of the top capacity (model assumption).
 */
export const ONTAP_MAX_SSD_IOPS: Record<OntapDeployment, number> = { singleAz1: 160_000, multiAz1: 160_000, singleAz2: 200_000, multiAz2: 200_000 };
/** SSD storage: at least 1,024 GiB; at most 192 TiB (first generation) or 1 PiB (second, across HA pairs). Recalled. */
export const ONTAP_MIN_SSD_GIB = 1024;
export const ONTAP_MAX_SSD_GIB: Record<OntapDeployment, number> = { singleAz1: 196_608, multiAz1: 196_608, singleAz2: 1_048_576, multiAz2: 524_288 };
export const ONTAP_PROTOCOLS = ["nfs", "smb", "iscsi"] as const;

export const OPENZFS_THROUGHPUT_MBPS = {
  singleAz1: [64, 128, 256, 512, 1024, 2048, 3072, 4096],
  singleAz2: [160, 320, 640, 1280, 2560, 3840, 5120, 7680, 10240],
  multiAz: [160, 320, 640, 1280, 2560, 3840, 5120, 7680, 10240],
} as const;
export type OpenZfsDeployment = keyof typeof OPENZFS_THROUGHPUT_MBPS;
export const OPENZFS_DEPLOYMENTS = Object.keys(OPENZFS_THROUGHPUT_MBPS) as OpenZfsDeployment[];
/** Largest SSD IOPS: Single-AZ 1 160,000; Single-AZ 2 and Multi-AZ 400,000 (recalled). */
export const OPENZFS_MAX_SSD_IOPS: Record<OpenZfsDeployment, number> = { singleAz1: 160_000, singleAz2: 400_000, multiAz: 400_000 };
export const OPENZFS_MIN_SSD_GIB = 64;
export const OPENZFS_MAX_SSD_GIB = 524_288;
/** Network I/O about three times disk I/O for cached data (OpenZFSGuide, performance). */
export const OPENZFS_NETWORK_TO_DISK_RATIO = 3;
/** Intelligent-Tiering file systems: the Single-AZ 2 / Multi-AZ capacities (recalled). */
export const OPENZFS_IT_THROUGHPUT_MBPS = OPENZFS_THROUGHPUT_MBPS.multiAz;

export const LUSTRE_IT_THROUGHPUT_STEP_MBPS = 4000;
export const LUSTRE_IT_MAX_THROUGHPUT_MBPS = 2_000_000;

/** "Sub-millisecond" SSD latency (ONTAP and OpenZFS guides): we take 0.5 ms. Model assumption within the documented bound. */
export const FSX_SSD_REQUEST_LATENCY_SECONDS = 0.0005;
/** "Tens of milliseconds" from the ONTAP capacity pool and Intelligent-Tiering storage: we take 20 ms. Model assumption within the documented range. */
export const FSX_TIERED_REQUEST_LATENCY_SECONDS = 0.02;
/** Days without access after which Intelligent-Tiering moves data to Infrequent (30) and Archive (90) Access (FSx user guides). */
export const FSX_IT_INFREQUENT_AFTER_DAYS = 30;
export const FSX_IT_ARCHIVE_AFTER_DAYS = 90;
/** Bytes per request to the tiered storage or capacity pool: we bill one request per MiB moved (model assumption). */
export const FSX_TIERED_REQUEST_BYTES = 1024 * 1024;

export const FSX_SERVER_SOURCES = {
  ontap: "AWS FSx for ONTAP User Guide: storage capacity and IOPS (3 SSD IOPS per GiB, 160,000 automatic), performance (sub-ms SSD, tens of ms capacity pool), managing throughput capacity",
  openzfs: "AWS FSx for OpenZFS User Guide: performance (network I/O about 3x disk I/O from cache; NVMe cache on Single-AZ 2), Intelligent-Tiering performance (tens of ms from tiered storage, sub-ms from the SSD read cache)",
  lustreIt: "AWS FSx for Lustre User Guide: managing throughput capacity (Intelligent-Tiering 4,000 MBps steps up to 2,000,000 MBps), Intelligent-Tiering performance (tens of ms, SSD read cache)",
  recalled: `${SOURCES.assumption}: throughput-capacity lists, maximum SSD IOPS and SSD size ranges as recalled from the AWS user guides; not confirmed in a stored copy`,
} as const;
