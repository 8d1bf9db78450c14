import type { EbsConfig } from "../configured-option";
import {
  EBS_HDD_IO_BYTES,
  EBS_READ_AHEAD_BYTES,
  EBS_READ_METADATA_IOS_PER_FILE,
  EBS_SSD_MAX_IO_BYTES,
  EBS_SSD_MIN_MERGE_BYTES,
  GP2_BURST_IOPS,
  GP2_CREDIT_CAPACITY_IOS,
  GP2_IOPS_PER_GIB,
  GP2_LARGE_MIBPS,
  GP2_MAX_IOPS,
  GP2_MIN_IOPS,
  GP2_SMALL_MAX_GIB,
  GP2_SMALL_MIBPS,
  GP3_INCLUDED_MIBPS,
  HDD_CREDIT_BYTES_PER_TIB,
  IO1_HIGH_TIER_BYTES_PER_IOPS,
  IO1_LOW_TIER_MAX_IOPS,
  IO1_LOW_TIER_MAX_MIBPS,
  IO1_MAX_MIBPS,
  IO2_MAX_MIBPS,
  SC1_RATES,
  ST1_RATES,
} from "./limits";
import {
  gateOnInstance,
  INSTANCE_EBS_BUCKET_ID,
  INSTANCE_EBS_IOPS_BUCKET_ID,
  INSTANCE_NETWORK_BUCKET_ID,
} from "../client/instance-bursts";
import { perFileLabel, requestChainLimit, requestsPerFile, streamLimit } from "../client/flows";
import {
  bytesPerRun,
  parallelism,
  requestParallelism,
  type BucketSpec,
  type LimitSpec,
  type PerfEnv,
  type PerfModel,
} from "../engine/perf-types";
import { GIB_BYTES, MIB_BYTES, GIB_PER_TIB } from "@/lib/units";
import { formatBytes, formatCount, formatMilliseconds, formatRate } from "../common/message-format";
import type { Operation } from "../workload-schema";

export const GP2_BUCKET_ID = "gp2-io-credits";
export const HDD_BUCKET_ID = "hdd-throughput-credits";

export function gp2BaselineIops(capacityGiB: number): number {
  return Math.min(GP2_MAX_IOPS, Math.max(GP2_MIN_IOPS, GP2_IOPS_PER_GIB * capacityGiB));
}

/** Volume throughput cap in bytes/s for the SSD types. */
function ssdThroughput(cfg: EbsConfig): number {
  const iops = cfg.iops ?? 0;
  switch (cfg.volumeType) {
    case "gp3":
      return (cfg.throughputMiBps ?? GP3_INCLUDED_MIBPS) * MIB_BYTES;
    case "gp2":
      return (cfg.capacityGiB <= GP2_SMALL_MAX_GIB ? GP2_SMALL_MIBPS : GP2_LARGE_MIBPS) * MIB_BYTES;
    case "io1":
      return iops <= IO1_LOW_TIER_MAX_IOPS
        ? Math.min(iops * EBS_SSD_MAX_IO_BYTES, IO1_LOW_TIER_MAX_MIBPS * MIB_BYTES)
        : Math.min(iops * IO1_HIGH_TIER_BYTES_PER_IOPS, IO1_MAX_MIBPS * MIB_BYTES);
    case "io2":
      return Math.min(iops * EBS_SSD_MAX_IO_BYTES, IO2_MAX_MIBPS * MIB_BYTES);
    default:
      return Infinity;
  }
}

/** Volumes in the layout: per instance x instances. */
export function ebsVolumeCount(cfg: EbsConfig): number {
  return (cfg.volumesPerInstance ?? 1) * (cfg.instances ?? 1);
}

/** Every volume has its own bucket; under load they drain alike, so one bucket N times the size stands for them. */
function buckets(cfg: EbsConfig): BucketSpec[] {
  const n = ebsVolumeCount(cfg);
  return volumeBuckets(cfg).map((b) =>
    n === 1 ? b : { ...b, capacity: b.capacity * n, initial: b.initial * n, accrualPerSecond: b.accrualPerSecond * n },
  );
}

