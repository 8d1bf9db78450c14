import { z } from "zod";
import { BITS_PER_BYTE } from "@/lib/units";

/**
 * The client instance: EBS volumes are capped by its EBS bandwidth and IOPS, network file
 * systems and S3 by its network bandwidth (x clients).
 */
export interface ClientProfile {
  instanceType: string;
  ebsBandwidthBytesPerSecond: number;
  ebsIops: number;
  networkBytesPerSecond: number;
}

export const clientProfileInputSchema = z.strictObject({
  instanceType: z.string().trim().min(1).max(64),
  ebsBandwidthMbps: z.number().positive().max(1_000_000).meta({ description: "EBS-optimized bandwidth, Mbps (10^6 bits/s)." }),
  ebsIops: z.number().int().positive().max(10_000_000),
  networkGbps: z.number().positive().max(10_000).meta({ description: "Network bandwidth, Gbps (10^9 bits/s)." }),
});

export type ClientProfileInput = z.infer<typeof clientProfileInputSchema>;

/**
 * c5n.18xlarge, the instance the EFS options article measured from: 19,000 Mbps and
 * 80,000 IOPS to EBS, 100 Gbps network (AWS EC2 User Guide, EBS-optimized instances and
 * network bandwidth).
 */
export const C5N_18XLARGE: ClientProfileInput = { instanceType: "c5n.18xlarge", ebsBandwidthMbps: 19_000, ebsIops: 80_000, networkGbps: 100 };

export function toClientProfile(input: ClientProfileInput): ClientProfile {
  return {
    instanceType: input.instanceType,
    ebsBandwidthBytesPerSecond: (input.ebsBandwidthMbps * 1e6) / BITS_PER_BYTE,
    ebsIops: input.ebsIops,
    networkBytesPerSecond: (input.networkGbps * 1e9) / BITS_PER_BYTE,
  };
}
