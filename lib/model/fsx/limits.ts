import { MB_BYTES, TIB_BYTES } from "@/lib/units";

/**
 * FSx figures for both families: the Lustre per-TiB table and the Windows table by
 * throughput capacity (FSx for Lustre and FSx for Windows User Guides, performance), plus the burst-bucket assumptions they share.
 */

export interface LustreRates {
  /** Network throughput, MB/s per TiB: baseline and burst. */
  networkBase: number;
  networkBurst: number;
  /** With the SSD read cache (HDD only): network baseline and burst, MB/s per TiB. */
  cachedNetworkBase?: number;
  cachedNetworkBurst?: number;
  /** Disk throughput, MB/s per TiB: baseline and burst, by direction. */
  diskReadBase: number;
  diskWriteBase: number;
  diskReadBurst: number;
  diskWriteBurst: number;
}

/** FSx for Lustre User Guide, performance: the throughput table (MB/s per TiB of storage). */
export const LUSTRE_SCRATCH2_RATES: LustreRates = {
  networkBase: 200,
  networkBurst: 1300,
  diskReadBase: 200,
  diskWriteBase: 100,
  diskReadBurst: 200,
  diskWriteBurst: 100,
};

const p1 = (disk: number, networkBase: number): LustreRates => ({
  networkBase,
  networkBurst: 1300,
  diskReadBase: disk,
  diskWriteBase: disk,
  diskReadBurst: Math.max(disk, 240),
  diskWriteBurst: Math.max(disk, 240),
});
/** Persistent-1 50 / 100 / 200: network 250 / 750 / 750 baseline, 1,300 burst; disk tier, burst 240 (FSx User Guide, performance). */
export const LUSTRE_PERSISTENT1_RATES: Record<50 | 100 | 200, LustreRates> = {
  50: p1(50, 250),
  100: p1(100, 750),
  200: p1(200, 750),
};

const p2 = (disk: number, diskBurst: number, networkBase: number, networkBurst: number): LustreRates => ({
  networkBase,
  networkBurst,
  diskReadBase: disk,
  diskWriteBase: disk,
  diskReadBurst: diskBurst,
  diskWriteBurst: diskBurst,
});
/** Persistent-2: 125 / 250 network 320 / 640 burst 1,300, disk burst 500; 500 / 1000 network 1,300 / 2,600, no burst (FSx User Guide, performance). */
export const LUSTRE_PERSISTENT2_RATES: Record<125 | 250 | 500 | 1000, LustreRates> = {
  125: p2(125, 500, 320, 1300),
  250: p2(250, 500, 640, 1300),
  500: p2(500, 500, 1300, 1300),
  1000: p2(1000, 1000, 2600, 2600),
};

/** HDD 12 / 40 (SSD cache 20% of HDD), network with and without cache, disk burst by direction (FSx User Guide, performance). */
export const LUSTRE_HDD_RATES: Record<12 | 40, LustreRates> = {
  12: {
    networkBase: 40,
    networkBurst: 375,
    cachedNetworkBase: 200,
    cachedNetworkBurst: 1900,
    diskReadBase: 12,
    diskWriteBase: 12,
    diskReadBurst: 80,
    diskWriteBurst: 50,
  },
  40: {
    networkBase: 150,
    networkBurst: 1300,
    cachedNetworkBase: 750,
    cachedNetworkBurst: 6500,
    diskReadBase: 40,
    diskWriteBase: 40,
    diskReadBurst: 250,
    diskWriteBurst: 150,
  },
};
/** The SSD read cache of an HDD file system is 20% of its HDD storage (FSx User Guide, performance). */
export const LUSTRE_SSD_CACHE_FRACTION = 0.2;

// Storage capacity steps (AWS FSx API CreateFileSystem StorageCapacity).
export const LUSTRE_SSD_CAPACITY_FIRST_STEPS_GIB = [1200, 2400] as const;
export const LUSTRE_SSD_CAPACITY_STEP_GIB = 2400;
export const LUSTRE_HDD_CAPACITY_STEP_GIB: Record<12 | 40, number> = { 12: 6000, 40: 1800 };

