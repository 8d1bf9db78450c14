import type { EbsVolumeType } from "../configured-option";
import { GIB_PER_TIB, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

/** EBS figures. Source: AWS EBS User Guide, volume types unless the comment says otherwise. */

export interface VolumeSizeRange {
  minGiB: number;
  maxGiB: number;
}

/** Volume sizes (AWS EBS User Guide, volume types; io2 Block Express up to 64 TiB; gp3 up to 64 TiB since September 2025). */
export const EBS_SIZE_GIB: Record<EbsVolumeType, VolumeSizeRange> = {
  gp3: { minGiB: 1, maxGiB: 65_536 },
  gp2: { minGiB: 1, maxGiB: 16_384 },
  io1: { minGiB: 4, maxGiB: 16_384 },
  io2: { minGiB: 4, maxGiB: 65_536 },
  st1: { minGiB: 125, maxGiB: 16_384 },
  sc1: { minGiB: 125, maxGiB: 16_384 },
};

/*
 * gp3: 3,000 IOPS and 125 MiB/s included (AWS EBS User Guide, volume types). AWS raised gp3's limits in
 * September 2025 from 16 TiB / 16,000 IOPS / 1,000 MiB/s to 64 TiB / 80,000 IOPS /
 * 2,000 MiB/s (SOURCES.awsEbsGp3Limits2025: EC2 API CreateVolume/ModifyVolume "Valid
 * Range: 125 - 2000 MiB/s"; AWS re:Invent 2025 STG320 "64 TiB and 80,000 IOPS"). The
 * ratios stay: 500 IOPS per GiB, 0.25 MiB/s per IOPS.
 */
export const GP3_INCLUDED_IOPS = 3000;
export const GP3_INCLUDED_MIBPS = 125;
export const GP3_MAX_IOPS = 80_000;
export const GP3_MAX_MIBPS = 2000;
/** The limits before September 2025, for saved configurations and the FACTS.md table. */
export const GP3_MAX_IOPS_BEFORE_2025 = 16_000;
export const GP3_MAX_MIBPS_BEFORE_2025 = 1000;
export const GP3_MAX_IOPS_PER_GIB = 500;
export const GP3_MAX_MIBPS_PER_IOPS = 0.25;

// gp2: baseline clamp(3 per GiB, 100, 16,000) IOPS; under 1 TiB bursts to 3,000 IOPS from 5.4M credits, full at start (AWS EBS User Guide, volume types).
export const GP2_IOPS_PER_GIB = 3;
export const GP2_MIN_IOPS = 100;
export const GP2_MAX_IOPS = 16_000;
export const GP2_BURST_IOPS = 3000;
export const GP2_CREDIT_CAPACITY_IOS = 5_400_000;
// gp2 throughput: 128 MiB/s up to 170 GiB, up to 250 MiB/s above 334 GiB (AWS EBS User Guide, volume types); between them we take 250 (AWS: while burst credits last).
export const GP2_SMALL_MIBPS = 128;
export const GP2_LARGE_MIBPS = 250;
export const GP2_SMALL_MAX_GIB = 170;

// io1: up to 64,000 IOPS (AWS EBS User Guide, volume types), 50 IOPS per GiB; up to 32,000 IOPS: 256 KiB per IOPS to 500 MiB/s, above: 16 KiB per IOPS to 1,000 MiB/s (AWS EBS User Guide, io1).
export const IO1_MIN_IOPS = 100;
export const IO1_MAX_IOPS = 64_000;
export const IO1_MAX_IOPS_PER_GIB = 50;
export const IO1_LOW_TIER_MAX_IOPS = 32_000;
export const IO1_LOW_TIER_MAX_MIBPS = 500;
export const IO1_HIGH_TIER_BYTES_PER_IOPS = 16 * KIB_BYTES;
export const IO1_MAX_MIBPS = 1000;
// io2: up to 256,000 IOPS on Nitro / Block Express (AWS EBS User Guide, volume types), 1,000 IOPS per GiB, 4,000 MiB/s (AWS EBS User Guide, io2 Block Express).
export const IO2_MIN_IOPS = 100;
export const IO2_MAX_IOPS = 256_000;
export const IO2_MAX_IOPS_PER_GIB = 1000;
export const IO2_MAX_MIBPS = 4000;
/** io2 above 32,000 IOPS needs Block Express on a Nitro instance (AWS EBS User Guide, volume types). */
export const IO2_NON_NITRO_MAX_IOPS = 32_000;
// io2 IOPS price tiers break at 32,000 and 64,000 IOPS (AWS EBS pricing page).
export const IO2_PRICE_TIER1_MAX_IOPS = 32_000;
export const IO2_PRICE_TIER2_MAX_IOPS = 64_000;
/** io1 and io2 volumes attach to up to 16 instances in one AZ with Multi-Attach (EFS options article). */
export const EBS_MULTI_ATTACH_MAX_INSTANCES = 16;

/**
 * Largest I/O an SSD volume processes as one IOPS; sequential I/O is merged up to it
 * (AWS Knowledge Center, optimal I/O size). The article's io2 writes, 748 MiB/s with
 * 3,000 IOPS, are exactly 3,000 x 256 KiB.
 */
export const EBS_SSD_MAX_IO_BYTES = 256 * KIB_BYTES;
/**
 * Smallest sequential SSD I/O EBS merges: "Amazon EBS merges smaller, sequential I/O
 * operations that are 32 KiB or over to form a single I/O of 256 KiB" (AWS Knowledge Center,
 * ebs-calculate-optimal-io-size, 2020-06-08); below it each I/O counts as one.
 */
export const EBS_SSD_MIN_MERGE_BYTES = 32 * KIB_BYTES;
/** st1 / sc1 count every I/O up to 1 MiB as 1 MiB (AWS EBS User Guide, volume types). */
export const EBS_HDD_IO_BYTES = MIB_BYTES;

export interface HddRates {
  baselineMiBpsPerTiB: number;
  burstMiBpsPerTiB: number;
  maxMiBps: number;
  /** Largest IOPS at 1 MiB I/O (AWS EBS User Guide, volume types). */
  maxIops: number;
}

// st1 baseline 40 / burst 250 / max 500 MiB/s; sc1 12 / 80 / 250 (AWS EBS User Guide, volume types).
export const ST1_RATES: HddRates = { baselineMiBpsPerTiB: 40, burstMiBpsPerTiB: 250, maxMiBps: 500, maxIops: 500 };
export const SC1_RATES: HddRates = { baselineMiBpsPerTiB: 12, burstMiBpsPerTiB: 80, maxMiBps: 250, maxIops: 250 };

/** Smallest volume whose burst rate (per TiB) reaches the volume's ceiling: 2,048 GiB for st1 (500 / 250 per TiB). */
export function hddFullBurstGiB(rates: HddRates): number {
  return Math.ceil((rates.maxMiBps / rates.burstMiBpsPerTiB) * GIB_PER_TIB);
}
/** HDD credit bucket: 1 TiB of credit per TiB of volume, refilled at the baseline rate (AWS EBS User Guide, volume types). */
export const HDD_CREDIT_BYTES_PER_TIB = TIB_BYTES;

/**
 * Read-ahead window of a Linux client reading a block device sequentially: 128 KiB, the
 * kernel default (read_ahead_kb). A single stream keeps about one window in flight, so it
 * runs at window / latency: the article's single-stream reads (io2 301, io1 280, st1 82 MiB/s)
 * fall short of the volumes' limits in the ratio that predicts.
 */
export const EBS_READ_AHEAD_BYTES = 128 * KIB_BYTES;

/** Block reads per file beyond its data (inode, directory block). Model assumption: 1. */
export const EBS_READ_METADATA_IOS_PER_FILE = 1;
