import type { PriceKey } from "@/lib/pricing/price-keys";
import { S3_REQUEST_LATENCY_SECONDS } from "./limits";
import type { OptionId } from "../option-ids";
import { SOURCES } from "../common/sources";
import { KIB_BYTES } from "@/lib/units";

/**
 * The S3 storage classes: what each bills and the rules that go with it. Minimum
 * billable object size, minimum storage duration and restore times come from the S3
 * User Guide (storage classes; restoring archived objects), prices from the bundled
 * snapshot (data/prices/FACTS.md).
 */
export type S3StorageClass =
  | "standard"
  | "intelligent-tiering"
  | "standard-ia"
  | "onezone-ia"
  | "glacier-instant"
  | "glacier-flexible"
  | "glacier-deep-archive"
  | "express-one-zone";

export type S3RetrievalTier = "expedited" | "standard" | "bulk";

export interface S3RestoreTier {
  /** Documented upper bound of the restore time, seconds. */
  seconds: number;
  /** "3-5 hours", as AWS states it. */
  text: string;
  retrievalKey: PriceKey;
  restoreKey: PriceKey;
}

export interface S3ClassSpec {
  storageClass: S3StorageClass;
  id: OptionId;
  label: string;
  durability: "multiAz" | "singleAz";
  /** Storage price (first tier for Intelligent-Tiering: Frequent Access). */
  storageKey: PriceKey;
  /** PUT, COPY, POST, LIST. */
  putKey: PriceKey;
  /** GET and others; archive classes read restored copies at the Standard GET price. */
  getKey: PriceKey;
  /** Per GB read, where the class charges retrieval. */
  retrievalKey: PriceKey | null;
  /** Per GB written (S3 Express One Zone). */
  uploadKey: PriceKey | null;
  /** Objects smaller than this are billed as this size. */
  minBillableObjectBytes: number;
  /** Objects deleted sooner are billed for this many days. */
  minStorageDays: number;
  /** Time to first byte of a request (archive classes: once restored). */
  firstByteLatencySeconds: number;
  /** Archive-only classes: objects must be restored before a GET. */
  restoreTiers: Partial<Record<S3RetrievalTier, S3RestoreTier>> | null;
  defaultRestoreTier: S3RetrievalTier | null;
  /** Per archived object AWS adds 8 KB billed at S3 Standard and 32 KB at the class's price. */
  archiveOverhead: { standardBytes: number; classBytes: number } | null;
  sources: readonly string[];
}

/**
 * The workload gives bytes stored, not objects: the object count behind per-object
 * charges comes from the option's averageObjectBytes, 1 MiB unless set (model default).
 */
export const S3_DEFAULT_OBJECT_BYTES = 1024 * 1024;
/** 128 KB minimum billable object size of the IA and Glacier Instant classes (S3 User Guide, storage classes). */
export const S3_MIN_BILLABLE_OBJECT_BYTES = 128 * KIB_BYTES;
/** Objects under 128 KB are not monitored by Intelligent-Tiering and stay in Frequent Access (S3 pricing page). */
export const S3_IT_MIN_MONITORED_OBJECT_BYTES = 128 * KIB_BYTES;
/** Days without access after which Intelligent-Tiering moves an object to Infrequent (30) and Archive Instant (90) Access (S3 User Guide). */
export const S3_IT_INFREQUENT_AFTER_DAYS = 30;
export const S3_IT_ARCHIVE_INSTANT_AFTER_DAYS = 90;
/** Archived objects carry 8 KB of metadata billed at S3 Standard and 32 KB at the archive class's price (S3 User Guide, storage classes). */
export const S3_ARCHIVE_OVERHEAD = { standardBytes: 8 * KIB_BYTES, classBytes: 32 * KIB_BYTES } as const;
/**
 * S3 Express One Zone is sold as "consistent single-digit millisecond" access, "up to 10x
 * faster than S3 Standard" (S3 User Guide, Express One Zone). Measured through a client it
 * is about 6 ms: Mountpoint's CI latency benchmark on a directory bucket gives
 * time_to_first_byte_read_small_file 6.31 ms and time_to_write_one_byte_file 5.61 ms
 * (github.com/awslabs/mountpoint-s3, gh-pages dev/s3-express/latency_bench/data.js, run of
 * 2025-09-23 at commit e6a938a; read 2026-11-28), their mean taken. The same CI on S3
 * Standard gives 20.5-27.0 ms and 23.1-27.8 ms (dev/latency_bench/data.js, 2025-04-17):
 * Standard about 4x Express, not the "up to 10x" a tenth of the Standard figure assumed
 * (3 ms). UNCONFIRMED beyond that one run: the CI's instance type is not in the data.
 */