/**
 * How long a full FSx burst bucket lasts at full burst: disk about 30 minutes, network a
 * few minutes (AWS FSx for Windows File Server User Guide, performance, "about 30 minutes a day" / "a few minutes a day";
 * AWS FSx for Windows User Guide, performance, throughput-capacity table headings "Burst (for
 * 30 mins a day)" / "Burst (for a few minutes a day)", 2022-10-04 text; the 2020 text gives
 * no duration). Unconfirmed: we read "a few" as 5. A 5-minute bucket holds 170 GB above a
 * 32 MB/s baseline; the FSx Windows article (2020) wrote at 287.5 MB/s for more than 15
 * minutes (at least 230 GB above it), under the older text (windowsNetworkBurstSecondsOn
 * below). AWS publishes no bucket size for Lustre; we assume the same.
 */
export const FSX_DISK_BURST_SECONDS = 30 * 60;
export const FSX_NETWORK_BURST_SECONDS = 5 * 60;

/**
 * FSx for Windows' network burst, by the user guide in force when a measurement was made
 * (github.com/awsdocs/amazon-fsx-windows-user-guide, doc_source/performance.md history):
 * - 2018-12-19 to 2019-09-10: "burst credits that provide at least 30 minutes of bursting
 *   each day" (one throughput burst; network and disk were not yet told apart).
 * - 2020-03-10 to 2022-03-08: "a network I/O credit mechanism ... file systems accrue
 *   credits when their throughput and IOPS usage is below their baseline limits", with no
 *   duration: the last stated one (30 minutes) stands.
 * - from 2022-10-04: the table heads network burst "for a few minutes a day"
 *   (FSX_NETWORK_BURST_SECONDS).
 * Before 2022-10-04 the model therefore gives the network the disk's 30 minutes. The FSx
 * Windows article (2020) agrees: 287.5 MB/s for more than 15 minutes on a 32 MB/s file
 * system, "much longer" before it fell to baseline. Unconfirmed: no AWS page says whether
 * the service changed in 2022 or only its description did.
 */
export const FSX_WINDOWS_FEW_MINUTES_TEXT_DATE = "2022-10-04";
export const FSX_WINDOWS_NETWORK_BURST_CONFIRMED = false;

/** Seconds a full FSx for Windows network bucket lasts at full burst, for a measurement date (YYYY[-MM[-DD]]). */
export function windowsNetworkBurstSecondsOn(measuredOn: string | undefined): number {
  return measuredOn !== undefined && measuredOn < FSX_WINDOWS_FEW_MINUTES_TEXT_DATE
    ? FSX_DISK_BURST_SECONDS
    : FSX_NETWORK_BURST_SECONDS;
}

export interface WindowsCapacityRow {
  throughputCapacityMBps: number;
  /** Network throughput, MB/s: baseline and burst. */
  networkBase: number;
  networkBurst: number;
  /** Memory for caching, GB (10^9 bytes). */
  cacheGB: number;
  /** Disk throughput, MB/s: baseline and burst. */
  diskBase: number;
  diskBurst: number;
  /** Disk IOPS: baseline and burst. */
  diskIopsBase: number;
  diskIopsBurst: number;
}

/**
 * FSx for Windows by throughput capacity (MB/s): the FSx for Windows User Guide's performance table for 32-2,048; the 8 and 16
 * rows come from the FSx Windows article's Table 1 (disk IOPS scaled like the 32 row).
 */
