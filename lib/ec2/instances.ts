/**
 * EC2 instance types a client can be named by: network and EBS bandwidth, baseline and
 * burst. Figures transcribed from the AWS EC2 Instance Types guide (retrieved 2026-11):
 *
 * - EBS: "Amazon EBS-optimized instance types",
 *   https://docs.aws.amazon.com/ec2/latest/instancetypes/ebs-optimized.html
 *   (baseline / maximum bandwidth in Mbps, baseline / maximum IOPS). Instances whose
 *   maximum exceeds the baseline "can support maximum performance for 30 minutes at least
 *   once every 24 hours" (same page): EBS_BURST_SECONDS_PER_DAY.
 * - Network: "Network specifications" of each family page (general purpose gp.html,
 *   compute optimized co.html, memory optimized mo.html, storage optimized so.html under
 *   https://docs.aws.amazon.com/ec2/latest/instancetypes/): baseline and "up to" burst
 *   Gbps. AWS says an "up to" instance uses a network I/O credit mechanism and bursts
 *   "typically from 5 to 60 minutes, depending on the instance size" (Amazon EC2 instance
 *   network bandwidth, https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/ec2-instance-network-bandwidth.html);
 *   the model takes the low end, NETWORK_BURST_SECONDS, since the page gives no per-size
 *   figure (flagged unconfirmed).
 *
 * The table was typed from those pages, not read from an API in this session: every row
 * is `confirmed: false` until checked against the live pages (see instances.test.ts for
 * the figures checked against AWS's own worked statements).
 */

export interface InstanceSpec {
  type: string;
  /** Network bandwidth, Gbps (10^9 bits/s): baseline and burst ("up to"); equal when not burstable. */
  networkBaselineGbps: number;
  networkBurstGbps: number;
  /** EBS-optimized bandwidth, Mbps (10^6 bits/s). */
  ebsBaselineMbps: number;
  ebsBurstMbps: number;
  ebsBaselineIops: number;
  ebsBurstIops: number;
  confirmed: boolean;
}

/** "30 minutes at least once every 24 hours" (EBS-optimized instance types page). */
export const EBS_BURST_SECONDS_PER_DAY = 30 * 60;
/** Low end of "typically from 5 to 60 minutes" (network bandwidth page); unconfirmed per size. */
export const NETWORK_BURST_SECONDS = 5 * 60;
export const NETWORK_BURST_CONFIRMED = false;

type Row = [string, number, number, number, number, number, number];

