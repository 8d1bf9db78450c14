import { SOURCES } from "../common/sources";

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
export const ONTAP_MAX_SSD_IOPS: Record<OntapDeployment, number> = {
  singleAz1: 160_000,
  multiAz1: 160_000,
  singleAz2: 200_000,
  multiAz2: 200_000,
};
/** SSD storage: at least 1,024 GiB; at most 192 TiB (first generation) or 1 PiB (second, across HA pairs). Recalled. */
export const ONTAP_MIN_SSD_GIB = 1024;
export const ONTAP_MAX_SSD_GIB: Record<OntapDeployment, number> = {
  singleAz1: 196_608,
  multiAz1: 196_608,
  singleAz2: 1_048_576,
  multiAz2: 524_288,
};
export const ONTAP_PROTOCOLS = ["nfs", "smb", "iscsi"] as const;

export const OPENZFS_THROUGHPUT_MBPS = {
  singleAz1: [64, 128, 256, 512, 1024, 2048, 3072, 4096],
  singleAz2: [160, 320, 640, 1280, 2560, 3840, 5120, 7680, 10240],
  multiAz: [160, 320, 640, 1280, 2560, 3840, 5120, 7680, 10240],
} as const;
export type OpenZfsDeployment = keyof typeof OPENZFS_THROUGHPUT_MBPS;
export const OPENZFS_DEPLOYMENTS = Object.keys(OPENZFS_THROUGHPUT_MBPS) as OpenZfsDeployment[];
/** Largest SSD IOPS: Single-AZ 1 160,000; Single-AZ 2 and Multi-AZ 400,000 (recalled). */
export const OPENZFS_MAX_SSD_IOPS: Record<OpenZfsDeployment, number> = {
  singleAz1: 160_000,
  singleAz2: 400_000,
  multiAz: 400_000,
};
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

/**
 * A first-generation file server's performance at one throughput capacity, MB/s (10^6
 * bytes/s) and GB (10^9 bytes): network and disk baseline and burst (null: no burst), the
 * in-memory cache and (ONTAP Multi-AZ) the NVMe read cache, disk IOPS baseline and burst.
 */
export interface FileServerRow {
  networkBase: number;
  networkBurst: number | null;
  memoryGB: number;
  nvmeGB: number;
  diskBase: number;
  diskBurst: number | null;
  iopsBase: number;
  iopsBurst: number | null;
}

const serverRow = (
  networkBase: number,
  networkBurst: number | null,
  memoryGB: number,
  nvmeGB: number,
  diskBase: number,
  diskBurst: number | null,
  iopsBase: number,
  iopsBurst: number | null,
): FileServerRow => ({
  networkBase,
  networkBurst,
  memoryGB,
  nvmeGB,
  diskBase,
  diskBurst,
  iopsBase,
  iopsBurst,
});

/**
 * FSx for ONTAP, first generation: the "Impact of throughput capacity on performance"
 * table (FSx for ONTAP User Guide, performance; github.com/awsdocs/amazon-fsx-ontap-user-guide,
 * doc_source/performance.md @207b2dc, read 2026-11-28). The network baseline is above the
 * capacity (150 MBps at 128) and bursts to 1,250 MBps up to 512; the NVMe cache is Multi-AZ
 * only; "Your SSD IOPS are only used when you access data that is not cached". The same
 * page: "Multi-AZ file systems can scale up to 1 GB/s of write throughput, while Single-AZ
 * file systems can scale up to 750 MB/s" (reads up to 2 GB/s). 4,096 MBps and the second
 * generation are not in that version of the table: they keep network = disk = capacity.
 */
export const ONTAP_GEN1_PERFORMANCE: Readonly<Record<number, FileServerRow>> = {
  128: serverRow(150, 1250, 16, 150, 128, 600, 6000, 18_750),
  256: serverRow(300, 1250, 32, 300, 256, 600, 12_000, 18_750),
  512: serverRow(625, 1250, 32, 600, 512, 600, 18_750, null),
  1024: serverRow(1500, null, 64, 1200, 1024, null, 40_000, null),
  2048: serverRow(3125, null, 128, 2400, 2048, null, 80_000, null),
};
/** ONTAP first generation's write ceilings per file system, MB/s (same page). */
export const ONTAP_GEN1_MAX_WRITE_MBPS = { singleAz1: 750, multiAz1: 1000 } as const;

/**
 * FSx for OpenZFS, Single-AZ 1: "Data access from in-memory cache" (in-memory ARC cache,
 * network baseline and burst) and "Data access from disk" (disk throughput and IOPS,
 * baseline and burst) tables (FSx for OpenZFS User Guide, performance;
 * github.com/awsdocs/amazon-fsx-openzfs-user-guide, doc_source/performance.md @56a97b8, read
 * 2026-11-28). Cached reads are network I/O only: "the data is served directly from file
 * server memory to the requesting client". Single-AZ 2 and Multi-AZ are not in that version.
 */
export const OPENZFS_GEN1_PERFORMANCE: Readonly<Record<number, FileServerRow>> = {
  64: serverRow(200, 3200, 1.4, 0, 64, 1024, 2500, 40_000),
  128: serverRow(400, 3200, 2.8, 0, 128, 1024, 5000, 40_000),
  256: serverRow(800, 3200, 5.6, 0, 256, 1024, 10_000, 40_000),
  512: serverRow(1600, 3200, 11.2, 0, 512, 1024, 20_000, 40_000),
  1024: serverRow(3200, null, 22.4, 0, 1024, null, 40_000, null),
  2048: serverRow(6400, null, 44.8, 0, 2048, null, 80_000, null),
  3072: serverRow(9600, null, 67.2, 0, 3072, null, 120_000, null),
  4096: serverRow(12_800, null, 89.6, 0, 4096, null, 160_000, null),
};

export const FSX_SERVER_SOURCES = {
  ontap:
    "AWS FSx for ONTAP User Guide: storage capacity and IOPS (3 SSD IOPS per GiB, 160,000 automatic), performance (sub-ms SSD, tens of ms capacity pool), managing throughput capacity",
  openzfs:
    "AWS FSx for OpenZFS User Guide: performance (network I/O about 3x disk I/O from cache; NVMe cache on Single-AZ 2), Intelligent-Tiering performance (tens of ms from tiered storage, sub-ms from the SSD read cache)",
  lustreIt:
    "AWS FSx for Lustre User Guide: managing throughput capacity (Intelligent-Tiering 4,000 MBps steps up to 2,000,000 MBps), Intelligent-Tiering performance (tens of ms, SSD read cache)",
  ontapTable:
    "AWS FSx for ONTAP User Guide, performance, 'Impact of throughput capacity on performance' (first generation; awsdocs/amazon-fsx-ontap-user-guide doc_source/performance.md @207b2dc, read 2026-11-28): network baseline/burst, in-memory and NVMe cache, disk baseline/burst per throughput capacity",
  openzfsTable:
    "AWS FSx for OpenZFS User Guide, performance, 'Data access from in-memory cache' and 'Data access from disk' (Single-AZ 1; awsdocs/amazon-fsx-openzfs-user-guide doc_source/performance.md @56a97b8, read 2026-11-28)",
  recalled: `${SOURCES.assumption}: throughput-capacity lists, maximum SSD IOPS and SSD size ranges as recalled from the AWS user guides; not confirmed in a stored copy`,
} as const;
