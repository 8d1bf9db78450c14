/**
 * Storage Advisor cost and performance model: the public surface for the API, the CLI
 * and the UI. Everything here is pure: no I/O, no environment.
 */
export { estimate, estimateFromInput, MODEL_VERSION, parseEstimateInput, type EstimateInput } from "./estimate";
export type { CreditReport, EstimateResult, OperationEstimate, OptionEstimate } from "./estimate-types";
export { estimateOptionsSchema, type EstimateOptions, type EstimateOptionsInput } from "./estimate-options";
export { workloadSchema, operationSchema, type Operation, type Workload, type WorkloadInput } from "./workload-schema";
export { CATALOG, getCatalogOption, listCatalog, validateOptionParams, type CatalogListing } from "./catalog";
export type { CatalogEntry, LimitInfo, RuleViolation, SizingContext } from "./catalog-entry";
export type { ConfiguredOption } from "./configured-option";
export { OPTION_IDS, optionIdSchema, type Family, type OptionId } from "./option-ids";
export type { ModelIssue, ModelResult } from "./issues";
export type { CostLine, CostBreakdown } from "./cost";
export type { TimelinePoint } from "./credits";
export { C5N_18XLARGE, clientProfileInputSchema, type ClientProfileInput } from "./client";
export { LATENCY_CONSTANTS, type LatencyConstants } from "./latency-constants";
export { validateModel, factorOff, type ArticleSummary, type ModelValidation, type ValidationRow } from "./validation";
export { ASSUMPTIONS, SKIPPED, VALIDATION_DATASETS, validationCells, type ValidationCell } from "./validation-cells";
export { CALIBRATION_REGION, readValidationInputs } from "./validation-inputs";
export { durationRange, DURATION_ERROR_BANDS, type DurationRange } from "./duration-ranges";
export { INSTANCE_TYPES, instanceSpec, type InstanceSpec } from "./instances";
export { S3_CLIENT_KINDS, type S3ClientKind } from "./s3-clients";
