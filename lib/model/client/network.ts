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

/**
 * A Lambda function's network bandwidth, one TCP connection from a function in a VPC.
 * UNCONFIRMED: AWS documents no Lambda bandwidth (the Lambda Developer Guide says only that
 * a function opens "a single connection to its file system", "Using Amazon EFS with
 * Lambda"). The figure is a public measurement: iperf3 over one connection from a function
 * to an EC2 server, client sending, 60 minutes, 0.568-0.618 Gbps at every memory size from
 * 128 to 3,008 MB in eu-west-1 and eu-north-1 on 2024-06-15, "Lambda functions have a
 * stable 600 Mbps network throughput with a small burst to 2.7 Gbps in the beginning"
 * (sjakthol/aws-network-benchmark, README, commit 019bf5b, read 2026-11-28). Other public
 * measurements agree within a few tenths: about 708 Mbps at any memory size in 2020
 * (liangw-sec/faas_measure, issue 2). The brief burst at the start is not modelled.
 */
export const LAMBDA_NETWORK_GBPS = 0.6;
