import { KIB_BYTES } from "@/lib/units";

/**
 * The lifecycle facts the projection applies, each with the AWS page it comes from
 * (retrieved 2026-11). S3 classes' minimum durations and billable sizes come from the
 * model's class table (lib/model/limits-s3-classes.ts), not from here.
 */

export const EFS_LIFECYCLE_SOURCE = "https://docs.aws.amazon.com/efs/latest/ug/lifecycle-management-efs.html";
export const S3_LIFECYCLE_SOURCE = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/lifecycle-transition-general-considerations.html";
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