function volumeBuckets(cfg: EbsConfig): BucketSpec[] {
  if (cfg.volumeType === "gp2") {
    const baseline = gp2BaselineIops(cfg.capacityGiB);
    if (baseline >= GP2_BURST_IOPS) return [];
    return [
      {
        id: GP2_BUCKET_ID,
        label: "gp2 I/O credits",
        unit: "I/O credits",
        unitSize: 1,
        capacity: GP2_CREDIT_CAPACITY_IOS,
        initial: GP2_CREDIT_CAPACITY_IOS,
        accrualPerSecond: baseline,
        freeUsagePerSecond: 0,
      },
    ];
  }
  if (cfg.volumeType === "st1" || cfg.volumeType === "sc1") {
    const rates = cfg.volumeType === "st1" ? ST1_RATES : SC1_RATES;
    const capacity = (cfg.capacityGiB / GIB_PER_TIB) * HDD_CREDIT_BYTES_PER_TIB;
    return [
      {
        id: HDD_BUCKET_ID,
        label: `${cfg.volumeType} throughput credits`,
        unit: "GiB",
        unitSize: GIB_BYTES,
        capacity,
        // The st1 article's burst balance starts full and drains under load: volumes start with a full bucket.
        initial: capacity,
        accrualPerSecond:
          Math.min(rates.maxMiBps, (rates.baselineMiBpsPerTiB * cfg.capacityGiB) / GIB_PER_TIB) * MIB_BYTES,
        freeUsagePerSecond: 0,
      },
    ];
  }
  return [];
}

