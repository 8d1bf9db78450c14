import { GIB_BYTES, KIB_BYTES } from "@/lib/units";
import type { S3StorageClass } from "../s3/classes";

/**
 * Amazon S3 Files (generally available 2026-04-07): an S3 general purpose bucket (or a
 * prefix) mounted over NFS v4.1/4.2, built on Amazon EFS. Small, active files live on the
 * file system's high-performance storage; reads of 128 KiB or more of data already in S3
 * stream from the bucket at S3 GET prices; writes land on the high-performance storage and
 * are synchronised back to the bucket. Every figure here names the AWS page it was read on
 * (read 2026-11-28 through the stored copies of docs.aws.amazon.com); figures not read on
 * an AWS page are flagged unconfirmed where they are shown.
 */
export const S3_FILES_PERFORMANCE_SOURCE =
  "AWS S3 User Guide, S3 Files performance specifications (https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-files-performance.html, read 2026-11-28)";
export const S3_FILES_OVERVIEW_SOURCE =
  "AWS S3 User Guide, Working with Amazon S3 Files (https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-files.html, read 2026-11-28)";
export const S3_FILES_METERING_SOURCE =
  "AWS S3 User Guide, How S3 Files is metered (https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-files-metering.html, read 2026-11-28)";
export const S3_FILES_QUOTAS_SOURCE =
  "AWS S3 User Guide, S3 Files unsupported features, limits and quotas (https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-files-quotas.html, read 2026-11-28)";

/** Per-client read throughput, bytes/s (performance summary: 3 GiB/s). */
export const S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND = 3 * GIB_BYTES;
/** Aggregate write throughput per file system: 1-5 GiB/s; the model takes the low end (what AWS promises everywhere). */
export const S3_FILES_WRITE_GIBPS_RANGE = { low: 1, high: 5 } as const;
export const S3_FILES_WRITE_BYTES_PER_SECOND = S3_FILES_WRITE_GIBPS_RANGE.low * GIB_BYTES;
/** Aggregate read throughput per file system: "up to terabytes per second"; no number to model, so no file-system read limit. */
export const S3_FILES_READ_THROUGHPUT_TEXT = "up to terabytes per second";
export const S3_FILES_READ_IOPS = 250_000;
export const S3_FILES_WRITE_IOPS = 50_000;
/** Reads of this size or more, of data already synchronised to S3, stream from the bucket (performance page; the overview's default file-size threshold is the same 128 KiB). */
export const S3_FILES_DIRECT_READ_BYTES = 128 * KIB_BYTES;
/** Files not read for this many days (configurable 1-365) leave the high-performance storage (metering page). */
export const S3_FILES_EXPIRATION_DAYS = { min: 1, max: 365, default: 30 } as const;
export const S3_FILES_FILE_SYSTEMS_PER_ACCOUNT = 1_000;
export const S3_FILES_ACCESS_POINTS_PER_FILE_SYSTEM = 10_000;
export const S3_FILES_MAX_PATH_COMPONENT_BYTES = 255;

/**
 * Classes whose objects the file system reads. Glacier Flexible Retrieval and Deep
 * Archive (and Intelligent-Tiering's archive tiers) must be restored through the S3 API first (quotas page).
 */
export const S3_FILES_READABLE_CLASSES = [
  "standard",
  "intelligent-tiering",
  "standard-ia",
  "onezone-ia",
  "glacier-instant",
] as const satisfies readonly S3StorageClass[];
export type S3FilesBucketClass = (typeof S3_FILES_READABLE_CLASSES)[number];