export const S3_EXPRESS_LATENCY_SOURCE =
  "Mountpoint for Amazon S3 CI latency benchmark, S3 Express One Zone: first byte of a small file 6.31 ms, one-byte file write 5.61 ms (github.com/awslabs/mountpoint-s3 gh-pages dev/s3-express/latency_bench/data.js, run of 2025-09-23; S3 Standard 20.5-27.0 ms in the same benchmark, 2025-04-17), read 2026-11-28";
export const S3_EXPRESS_MEASURED_MS = { firstByteSmallFile: 6.31, writeOneByteFile: 5.61 } as const;
export const S3_EXPRESS_LATENCY_SECONDS =
  (S3_EXPRESS_MEASURED_MS.firstByteSmallFile + S3_EXPRESS_MEASURED_MS.writeOneByteFile) / 2 / 1000;
/**
 * A GET of a range at a random offset in a large object of an S3 Standard-like class (every
 * class but Express One Zone) waits about ten times Express's first byte: AWS gives Express
 * One Zone "consistent single-digit millisecond first-byte read and write request
 * latencies—up to 10x faster than S3 Standard" (S3 User Guide, Optimizing S3 Express One
 * Zone performance, https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-express-performance.html,
 * read 2026-11-29). So 10 x 5.96 ms = 59.6 ms, where the small-file and one-byte figures
 * behind S3_REQUEST_LATENCY_SECONDS (the same range read again and again) are about 4x.
 * UNCONFIRMED, an inference: AWS does not say which requests see the full 10x. Taken to be
 * random ranges of a large object, because Mountpoint's CI (github.com/awslabs/mountpoint-s3,
 * gh-pages dev/bench/data.js, run of commit 58817cab, 2026-08-22) reads 256 KiB at random
 * offsets through the same client path (one GET of INITIAL_REQUEST_SIZE, 1 MiB + 128 KiB,
 * per read after a seek: mountpoint-s3-fs/src/prefetch.rs and prefetch/part_stream.rs at
 * that commit) at 11.59 MiB/s in a 5 MiB file but 2.53 MiB/s in a 100 GiB one, 4.6x slower
 * per read with only the object's size changed, and Express One Zone only 1.4x (33.98 vs
 * 24.16 MiB/s). Nothing is fitted on these: the factor is AWS's.
 */
export const S3_EXPRESS_SPEEDUP_OVER_STANDARD = 10;
export const S3_RANDOM_RANGE_LATENCY_SECONDS = S3_EXPRESS_LATENCY_SECONDS * S3_EXPRESS_SPEEDUP_OVER_STANDARD;
export const S3_RANDOM_RANGE_LATENCY_SOURCE =
  "AWS S3 User Guide, Optimizing S3 Express One Zone performance: 'consistent single-digit millisecond first-byte read and write request latencies—up to 10x faster than S3 Standard' (https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-express-performance.html, read 2026-11-29); applied to random ranges of large objects, an unconfirmed inference";

/** A directory bucket takes up to 200,000 reads and 100,000 writes per second (S3 User Guide, directory bucket performance). */
export const S3_EXPRESS_GET_REQUESTS_PER_SECOND = 200_000;
export const S3_EXPRESS_PUT_REQUESTS_PER_SECOND = 100_000;