/** EBS: volume IOPS and throughput (burst buckets for gp2 and HDD), the instance's EBS caps, single-stream read-ahead. */
export function ebsPerf(cfg: EbsConfig, env: PerfEnv): PerfModel {
  const type = cfg.volumeType;
  const hdd = type === "st1" || type === "sc1";
  const maxIoBytes = hdd ? EBS_HDD_IO_BYTES : EBS_SSD_MAX_IO_BYTES;
  // A cluster layout has its own instances (each with its EBS link); otherwise the clients attach (Multi-Attach).
  const attached = (cfg.instances ?? 1) > 1 ? cfg.instances : env.clients;
  const volumes = ebsVolumeCount(cfg);
  const replication = cfg.replication ?? 1;

  function plan(op: Operation) {
    const read = op.direction === "read";
    // Written bytes go to every replica's volumes.
    const copies = read ? 1 : replication;
    const bytes = bytesPerRun(op) * copies;
    const parallel = parallelism(op, env.clients);
    const inFlight = requestParallelism(op, env.clients);
    const ioBytes = Math.min(op.ioSizeBytes, maxIoBytes);
    // Reads cannot merge across files; written data is merged by the page cache and the file
    // system, within each directory's run (directoryRuns).
    // Direct I/O reaches the volume at the application's request size, merged only as EBS merges.
    const direct = op.direct === true;
    const sequentialIoBytes = direct ? directSequentialIoBytes(op.ioSizeBytes, maxIoBytes, hdd) : maxIoBytes;
    let ios: number;
    let runs = 1;
    if (read) {
      const perFile =
        op.access === "sequential"
          ? requestsPerFile(op.fileSizeBytes, sequentialIoBytes)
          : requestsPerFile(op.fileSizeBytes, ioBytes);
      ios = op.fileCount * (perFile + EBS_READ_METADATA_IOS_PER_FILE);
    } else if (op.access === "sequential" && direct) {
      ios = op.fileCount * requestsPerFile(op.fileSizeBytes, sequentialIoBytes) * copies;
    } else if (op.access === "sequential") {
      runs = directoryRuns(op);
      ios = Math.ceil(bytes / maxIoBytes) + (runs - 1) * copies;
    } else {
      ios = op.fileCount * requestsPerFile(op.fileSizeBytes, ioBytes) * copies;
    }
    // JBOD keeps each file on one volume: sequential streams use at most one volume each.
    const busyVolumes =
      cfg.layout === "jbod" && op.access === "sequential" ? Math.min(volumes, parallel * copies) : volumes;
    const c = env.client;
    const limits: LimitSpec[] = [
      gateOnInstance(
        {
          label: `instance EBS bandwidth ${formatRate(c.ebsBandwidthBytesPerSecond)} (${c.instanceType})`,
          ratePerSecond: c.ebsBandwidthBytesPerSecond * attached,
          demand: bytes,
          shares: attached,
        },
        c.ebsBandwidthBytesPerSecond,
        c.ebsBaselineBytesPerSecond,
        attached,
        INSTANCE_EBS_BUCKET_ID,
        `instance EBS bandwidth (${c.instanceType})`,
      ),
      gateOnInstance(
        {
          label: `instance EBS IOPS ${formatCount(c.ebsIops)} (${c.instanceType})`,
          ratePerSecond: c.ebsIops * attached,
          demand: ios,
          shares: attached,
        },
        c.ebsIops,
        c.ebsBaselineIops,
        attached,
        INSTANCE_EBS_IOPS_BUCKET_ID,
        `instance EBS IOPS (${c.instanceType})`,
      ),
    ];
    const volume = volumeLimits(cfg, bytes, ios, runs > 1 ? directoryRunsNote(runs) : "");
    // JBOD: a stream alone uses one of the busy volumes; RAID 0 stripes it over all of them.
    const volumeShares = cfg.layout === "jbod" ? busyVolumes : 1;
    limits.push(
      ...volume.map((l) =>
        busyVolumes === 1
          ? l
          : {
              ...l,
              label: `${formatCount(busyVolumes)} x ${l.label}`,
              ratePerSecond: l.ratePerSecond * busyVolumes,
              shares: volumeShares,
            },
      ),
    );
    if (copies > 1 && attached > 1) {
      // Each copy beyond the first crosses the network to another instance.
      const c = env.client;
      limits.push(
        gateOnInstance(
          {
            label: `instance network ${formatRate(c.networkBytesPerSecond)} x ${formatCount(attached)} instances (replica traffic)`,
            ratePerSecond: c.networkBytesPerSecond * attached,
            demand: (bytes * (copies - 1)) / copies,
            shares: attached,
          },
          c.networkBytesPerSecond,
          c.networkBaselineBytesPerSecond,
          attached,
          INSTANCE_NETWORK_BUCKET_ID,
          `instance network (${c.instanceType}) x ${formatCount(attached)} instances`,
        ),
      );
    }
    const remoteShare = read && attached > 1 && (cfg.instances ?? 1) > 1 ? 1 - (cfg.localReadShare ?? 1) : 0;
    if (remoteShare > 0) limits.push(remoteReadLimit(env, attached, bytes * remoteShare, remoteShare));
    const stream = hdd ? env.latency.ebsHddStreamLatencySeconds : env.latency.ebsSsdStreamLatencySeconds;
    if (direct && stream > 0 && (op.access === "sequential" || !read)) {
      // Each direct request waits for the volume: one in flight per stream when sequential
      // (fio psync), `concurrency` when random. The volume's write latency is not published
      // apart from its read latency: the same figure stands in.
      const sequential = op.access === "sequential";
      const requests = sequential ? op.fileCount * requestsPerFile(op.fileSizeBytes, op.ioSizeBytes) : ios / copies;
      const noun = `direct ${read ? "reads" : "writes"} of ${formatBytes(op.ioSizeBytes)}`;
      limits.push(
        requestChainLimit(
          requests,
          sequential ? parallel : inFlight,
          stream,
          "per-request latency",
          op,
          env.clients,
          noun,
        ),
      );
    }
    // Direct sequential reads have no read-ahead: the per-request latency above holds them.
    if (read && !(direct && op.access === "sequential")) {
      if (op.access === "sequential") {
        // A file's first window is a synchronous wait, however small the file: a stream pays
        // at least one latency per file, so its demand is counted in whole windows.
        const windows = op.fileCount * requestsPerFile(op.fileSizeBytes, EBS_READ_AHEAD_BYTES);
        const small = op.fileSizeBytes < EBS_READ_AHEAD_BYTES;
        const what = `single-stream read-ahead (128 KiB per ${formatMilliseconds(stream)}${small ? ", a window per file" : ""})`;
        limits.push(
          streamLimit(Math.max(bytes, windows * EBS_READ_AHEAD_BYTES), parallel, EBS_READ_AHEAD_BYTES, stream, what),
        );
      } else if (stream > 0) {
        limits.push(requestChainLimit(ios, inFlight, stream, "per-I/O latency", op, env.clients, "random reads"));
      }
    }
    const perFile = hdd
      ? read
        ? env.latency.ebsHddPerFileReadSeconds
        : env.latency.ebsHddPerFileWriteSeconds
      : read
        ? env.latency.ebsSsdPerFileReadSeconds
        : env.latency.ebsSsdPerFileWriteSeconds;
    return {
      overheadSeconds: (op.fileCount * perFile) / parallel,
      overheadLabel: perFileLabel(op, env.clients, perFile),
      limits,
      streams: parallel,
    };
  }

  return { buckets: buckets(cfg), plan };
}

/**
 * A cluster's reads of blocks held on other instances: their bytes leave the holder's
 * network and enter the reader's. EC2's bandwidth figures hold "for inbound traffic and,
 * simultaneously, ... for outbound traffic" (Amazon EC2 User Guide, "Amazon EC2 instance
 * network bandwidth", https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/ec2-instance-network-bandwidth.html,
 * read 2026-11-28), so each instance carries its remote share once each way, on the same
 * burst bucket as the write's replica traffic: a read after a long write runs at the
 * network baseline once the write spent the burst.
 */
