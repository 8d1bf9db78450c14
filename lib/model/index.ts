/**
 * Storage Advisor cost and performance model: the public surface for the API, the CLI
 * and the UI, and the only way into the model from outside it (a lint rule). Everything
 * here is pure: no I/O, no environment (the articles are read by server/validation-inputs.ts).
 */
export { estimate, estimateFromInput, MODEL_VERSION, parseEstimateInput, type EstimateInput } from "./estimate";
export type { CreditReport, EstimateResult, OperationEstimate, OptionEstimate } from "./estimate-types";
export { estimateOptionsSchema, type EstimateOptions, type EstimateOptionsInput } from "./estimate-options";
export { workloadSchema, operationSchema, type Operation, type Workload, type WorkloadInput } from "./workload-schema";
export { CATALOG, getCatalogOption, listCatalog, validateOptionParams, type CatalogListing } from "./catalog";
export type { CatalogEntry, LimitInfo, RuleViolation, SizingContext } from "./catalog-entry";
export type { ConfiguredOption } from "./configured-option";
export { OPTION_IDS, optionIdSchema, type Family, type OptionId } from "./option-ids";
export type { ModelIssue, ModelResult } from "./common/issues";
export type { CostLine, CostBreakdown } from "./common/cost";
export type { TimelinePoint } from "./engine/credits";
export { C5N_18XLARGE, clientProfileInputSchema, type ClientProfileInput } from "./client/client";
export { LATENCY_CONSTANTS, type LatencyConstants } from "./engine/latency-constants";
export {
  validateModel,
  factorOff,
  type ArticleSummary,
  type ModelValidation,
  type ValidationRow,
} from "./validation/validation";
export { ASSUMPTIONS, SKIPPED, VALIDATION_DATASETS, validationCells, type ValidationCell } from "./validation/cells";
export { CALIBRATION_REGION } from "./validation/cells";
export { durationRange, DURATION_ERROR_BANDS, type DurationRange } from "./validation/duration-ranges";
export { INSTANCE_TYPES, instanceSpec, type InstanceSpec } from "../ec2/instances";
export { S3_CLIENT_KINDS, type S3ClientKind } from "./s3/clients";

// Further figures and helpers the shells and the other core folders use.
export { toClientProfile } from "./client/client";
export { fromZodIssues, joinPath } from "./common/issues";
export type { EbsVolumeType, EfsThroughputMode, LustreDeployment } from "./configured-option";
export {
  EBS_MULTI_ATTACH_MAX_INSTANCES,
  EBS_SIZE_GIB,
  GP2_IOPS_PER_GIB,
  GP2_LARGE_MIBPS,
  GP2_MAX_IOPS,
  GP2_MIN_IOPS,
  GP2_SMALL_MAX_GIB,
  GP2_SMALL_MIBPS,
  GP3_INCLUDED_IOPS,
  GP3_INCLUDED_MIBPS,
  GP3_MAX_IOPS,
  GP3_MAX_IOPS_PER_GIB,
  GP3_MAX_MIBPS,
  GP3_MAX_MIBPS_PER_IOPS,
  IO2_MAX_IOPS,
  IO2_MAX_IOPS_PER_GIB,
  SC1_RATES,
  ST1_RATES,
  hddFullBurstGiB,
} from "./ebs/limits";
export { GP2_BUCKET_ID, HDD_BUCKET_ID } from "./ebs/perf";
export {
  EFS_BASELINE_MIBPS_PER_TIB,
  EFS_BASELINE_MIN_MIBPS,
  EFS_BURST_MIBPS_PER_TIB,
  EFS_BURST_MIN_MIBPS,
  EFS_METADATA_OPS_PER_FILE,
  EFS_MIN_METERED_REQUEST_BYTES,
  EFS_PROVISIONED_FREE_GIB_PER_MIBPS,
  EFS_PROVISIONED_MAX_MIBPS,
  EFS_READ_METERING_DIVISOR,
} from "./efs/limits";
export { efsMeteredBytesPerRun } from "./efs/metering";
export { EFS_CREDIT_BUCKET_ID } from "./efs/perf";
export { emptyTolerance } from "./engine/credits";
export { bytesPerRun, sustainableRate } from "./engine/perf-types";
export type { BucketSpec, PerfEnv, PerfModel } from "./engine/perf-types";
export { perfModelFor } from "./engine/perf";
export { simulate } from "./engine/simulate";
export {
  WINDOWS_HDD_DISK_BURST_MBPS_PER_TIB,
  WINDOWS_HDD_DISK_MAX_MBPS,
  WINDOWS_SSD_DISK_MBPS_PER_TIB,
  WINDOWS_THROUGHPUT_CAPACITIES_MBPS,
} from "./fsx/limits";
export { NFS_MAX_CONNECTIONS } from "./fsx/nfs-connections";
export { ONTAP_THROUGHPUT_MBPS, OPENZFS_IT_THROUGHPUT_MBPS, OPENZFS_THROUGHPUT_MBPS } from "./fsx/server-limits";
export type { OntapDeployment, OpenZfsDeployment } from "./fsx/server-limits";
export { windowsCapacityRow } from "./fsx/windows/catalog";
export { S3_CLASSES, S3_IT_MIN_MONITORED_OBJECT_BYTES } from "./s3/classes";
export type { S3ClassSpec } from "./s3/classes";
export { s3BillableBytes } from "./s3/cost";
export { ARTICLE_ESTIMATE_OPTIONS, articleDailyWorkload } from "./validation/article-efs-options";
export { calibrationCells } from "./validation/calibration-cells";
export { calibrateLatencies, roundForConstants } from "./validation/calibration";
export { DURATION_CLOSE, DURATION_NEAR } from "./validation/validation";
export {
  DEFAULT_IO_SIZE_BYTES,
  MAX_CLIENTS,
  MAX_CONCURRENCY,
  MAX_DAYS,
  MAX_FILE_COUNT,
  MAX_IO_SIZE_BYTES,
  MAX_OPERATIONS,
  MAX_OPTIONS,
  MAX_RUNS_PER_DAY,
  MAX_STORED_BYTES,
  MIN_IO_SIZE_BYTES,
} from "./workload-limits";
export { optionRequestSchema } from "./workload-schema";
