import { GIB_BYTES, MB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

/** S3 Standard figures. */

// Request rates per prefix: 3,500 PUT/COPY/POST/DELETE and 5,500 GET/HEAD per second (AWS S3 User Guide, optimizing performance).
export const S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX = 3500;
export const S3_GET_REQUESTS_PER_SECOND_PER_PREFIX = 5500;
/** About 85-90 MB/s per connection (AWS S3 performance guidelines): the low end. */
export const S3_PER_CONNECTION_BYTES_PER_SECOND = 85 * MB_BYTES;
/**
 * One S3 Standard request's wait, measured through a client: Mountpoint's CI latency
 * benchmark on S3 Standard (m5dn.24xlarge, us-east-1), 30 runs from 2025-04-17 to
 * 2025-05-13 (github.com/awslabs/mountpoint-s3 gh-pages dev/latency_bench/data.js, read
 * 2026-11-28): time_to_first_byte_read_small_file median 22.15 ms (18.75-29.03) and
 * time_to_write_one_byte_file median 25.92 ms (23.14-38.43); their mean is taken, as for
 * S3 Express One Zone (./classes.ts), about 4x Express's. It replaces a 30 ms
 * assumption. A small GET waits a little less than a small PUT; one figure stands for both.
 * The held-out public measurements from the same CI are a later run (2026-08-22) and are
 * not among these samples. UNCONFIRMED: one client, one instance type, one Region.
 */
export const S3_STANDARD_MEASURED_MS = {
  firstByteSmallFileMedian: 22.15,
  writeOneByteFileMedian: 25.92,
  runs: 30,
} as const;
export const S3_STANDARD_LATENCY_SOURCE =
  "Mountpoint for Amazon S3 CI latency benchmark, S3 Standard: medians of 30 runs from 2025-04-17 to 2025-05-13, first byte of a small file 22.15 ms, one-byte file write 25.92 ms (github.com/awslabs/mountpoint-s3 gh-pages dev/latency_bench/data.js), read 2026-11-28";
export const S3_REQUEST_LATENCY_SECONDS =
  (S3_STANDARD_MEASURED_MS.firstByteSmallFileMedian + S3_STANDARD_MEASURED_MS.writeOneByteFileMedian) / 2 / 1000;
/** Largest single PUT: 5 GiB; bigger objects go up in parts, at most 10,000 per object (AWS S3 User Guide). */
export const S3_MAX_SINGLE_PUT_BYTES = 5 * GIB_BYTES;
export const S3_MAX_PARTS = 10_000;
/** Part size of a multipart upload: 8 MiB, the AWS CLI default (multipart_chunksize); clients grow it to stay within 10,000 parts. */
export const S3_DEFAULT_PART_BYTES = 8 * MIB_BYTES;
/** A multipart upload adds two requests to its parts: create and complete (both tier-1 POSTs). */
export const S3_MULTIPART_EXTRA_REQUESTS = 2;
/** The S3 Standard price we have is for the first 50 TB a month (AWS S3 pricing page). */
export const S3_FIRST_TIER_BYTES = 50 * TIB_BYTES;

/** PUT-class requests to write one object of `sizeBytes`. */
export function s3PutRequestsPerObject(sizeBytes: number): number {
  if (sizeBytes <= S3_MAX_SINGLE_PUT_BYTES) return 1;
  // Past 10,000 parts of 8 MiB the parts grow instead: the count stays at 10,000.
  return Math.min(S3_MAX_PARTS, Math.ceil(sizeBytes / S3_DEFAULT_PART_BYTES)) + S3_MULTIPART_EXTRA_REQUESTS;
}
