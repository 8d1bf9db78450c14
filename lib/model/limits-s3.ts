import { GIB_BYTES, MB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

/** S3 Standard figures. */

// Request rates per prefix: 3,500 PUT/COPY/POST/DELETE and 5,500 GET/HEAD per second (AWS S3 User Guide, optimizing performance).
export const S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX = 3500;
export const S3_GET_REQUESTS_PER_SECOND_PER_PREFIX = 5500;
/** About 85-90 MB/s per connection (AWS S3 performance guidelines): the low end. */
export const S3_PER_CONNECTION_BYTES_PER_SECOND = 85 * MB_BYTES;
/**
 * Time to first byte of one S3 Standard request. No figure in our sources: we assume 30 ms,
 * within the tens of milliseconds S3 Standard is known for (S3 Express One Zone is sold as
 * up to 10x lower, per the EFS options article).
 */
export const S3_REQUEST_LATENCY_SECONDS = 0.03;
/** Largest single PUT: 5 GiB; bigger objects go up in parts, at most 10,000 per object (AWS S3 User Guide). */
export const S3_MAX_SINGLE_PUT_BYTES = 5 * GIB_BYTES;
export const S3_MAX_PARTS = 10_000;
/** Part size of a multipart upload: 8 MiB, the AWS CLI default (multipart_chunksize); clients grow it to stay within 10,000 parts. */
export const S3_DEFAULT_PART_BYTES = 8 * MIB_BYTES;
/** A multipart upload adds two requests to its parts: create and complete (both tier-1 POSTs). */
export const S3_MULTIPART_EXTRA_REQUESTS = 2;
/** The S3 Standard price we have is for the first 50 TB a month (facts §2). */
export const S3_FIRST_TIER_BYTES = 50 * TIB_BYTES;

/** PUT-class requests to write one object of `sizeBytes`. */
export function s3PutRequestsPerObject(sizeBytes: number): number {
  if (sizeBytes <= S3_MAX_SINGLE_PUT_BYTES) return 1;
  // Past 10,000 parts of 8 MiB the parts grow instead: the count stays at 10,000.
  return Math.min(S3_MAX_PARTS, Math.ceil(sizeBytes / S3_DEFAULT_PART_BYTES)) + S3_MULTIPART_EXTRA_REQUESTS;
}