const HOUR = 3600;
const MINUTE = 60;

const standardLatency = S3_REQUEST_LATENCY_SECONDS;
const classes = [SOURCES.awsS3StorageClasses, SOURCES.s3Prices2026];

export const S3_CLASSES: readonly S3ClassSpec[] = [
  {
    storageClass: "standard",
    id: "s3-standard",
    label: "S3 Standard",
    durability: "multiAz",
    storageKey: "s3.standard.storage",
    putKey: "s3.requests.tier1",
    getKey: "s3.requests.tier2",
    retrievalKey: null,
    uploadKey: null,
    minBillableObjectBytes: 0,
    minStorageDays: 0,
    firstByteLatencySeconds: standardLatency,
    restoreTiers: null,
    defaultRestoreTier: null,
    archiveOverhead: null,
    sources: [SOURCES.factsPrices, SOURCES.awsS3Performance, SOURCES.awsS3Limits],
  },
  {
    storageClass: "intelligent-tiering",
    id: "s3-intelligent-tiering",
    label: "S3 Intelligent-Tiering",
    durability: "multiAz",
    storageKey: "s3.intelligent-tiering.frequent.storage",
    putKey: "s3.requests.tier1",
    getKey: "s3.requests.tier2",
    retrievalKey: null,
    uploadKey: null,
    minBillableObjectBytes: 0,
    minStorageDays: 0,
    firstByteLatencySeconds: standardLatency,
    restoreTiers: null,
    defaultRestoreTier: null,
    archiveOverhead: null,
    sources: classes,
  },
  {
    storageClass: "standard-ia",
    id: "s3-standard-ia",
    label: "S3 Standard-IA",
    durability: "multiAz",
    storageKey: "s3.standard-ia.storage",
    putKey: "s3.standard-ia.requests.tier1",
    getKey: "s3.standard-ia.requests.tier2",
    retrievalKey: "s3.standard-ia.retrieval",
    uploadKey: null,
    minBillableObjectBytes: S3_MIN_BILLABLE_OBJECT_BYTES,
    minStorageDays: 30,
    firstByteLatencySeconds: standardLatency,
    restoreTiers: null,
    defaultRestoreTier: null,
    archiveOverhead: null,
    sources: classes,
  },
  {
    storageClass: "onezone-ia",
    id: "s3-onezone-ia",
    label: "S3 One Zone-IA",
    durability: "singleAz",
    storageKey: "s3.onezone-ia.storage",
    putKey: "s3.onezone-ia.requests.tier1",
    getKey: "s3.onezone-ia.requests.tier2",
    retrievalKey: "s3.onezone-ia.retrieval",
    uploadKey: null,
    minBillableObjectBytes: S3_MIN_BILLABLE_OBJECT_BYTES,
    minStorageDays: 30,
    firstByteLatencySeconds: standardLatency,
    restoreTiers: null,
    defaultRestoreTier: null,
    archiveOverhead: null,
    sources: classes,
  },
  {
    storageClass: "glacier-instant",
    id: "s3-glacier-instant",
    label: "S3 Glacier Instant Retrieval",
    durability: "multiAz",
    storageKey: "s3.glacier-instant.storage",
    putKey: "s3.glacier-instant.requests.tier1",
    getKey: "s3.glacier-instant.requests.tier2",
    retrievalKey: "s3.glacier-instant.retrieval",
    uploadKey: null,
    minBillableObjectBytes: S3_MIN_BILLABLE_OBJECT_BYTES,
    minStorageDays: 90,
    firstByteLatencySeconds: standardLatency,
    restoreTiers: null,
    defaultRestoreTier: null,
    archiveOverhead: null,
    sources: classes,
  },
  {
    storageClass: "glacier-flexible",
    id: "s3-glacier-flexible",
    label: "S3 Glacier Flexible Retrieval",
    durability: "multiAz",
    storageKey: "s3.glacier-flexible.storage",
    putKey: "s3.glacier-flexible.requests.tier1",
    getKey: "s3.requests.tier2",
    retrievalKey: null,
    uploadKey: null,
    minBillableObjectBytes: 0,
    minStorageDays: 90,
    firstByteLatencySeconds: standardLatency,
    restoreTiers: {
      expedited: {
        seconds: 5 * MINUTE,
        text: "1-5 minutes",
        retrievalKey: "s3.glacier-flexible.retrieval.expedited",
        restoreKey: "s3.glacier-flexible.restore.expedited",
      },
      standard: {
        seconds: 5 * HOUR,
        text: "3-5 hours",
        retrievalKey: "s3.glacier-flexible.retrieval.standard",
        restoreKey: "s3.glacier-flexible.restore.standard",
      },
      bulk: {
        seconds: 12 * HOUR,
        text: "5-12 hours",
        retrievalKey: "s3.glacier-flexible.retrieval.bulk",
        restoreKey: "s3.glacier-flexible.restore.bulk",
      },
    },
    defaultRestoreTier: "standard",
    archiveOverhead: S3_ARCHIVE_OVERHEAD,
    sources: [...classes, SOURCES.awsS3Restore],
  },
  {
    storageClass: "glacier-deep-archive",
    id: "s3-glacier-deep-archive",
    label: "S3 Glacier Deep Archive",
    durability: "multiAz",
    storageKey: "s3.glacier-deep-archive.storage",
    putKey: "s3.glacier-deep-archive.requests.tier1",
    getKey: "s3.requests.tier2",
    retrievalKey: null,
    uploadKey: null,
    minBillableObjectBytes: 0,
    minStorageDays: 180,
    firstByteLatencySeconds: standardLatency,
    restoreTiers: {
      standard: {
        seconds: 12 * HOUR,
        text: "within 12 hours",
        retrievalKey: "s3.glacier-deep-archive.retrieval.standard",
        restoreKey: "s3.glacier-deep-archive.restore.standard",
      },
      bulk: {
        seconds: 48 * HOUR,
        text: "within 48 hours",
        retrievalKey: "s3.glacier-deep-archive.retrieval.bulk",
        restoreKey: "s3.glacier-deep-archive.restore.bulk",
      },
    },
    defaultRestoreTier: "standard",
    archiveOverhead: S3_ARCHIVE_OVERHEAD,
    sources: [...classes, SOURCES.awsS3Restore],
  },
  {
    storageClass: "express-one-zone",
    id: "s3-express-one-zone",
    label: "S3 Express One Zone",
    durability: "singleAz",
    storageKey: "s3.express-one-zone.storage",
    putKey: "s3.express-one-zone.requests.tier1",
    getKey: "s3.express-one-zone.requests.tier2",
    retrievalKey: "s3.express-one-zone.retrieval",
    uploadKey: "s3.express-one-zone.upload",
    minBillableObjectBytes: 0,
    minStorageDays: 0,
    firstByteLatencySeconds: S3_EXPRESS_LATENCY_SECONDS,
    restoreTiers: null,
    defaultRestoreTier: null,
    archiveOverhead: null,
    sources: [SOURCES.awsS3Express, SOURCES.s3ExpressPrices2025],
  },
];

export function s3ClassSpec(storageClass: S3StorageClass): S3ClassSpec {
  const spec = S3_CLASSES.find((c) => c.storageClass === storageClass);
  if (spec === undefined) throw new Error(`no S3 class ${storageClass}`);
  return spec;
}

/** Access methods a client may use (see ./catalog.ts for what each implies). */
export const S3_ACCESS_METHODS = ["sdk", "crt", "aws-cli", "mountpoint"] as const;
export type S3AccessMethod = (typeof S3_ACCESS_METHODS)[number];
