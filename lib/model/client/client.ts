import { z } from "zod";
import { EBS_BURST_SECONDS_PER_DAY, INSTANCE_TYPES, instanceSpec, NETWORK_BURST_SECONDS } from "../../ec2/instances";
import { BITS_PER_BYTE } from "@/lib/units";
import { LAMBDA_NETWORK_GBPS } from "./network";

/**
 * The client instance: EBS volumes are capped by its EBS bandwidth and IOPS, network file
 * systems and S3 by its network bandwidth (x clients). An instance whose burst figures
 * exceed its baseline ("up to") bursts on a credit bucket simulated like the storage ones
 * (./instance-bursts.ts).
 */
export interface ClientProfile {
  instanceType: string;
  /** Burst (maximum) figures; equal to the baselines for an instance that does not burst. */
  ebsBandwidthBytesPerSecond: number;
  ebsIops: number;
  networkBytesPerSecond: number;
  ebsBaselineBytesPerSecond: number;
  ebsBaselineIops: number;
  networkBaselineBytesPerSecond: number;
  /** How long a full bucket sustains the burst: EBS 30 min a day, network 5 min (instances.ts). */
  ebsBurstSeconds: number;
  networkBurstSeconds: number;
}

/**
 * A client by instance type (resolved from lib/ec2/instances.ts), by explicit numbers
 * (any name), or both: explicit numbers override the table's and do not burst.
 */
export const clientProfileInputSchema = z
  .strictObject({
    instanceType: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .meta({ description: `EC2 instance type, e.g. "r5.xlarge" (known: ${INSTANCE_TYPES.length} types).` }),
    ebsBandwidthMbps: z
      .number()
      .positive()
      .max(1_000_000)
      .optional()
      .meta({ description: "EBS-optimized bandwidth, Mbps (10^6 bits/s); overrides the table." }),
    ebsIops: z.number().int().positive().max(10_000_000).optional(),
    networkGbps: z
      .number()
      .positive()
      .max(10_000)
      .optional()
      .meta({ description: "Network bandwidth, Gbps (10^9 bits/s); overrides the table." }),
  })
  .superRefine((input, ctx) => {
    if (instanceSpec(input.instanceType) !== undefined) return;
    for (const key of ["ebsBandwidthMbps", "ebsIops", "networkGbps"] as const) {
      if (input[key] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `instance type "${input.instanceType}" is not in the instance table: give ebsBandwidthMbps, ebsIops and networkGbps, or a known type such as r5.xlarge`,
        });
      }
    }
  });

export type ClientProfileInput = z.input<typeof clientProfileInputSchema>;

/**
 * c5n.18xlarge, the instance the EFS options article measured from: 19,000 Mbps and
 * 80,000 IOPS to EBS, 100 Gbps network (AWS EC2 User Guide, EBS-optimized instances and
 * network bandwidth).
 */
export const C5N_18XLARGE: ClientProfileInput = {
  instanceType: "c5n.18xlarge",
  ebsBandwidthMbps: 19_000,
  ebsIops: 80_000,
  networkGbps: 100,
};

/**
 * A Lambda function as the client: its network is the public measurement above
 * (LAMBDA_NETWORK_GBPS, unconfirmed), the same at every memory size. A function attaches no
 * EBS volume, but a client must carry EBS figures: the least the schema takes (1 Mbps,
 * 1 IOPS) stand in, so an EBS option on this client reads as all but impossible.
 */
export const LAMBDA_FUNCTION: ClientProfileInput = {
  instanceType: "Lambda function",
  ebsBandwidthMbps: 1,
  ebsIops: 1,
  networkGbps: LAMBDA_NETWORK_GBPS,
};

const mbps = (value: number) => (value * 1e6) / BITS_PER_BYTE;
const gbps = (value: number) => (value * 1e9) / BITS_PER_BYTE;

export function toClientProfile(input: ClientProfileInput): ClientProfile {
  const spec = instanceSpec(input.instanceType);
  const ebs =
    input.ebsBandwidthMbps !== undefined
      ? { base: input.ebsBandwidthMbps, burst: input.ebsBandwidthMbps }
      : { base: spec!.ebsBaselineMbps, burst: spec!.ebsBurstMbps };
  const iops =
    input.ebsIops !== undefined
      ? { base: input.ebsIops, burst: input.ebsIops }
      : { base: spec!.ebsBaselineIops, burst: spec!.ebsBurstIops };
  const net =
    input.networkGbps !== undefined
      ? { base: input.networkGbps, burst: input.networkGbps }
      : { base: spec!.networkBaselineGbps, burst: spec!.networkBurstGbps };
  return {
    instanceType: input.instanceType,
    ebsBandwidthBytesPerSecond: mbps(ebs.burst),
    ebsIops: iops.burst,
    networkBytesPerSecond: gbps(net.burst),
    ebsBaselineBytesPerSecond: mbps(ebs.base),
    ebsBaselineIops: iops.base,
    networkBaselineBytesPerSecond: gbps(net.base),
    ebsBurstSeconds: EBS_BURST_SECONDS_PER_DAY,
    networkBurstSeconds: NETWORK_BURST_SECONDS,
  };
}
