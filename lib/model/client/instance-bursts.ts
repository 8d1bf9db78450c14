import type { ClientProfile } from "./client";
import { NETWORK_BURST_CONFIRMED } from "../../ec2/instances";
import type { BucketSpec, LimitSpec, PerfEnv, PerfModel } from "../engine/perf-types";
import { GIB_BYTES, SECONDS_PER_DAY } from "@/lib/units";
import { formatCount, formatRate } from "../common/message-format";

/**
 * The client instance's own bursts. An "up to" instance runs at its burst figure while its
 * bucket holds credit and at its baseline after. AWS documents the EBS burst as 30 minutes
 * at least once a day, so the bucket holds (burst - baseline) x 30 min, refills over a day,
 * and usage up to the baseline is free (the FSx Windows daily-bucket shape). The network
 * bucket has the same shape over its (unconfirmed) 5 minutes. With several clients every
 * instance has its own bucket; they drain together, so one bucket of the summed size stands
 * for them.
 */

export const INSTANCE_NETWORK_BUCKET_ID = "instance-network-credits";
export const INSTANCE_EBS_BUCKET_ID = "instance-ebs-bandwidth-credits";
export const INSTANCE_EBS_IOPS_BUCKET_ID = "instance-ebs-iops-credits";

function dailyBucket(
  id: string,
  label: string,
  unit: string,
  unitSize: number,
  base: number,
  burst: number,
  seconds: number,
  clients: number,
): BucketSpec {
  const capacity = (burst - base) * seconds * clients;
  return {
    id,
    label,
    unit,
    unitSize,
    capacity,
    initial: capacity,
    accrualPerSecond: capacity / SECONDS_PER_DAY,
    freeUsagePerSecond: base * clients,
  };
}

export function instanceBuckets(client: ClientProfile, clients: number): BucketSpec[] {
  const buckets: BucketSpec[] = [];
  const c = client;
  if (c.networkBytesPerSecond > c.networkBaselineBytesPerSecond) {
    const label = `${c.instanceType} network burst credits${NETWORK_BURST_CONFIRMED ? "" : " (burst length unconfirmed)"}`;
    buckets.push(
      dailyBucket(
        INSTANCE_NETWORK_BUCKET_ID,
        label,
        "GiB",
        GIB_BYTES,
        c.networkBaselineBytesPerSecond,
        c.networkBytesPerSecond,
        c.networkBurstSeconds,
        clients,
      ),
    );
  }
  if (c.ebsBandwidthBytesPerSecond > c.ebsBaselineBytesPerSecond) {
    buckets.push(
      dailyBucket(
        INSTANCE_EBS_BUCKET_ID,
        `${c.instanceType} EBS bandwidth burst credits`,
        "GiB",
        GIB_BYTES,
        c.ebsBaselineBytesPerSecond,
        c.ebsBandwidthBytesPerSecond,
        c.ebsBurstSeconds,
        clients,
      ),
    );
  }
  if (c.ebsIops > c.ebsBaselineIops) {
    buckets.push(
      dailyBucket(
        INSTANCE_EBS_IOPS_BUCKET_ID,
        `${c.instanceType} EBS IOPS burst credits`,
        "I/O credits",
        1,
        c.ebsBaselineIops,
        c.ebsIops,
        c.ebsBurstSeconds,
        clients,
      ),
    );
  }
  return buckets;
}

/**
 * Gate a limit of `instances` alike instances on their bucket when each instance bursts
 * (its burst above its own baseline). Burst and baseline are per instance: comparing one
 * instance's burst with the summed baseline of several left a 5-instance cluster of
 * r5.xlarge (566 MiB/s burst, 5 x 137 MiB/s baseline) ungated, its credits never drained.
 */
export function gateOnInstance(
  limit: LimitSpec,
  burstRate: number,
  baselineRate: number,
  instances: number,
  bucketId: string,
  what: string,
): LimitSpec {
  if (!(burstRate > baselineRate)) return limit;
  const baseline = baselineRate * instances;
  return {
    ...limit,
    bucketId,
    sustainedLabel: `${what} baseline ${what.includes("IOPS") ? formatCount(baseline) : formatRate(baseline)}`,
  };
}

/** The family's model with the client instance's burst buckets added. */
export function withInstanceBuckets(model: PerfModel, env: PerfEnv, instances: number = env.clients): PerfModel {
  const extra = instanceBuckets(env.client, instances);
  if (extra.length === 0) return model;
  return { buckets: [...model.buckets, ...extra], plan: (op) => model.plan(op) };
}