/** [type, net baseline Gbps, net burst Gbps, EBS baseline Mbps, EBS max Mbps, baseline IOPS, max IOPS] */
const ROWS: Row[] = [
  // c5
  ["c5.large", 0.75, 10, 650, 4750, 4000, 20000],
  ["c5.xlarge", 1.25, 10, 1150, 4750, 6000, 20000],
  ["c5.2xlarge", 2.5, 10, 2300, 4750, 10000, 20000],
  ["c5.4xlarge", 5, 10, 4750, 4750, 20000, 20000],
  ["c5.9xlarge", 12, 12, 9500, 9500, 40000, 40000],
  ["c5.18xlarge", 25, 25, 19000, 19000, 80000, 80000],
  // c5n
  ["c5n.large", 3, 25, 650, 4750, 4000, 20000],
  ["c5n.xlarge", 5, 25, 1150, 4750, 6000, 20000],
  ["c5n.2xlarge", 10, 25, 2300, 4750, 10000, 20000],
  ["c5n.4xlarge", 15, 25, 4750, 4750, 20000, 20000],
  ["c5n.9xlarge", 50, 50, 9500, 9500, 40000, 40000],
  ["c5n.18xlarge", 100, 100, 19000, 19000, 80000, 80000],
  // c6i, c6id (same network and EBS figures)
  ["c6i.large", 0.781, 12.5, 650, 10000, 3600, 40000],
  ["c6i.xlarge", 1.562, 12.5, 1250, 10000, 6000, 40000],
  ["c6i.2xlarge", 3.125, 12.5, 2500, 10000, 12000, 40000],
  ["c6i.4xlarge", 6.25, 12.5, 5000, 10000, 20000, 40000],
  ["c6i.8xlarge", 12.5, 12.5, 10000, 10000, 40000, 40000],
  ["c6i.16xlarge", 25, 25, 20000, 20000, 80000, 80000],
  ["c6i.32xlarge", 50, 50, 40000, 40000, 160000, 160000],
  ["c6id.large", 0.781, 12.5, 650, 10000, 3600, 40000],
  ["c6id.xlarge", 1.562, 12.5, 1250, 10000, 6000, 40000],
  ["c6id.2xlarge", 3.125, 12.5, 2500, 10000, 12000, 40000],
  ["c6id.4xlarge", 6.25, 12.5, 5000, 10000, 20000, 40000],
  ["c6id.8xlarge", 12.5, 12.5, 10000, 10000, 40000, 40000],
  // c7i
  ["c7i.large", 0.781, 12.5, 650, 10000, 3600, 40000],
  ["c7i.xlarge", 1.562, 12.5, 1250, 10000, 6000, 40000],
  ["c7i.2xlarge", 3.125, 12.5, 2500, 10000, 12000, 40000],
  ["c7i.4xlarge", 6.25, 12.5, 5000, 10000, 20000, 40000],
  ["c7i.8xlarge", 12.5, 12.5, 10000, 10000, 40000, 40000],
  // c7g (Graviton3)
  ["c7g.large", 0.937, 12.5, 630, 10000, 3600, 40000],
  ["c7g.xlarge", 1.876, 12.5, 1250, 10000, 6000, 40000],
  ["c7g.2xlarge", 3.75, 15, 2500, 10000, 12000, 40000],
  ["c7g.4xlarge", 7.5, 15, 5000, 10000, 20000, 40000],
  ["c7g.8xlarge", 15, 15, 10000, 10000, 40000, 40000],
  ["c7g.16xlarge", 30, 30, 20000, 20000, 80000, 80000],
  // m5
  ["m5.large", 0.75, 10, 650, 4750, 3600, 18750],
  ["m5.xlarge", 1.25, 10, 1150, 4750, 6000, 18750],
  ["m5.2xlarge", 2.5, 10, 2300, 4750, 12000, 18750],
  ["m5.4xlarge", 5, 10, 4750, 4750, 18750, 18750],
  ["m5.8xlarge", 10, 10, 6800, 6800, 30000, 30000],
  ["m5.12xlarge", 12, 12, 9500, 9500, 40000, 40000],
  ["m5.24xlarge", 25, 25, 19000, 19000, 80000, 80000],
  // m5n: the FSx for Windows article's client
  ["m5n.8xlarge", 25, 25, 6800, 6800, 30000, 30000],
  // m6i
  ["m6i.large", 0.781, 12.5, 650, 10000, 3600, 40000],
  ["m6i.xlarge", 1.562, 12.5, 1250, 10000, 6000, 40000],
  ["m6i.2xlarge", 3.125, 12.5, 2500, 10000, 12000, 40000],
  ["m6i.4xlarge", 6.25, 12.5, 5000, 10000, 20000, 40000],
  ["m6i.8xlarge", 12.5, 12.5, 10000, 10000, 40000, 40000],
  ["m6i.16xlarge", 25, 25, 20000, 20000, 80000, 80000],
  ["m6i.32xlarge", 50, 50, 40000, 40000, 160000, 160000],
  // m7i
  ["m7i.large", 0.781, 12.5, 650, 10000, 3600, 40000],
  ["m7i.xlarge", 1.562, 12.5, 1250, 10000, 6000, 40000],
  ["m7i.2xlarge", 3.125, 12.5, 2500, 10000, 12000, 40000],
  ["m7i.4xlarge", 6.25, 12.5, 5000, 10000, 20000, 40000],
  ["m7i.8xlarge", 12.5, 12.5, 10000, 10000, 40000, 40000],
  // r5
  ["r5.large", 0.75, 10, 650, 4750, 3600, 18750],
  ["r5.xlarge", 1.25, 10, 1150, 4750, 6000, 18750],
  ["r5.2xlarge", 2.5, 10, 2300, 4750, 12000, 18750],
  ["r5.4xlarge", 5, 10, 4750, 4750, 18750, 18750],
  ["r5.8xlarge", 10, 10, 6800, 6800, 30000, 30000],
  ["r5.12xlarge", 12, 12, 9500, 9500, 40000, 40000],
  ["r5.24xlarge", 25, 25, 19000, 19000, 80000, 80000],
  // r6i
  ["r6i.large", 0.781, 12.5, 650, 10000, 3600, 40000],
  ["r6i.xlarge", 1.562, 12.5, 1250, 10000, 6000, 40000],
  ["r6i.2xlarge", 3.125, 12.5, 2500, 10000, 12000, 40000],
  ["r6i.4xlarge", 6.25, 12.5, 5000, 10000, 20000, 40000],
  ["r6i.8xlarge", 12.5, 12.5, 10000, 10000, 40000, 40000],
  // r7i
  ["r7i.large", 0.781, 12.5, 650, 10000, 3600, 40000],
  ["r7i.xlarge", 1.562, 12.5, 1250, 10000, 6000, 40000],
  ["r7i.2xlarge", 3.125, 12.5, 2500, 10000, 12000, 40000],
  ["r7i.4xlarge", 6.25, 12.5, 5000, 10000, 20000, 40000],
  ["r7i.8xlarge", 12.5, 12.5, 10000, 10000, 40000, 40000],
  // t3 (burstable CPU too; only network and EBS are modelled)
  ["t3.micro", 0.064, 5, 87, 2085, 500, 11800],
  ["t3.small", 0.128, 5, 174, 2085, 1000, 11800],
  ["t3.medium", 0.256, 5, 347, 2085, 2000, 11800],
  ["t3.large", 0.512, 5, 695, 2780, 4000, 15700],
  ["t3.xlarge", 1.024, 5, 695, 2780, 4000, 15700],
  ["t3.2xlarge", 2.048, 5, 695, 2780, 4000, 15700],
  // t4g
  ["t4g.micro", 0.064, 5, 87, 2085, 500, 11800],
  ["t4g.small", 0.128, 5, 174, 2085, 1000, 11800],
  ["t4g.medium", 0.256, 5, 347, 2085, 2000, 11800],
  ["t4g.large", 0.512, 5, 695, 2780, 4000, 15700],
  ["t4g.xlarge", 1.024, 5, 695, 2780, 4000, 15700],
  ["t4g.2xlarge", 2.048, 5, 695, 2780, 4000, 15700],
  // i4i (instance store not modelled here)
  ["i4i.large", 0.781, 10, 625, 10000, 2500, 40000],
  ["i4i.xlarge", 1.875, 25, 1250, 10000, 5000, 40000],
  ["i4i.2xlarge", 4.687, 25, 2500, 10000, 10000, 40000],
  ["i4i.4xlarge", 9.375, 25, 5000, 10000, 20000, 40000],
  ["i4i.8xlarge", 18.75, 18.75, 10000, 10000, 40000, 40000],
  ["i4i.16xlarge", 37.5, 37.5, 20000, 20000, 80000, 80000],
  ["i4i.32xlarge", 75, 75, 40000, 40000, 160000, 160000],
];

export const INSTANCES: ReadonlyMap<string, InstanceSpec> = new Map(
  ROWS.map(([type, nb, nu, eb, em, ib, im]) => [
    type,
    {
      type,
      networkBaselineGbps: nb,
      networkBurstGbps: nu,
      ebsBaselineMbps: eb,
      ebsBurstMbps: em,
      ebsBaselineIops: ib,
      ebsBurstIops: im,
      confirmed: false,
    },
  ]),
);

export const INSTANCE_TYPES: readonly string[] = [...INSTANCES.keys()];

export function instanceSpec(type: string): InstanceSpec | undefined {
  return INSTANCES.get(type.trim().toLowerCase());
}
