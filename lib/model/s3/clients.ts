import { z } from "zod";
import { S3_DEFAULT_PART_BYTES, S3_PER_CONNECTION_BYTES_PER_SECOND } from "./limits";
import { mountpointSequentialRead } from "./mountpoint";

/**
 * How an S3 client moves objects: one request per object, or ranged GETs and multipart
 * parts in parallel. S3 serves each request at about 85-90 MB/s ("make one concurrent
 * request for each 85-90 MB/s of desired network throughput", AWS S3 User Guide,
 * Performance guidelines for Amazon S3), so a client's throughput is its requests in
 * flight times that, up to the instance's network.
 *
 * - "sdk": a plain SDK GetObject/PutObject per object: one connection per object in flight
 *   (the workload's concurrency). The default, and what the model did before clients.
 * - "aws-cli": `aws s3 cp` / `sync` defaults: max_concurrent_requests 10, multipart_threshold
 *   and multipart_chunksize 8 MB (AWS CLI User Guide, "AWS CLI S3 configuration").
 * - "crt": the CRT-based S3 client / transfer manager, which splits objects into 8 MiB parts
 *   and opens as many connections as its target throughput needs; the target defaults to
 *   10 Gbps (AWS SDK docs, CRT-based S3 client, targetThroughputInGbps).
 * - "mountpoint": Mountpoint for Amazon S3 prefetches sequential reads in parallel parts up
 *   to its maximum throughput, by default the instance's network bandwidth when it can tell
 *   (mountpoint-s3 CONFIGURATION.md, --maximum-throughput-gbps), but only within the files
 *   being read, window by window (./mountpoint.ts); writes go up as a multipart upload
 *   whose parts are sent as they fill.
 */

export const S3_CLIENT_KINDS = ["sdk", "aws-cli", "crt", "mountpoint"] as const;
export type S3ClientKind = (typeof S3_CLIENT_KINDS)[number];

export const s3ClientSchema = z.strictObject({
  kind: z.enum(S3_CLIENT_KINDS, { error: `s3Client.kind must be one of ${S3_CLIENT_KINDS.join(", ")}` }).default("sdk"),
  maxConnections: z
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .meta({ description: "Requests in flight per client instance; overrides the client's default." }),
});

export type S3ClientInput = z.input<typeof s3ClientSchema>;
export type S3Client = z.output<typeof s3ClientSchema>;

/** aws s3 cp default max_concurrent_requests. */
export const AWS_CLI_MAX_CONCURRENT_REQUESTS = 10;
/** CRT default target throughput, bits/s. */
export const CRT_TARGET_BITS_PER_SECOND = 10e9;

/** Requests in flight per client instance for a client that splits objects; null for "sdk". */
export function s3ClientConnections(client: S3Client, networkBytesPerSecond: number): number | null {
  if (client.maxConnections !== undefined) return client.maxConnections;
  switch (client.kind) {
    case "sdk":
      return null;
    case "aws-cli":
      return AWS_CLI_MAX_CONCURRENT_REQUESTS;
    case "crt":
      return Math.ceil(CRT_TARGET_BITS_PER_SECOND / 8 / S3_PER_CONNECTION_BYTES_PER_SECOND);
    case "mountpoint":
      return Math.max(1, Math.ceil(networkBytesPerSecond / S3_PER_CONNECTION_BYTES_PER_SECOND));
  }
}

/** Parts a splitting client cuts one object into (at least 1). */
export function s3PartsPerObject(client: S3Client, sizeBytes: number, direction: "read" | "write"): number {
  if (client.kind === "sdk") return 1;
  // Mountpoint's reads ramp up window by window (./mountpoint.ts); its writes upload parts as they fill, like the others.
  if (client.kind === "mountpoint" && direction === "read") return mountpointSequentialRead(sizeBytes).requests;
  return Math.max(1, Math.ceil(sizeBytes / S3_DEFAULT_PART_BYTES));
}
