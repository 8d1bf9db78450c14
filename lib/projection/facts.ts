import { KIB_BYTES } from "@/lib/units";

/**
 * The lifecycle facts the projection applies, each with the AWS page it comes from
 * (retrieved 2026-11). S3 classes' minimum durations and billable sizes come from the
 * model's class table (lib/model/s3/classes.ts), not from here.
 */

export const EFS_LIFECYCLE_SOURCE = "https://docs.aws.amazon.com/efs/latest/ug/lifecycle-management-efs.html";
export const S3_LIFECYCLE_SOURCE =
  "https://docs.aws.amazon.com/AmazonS3/latest/userguide/lifecycle-transition-general-considerations.html";
export const S3_PRICING_SOURCE = "https://aws.amazon.com/s3/pricing/";
export const S3_IT_SOURCE = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/intelligent-tiering-overview.html";

/**
 * EFS moves a file to IA or Archive after it goes unread in Standard for the set number of
 * days (EFS lifecycle management: "Transition time is based on when the files were last
 * accessed in the Standard storage class"; valid values below, from the LifecyclePolicy API).
 */
export const EFS_TRANSITION_DAYS = [1, 7, 14, 30, 60, 90, 180, 270, 365] as const;

/** Files smaller than 128 KiB stay in EFS Standard (EFS lifecycle management). Unconfirmed: not re-read this session. */
export const EFS_LIFECYCLE_MIN_FILE_BYTES = 128 * KIB_BYTES;
export const EFS_LIFECYCLE_MIN_FILE_CONFIRMED = false;

/** EFS Archive bills a file for at least 90 days (EFS pricing). Unconfirmed: not re-read this session. */
export const EFS_ARCHIVE_MIN_DAYS = 90;
export const EFS_ARCHIVE_MIN_DAYS_CONFIRMED = false;

/**
 * S3 lifecycle transitions go by object age since creation, not by last access (S3 User
 * Guide, lifecycle), and each transition is billed as a request into the destination class
 * at that class's PUT, COPY, POST, LIST price ("Lifecycle Transition requests into", S3 pricing).
 * Objects under 128 KB are not transitioned to Standard-IA or One Zone-IA by default (S3 User
 * Guide, lifecycle general considerations, since September 2024).
 */
export const S3_LIFECYCLE_MIN_OBJECT_BYTES = 128 * KIB_BYTES;

/**
 * Data crossing Availability Zones in a Region: $0.01 per GB in each direction, so a GB that
 * crosses once is billed twice, to the sender and to the receiver (Amazon EC2 On-Demand
 * pricing, "Data Transfer within the same AWS Region", https://aws.amazon.com/ec2/pricing/on-demand/).
 * The price snapshot holds it as transfer.inter-az (the us-east-1 AWSDataTransfer record
 * DataTransfer-Regional-Bytes, data/prices/FACTS.md), and the bulk refresh reads it; this
 * named figure is only the fallback for a snapshot without that key (one stored before it
 * existed), in any Region, so it stays flagged unconfirmed there.
 */
export const INTER_AZ_USD_PER_GB_EACH_WAY = 0.01;
export const INTER_AZ_SOURCE = "https://aws.amazon.com/ec2/pricing/on-demand/";
export const INTER_AZ_CONFIRMED = false;

/**
 * AWS DataSync, Basic mode: $0.0125 per GB copied (https://aws.amazon.com/datasync/pricing/; an
 * AWSDataSync Price List record at that price is in labofsahil/aws-pricing-dataset @41b89d6,
 * AWSDataSync.csv, not stored here). Unconfirmed for each Region. The price snapshot holds it
 * as datasync.copy; this named figure is only the fallback for a snapshot without that key.
 */
export const DATASYNC_USD_PER_GB = 0.0125;
export const DATASYNC_SOURCE = "https://aws.amazon.com/datasync/pricing/";
export const DATASYNC_PRICE_CONFIRMED = false;

/**
 * What one DataSync task moves at most: 10 Gbps. DataSync User Guide, "AWS DataSync quotas",
 * Task quotas: "Maximum throughput per task | 10 Gbps | No" (not adjustable). Read in the
 * guide's public source, awsdocs/aws-datasync-user-guide @3577e22 (2022-09-27),
 * doc_source/datasync-limits.md, where the row stands from 2022-04-20 (71aa3f0) to the last
 * public update; the repository was archived in June 2023, so a later change to the live
 * page is not seen here. Confirmed on that record, retrieved 2026-11-28.
 */
export const DATASYNC_TASK_MAX_GBPS = 10;
export const DATASYNC_TASK_SOURCE = "https://docs.aws.amazon.com/datasync/latest/userguide/datasync-limits.html";
export const DATASYNC_TASK_CONFIRMED = true;