function remoteReadLimit(env: PerfEnv, instances: number, demand: number, share: number): LimitSpec {
  const c = env.client;
  const limit = {
    label: `instance network ${formatRate(c.networkBytesPerSecond)} x ${formatCount(instances)} instances (${Math.round(share * 100)}% of reads from other instances)`,
    ratePerSecond: c.networkBytesPerSecond * instances,
    demand,
    shares: instances,
  };
  return gateOnInstance(
    limit,
    c.networkBytesPerSecond,
    c.networkBaselineBytesPerSecond,
    instances,
    INSTANCE_NETWORK_BUCKET_ID,
    `instance network (${c.instanceType}) x ${formatCount(instances)} instances, remote reads`,
  );
}

/**
 * I/O size a sequential direct request is counted at. EBS merges sequential SSD I/O "that
 * are 32 KiB or over" up to 256 KiB; smaller ones count one IOPS each (AWS Knowledge Center,
 * ebs-calculate-optimal-io-size; EBS User Guide: "Each I/O operation under 32 KiB counts as 1
 * operation"). HDD volumes merge sequential I/O into 1 MiB.
 */
function directSequentialIoBytes(requestBytes: number, maxIoBytes: number, hdd: boolean): number {
  return !hdd && requestBytes < EBS_SSD_MIN_MERGE_BYTES ? requestBytes : maxIoBytes;
}

/**
 * Written files are merged into full-size I/Os only within a directory. A Linux file system
 * keeps a directory's files together and puts directories apart: ext4 places "all the inodes
 * in a directory ... in the same block group as the directory", keeps "a file's data blocks
 * in the same block group as its inode", and puts each directory created in the root "into
 * the least heavily loaded block group" (Linux Documentation/filesystems/ext4/allocators.rst).
 * So each directory's files are a run of their own on the volume, and a run starts a new I/O
 * that cannot merge with the last one: EBS merges only "physically sequential" I/O (EBS User
 * Guide, I/O characteristics). Absent `directories`, the files are one run (a directory per
 * writer adds at most a few I/Os, not modelled).
 */
function directoryRuns(op: Operation): number {
  return Math.min(op.directories ?? 1, op.fileCount);
}

function directoryRunsNote(runs: number): string {
  return `files in ${formatCount(runs)} directories: each directory's files are a run of their own, starting a new I/O`;
}

function volumeLimits(cfg: EbsConfig, bytes: number, ios: number, note: string): LimitSpec[] {
  const aside = note === "" ? "" : ` (${note})`;
  const hddAside = note === "" ? "" : `; ${note}`;
  const type = cfg.volumeType;
  if (type === "st1" || type === "sc1") {
    const rates = type === "st1" ? ST1_RATES : SC1_RATES;
    const tib = cfg.capacityGiB / GIB_PER_TIB;
    const burst = Math.min(rates.maxMiBps, rates.burstMiBpsPerTiB * tib) * MIB_BYTES;
    const baseline = Math.min(rates.maxMiBps, rates.baselineMiBpsPerTiB * tib) * MIB_BYTES;
    return [
      { label: `${type} IOPS ${formatCount(rates.maxIops)}${aside}`, ratePerSecond: rates.maxIops, demand: ios },
      {
        label: `${type} burst ${formatRate(burst)} (every I/O counts as 1 MiB${hddAside})`,
        ratePerSecond: burst,
        demand: ios * EBS_HDD_IO_BYTES,
        bucketId: HDD_BUCKET_ID,
        sustainedLabel: `${type} baseline ${formatRate(baseline)} (every I/O counts as 1 MiB${hddAside})`,
      },
    ];
  }
  const throughput = ssdThroughput(cfg);
  const limits: LimitSpec[] = [
    { label: `${type} throughput ${formatRate(throughput)}`, ratePerSecond: throughput, demand: bytes },
  ];
  if (type === "gp2") {
    const baseline = gp2BaselineIops(cfg.capacityGiB);
    if (baseline < GP2_BURST_IOPS) {
      limits.push({
        label: `gp2 burst ${formatCount(GP2_BURST_IOPS)} IOPS on I/O credits${aside}`,
        ratePerSecond: GP2_BURST_IOPS,
        demand: ios,
        bucketId: GP2_BUCKET_ID,
        sustainedLabel: `gp2 baseline ${formatCount(baseline)} IOPS${aside}`,
      });
    } else limits.push({ label: `gp2 IOPS ${formatCount(baseline)}${aside}`, ratePerSecond: baseline, demand: ios });
  } else {
    limits.push({
      label: `${type} IOPS ${formatCount(cfg.iops ?? 0)}${aside}`,
      ratePerSecond: cfg.iops ?? 0,
      demand: ios,
    });
  }
  return limits;
}