export const WINDOWS_CAPACITY_ROWS: readonly WindowsCapacityRow[] = [
  {
    throughputCapacityMBps: 8,
    networkBase: 8,
    networkBurst: 600,
    cacheGB: 0.5,
    diskBase: 8,
    diskBurst: 260,
    diskIopsBase: 500,
    diskIopsBurst: 12_000,
  },
  {
    throughputCapacityMBps: 16,
    networkBase: 16,
    networkBurst: 600,
    cacheGB: 1,
    diskBase: 16,
    diskBurst: 260,
    diskIopsBase: 1000,
    diskIopsBurst: 12_000,
  },
  {
    throughputCapacityMBps: 32,
    networkBase: 32,
    networkBurst: 600,
    cacheGB: 4,
    diskBase: 32,
    diskBurst: 260,
    diskIopsBase: 2000,
    diskIopsBurst: 12_000,
  },
  {
    throughputCapacityMBps: 64,
    networkBase: 64,
    networkBurst: 600,
    cacheGB: 8,
    diskBase: 64,
    diskBurst: 350,
    diskIopsBase: 4000,
    diskIopsBurst: 16_000,
  },
  {
    throughputCapacityMBps: 128,
    networkBase: 150,
    networkBurst: 1250,
    cacheGB: 8,
    diskBase: 128,
    diskBurst: 600,
    diskIopsBase: 6000,
    diskIopsBurst: 20_000,
  },
  {
    throughputCapacityMBps: 256,
    networkBase: 300,
    networkBurst: 1250,
    cacheGB: 16,
    diskBase: 256,
    diskBurst: 600,
    diskIopsBase: 10_000,
    diskIopsBurst: 20_000,
  },
  {
    throughputCapacityMBps: 512,
    networkBase: 600,
    networkBurst: 1250,
    cacheGB: 32,
    diskBase: 512,
    diskBurst: 512,
    diskIopsBase: 20_000,
    diskIopsBurst: 20_000,
  },
  {
    throughputCapacityMBps: 1024,
    networkBase: 1500,
    networkBurst: 1500,
    cacheGB: 72,
    diskBase: 1024,
    diskBurst: 1024,
    diskIopsBase: 40_000,
    diskIopsBurst: 40_000,
  },
  {
    throughputCapacityMBps: 2048,
    networkBase: 3125,
    networkBurst: 3125,
    cacheGB: 144,
    diskBase: 2048,
    diskBurst: 2048,
    diskIopsBase: 80_000,
    diskIopsBurst: 80_000,
  },
];

export const WINDOWS_THROUGHPUT_CAPACITIES_MBPS = WINDOWS_CAPACITY_ROWS.map((row) => row.throughputCapacityMBps);

// Storage limits on disk throughput: SSD 750 MB/s and 3,000 IOPS per TiB; HDD 12 baseline / 80 burst MB/s per TiB, max 1 GB/s (FSx User Guide, performance).
export const WINDOWS_SSD_DISK_MBPS_PER_TIB = 750;
export const WINDOWS_SSD_IOPS_PER_TIB = 3000;
export const WINDOWS_HDD_DISK_BASE_MBPS_PER_TIB = 12;
export const WINDOWS_HDD_DISK_BURST_MBPS_PER_TIB = 80;
export const WINDOWS_HDD_DISK_MAX_MBPS = 1000;

/**
 * HDD storage volumes burst on their own credit bucket, separate from the file server's:
 * "Volume size determines the baseline throughput of your volume, which is the rate at which
 * the volume accumulates throughput credits [...] For a 1-TiB HDD volume, burst throughput is
 * limited to 80 MiB/s, the bucket fills with credits at 12 MiB/s, and it can hold up to
 * 1 TiB-worth of credits." Source: AWS FSx for Windows File Server User Guide, "FSx for
 * Windows File Server performance", section "Impact of storage capacity on performance"
 * (docs.aws.amazon.com/fsx/latest/WindowsGuide/performance.html; text as archived in
 * github.com/awsdocs/amazon-fsx-windows-user-guide doc_source/performance.md, 2022-10-04).
 * So the bucket holds 1 TiB of credit per TiB of storage and fills at the storage baseline
 * above. Unconfirmed: that paragraph says MiB/s where the table and the worked example
 * (2 TiB: 24 baseline / 160 burst MBps) say MB/s; we keep the table's MB/s.
 */
export const WINDOWS_HDD_CREDIT_BYTES_PER_TIB = TIB_BYTES;

// Storage capacity: SSD 32-65,536 GiB, HDD 2,000-65,536 GiB (AWS FSx API; the FSx Windows article says the same).
export const WINDOWS_SSD_MIN_GIB = 32;
export const WINDOWS_HDD_MIN_GIB = 2000;
export const WINDOWS_MAX_GIB = 65_536;

export function mbpsToBytes(mbPerSecond: number): number {
  return mbPerSecond * MB_BYTES;
}
