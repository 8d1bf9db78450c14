import { BITS_PER_BYTE } from "@/lib/units";

/**
 * EC2's single-flow ceiling: "Bandwidth for single-flow traffic is limited to 5 Gbps when
 * instances are not in the same cluster placement group" (Amazon EC2 User Guide, "Amazon
 * EC2 instance network bandwidth", Single-flow traffic,
 * https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/ec2-instance-network-bandwidth.html,
 * retrieved 2026-11-24). "A single-flow is considered a unique 5-tuple TCP or UDP flow"
 * (same page): one TCP connection. A managed file server is never in the client's
 * placement group, so every connection to it is held to this rate whatever the instance's
 * aggregate bandwidth.
 */
export const EC2_SINGLE_FLOW_GBPS = 5;
export const EC2_SINGLE_FLOW_BYTES_PER_SECOND = (EC2_SINGLE_FLOW_GBPS * 1e9) / BITS_PER_BYTE;
