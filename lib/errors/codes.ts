/**
 * Every error code this application hands to a client (HTTP API body, CLI message), with
 * the HTTP status it answers with. Closed: a route or command can only name a code listed
 * here, so one code never means two statuses and there is one spelling per code (the
 * model, the fio parser, the price fetch and the API all say `efs_max_io_with_elastic`).
 * README ("HTTP API", "Error codes") lists them for people.
 *
 * Plain data with no imports: every layer, the domain core included, may use it.
 */
export const ERROR_CODES = {
  // The request itself
  invalid_request: { status: 400, meaning: "A parameter or field is not valid; `path` names it." },
  invalid_json: { status: 400, meaning: "The body is not valid JSON." },
  invalid_multipart: { status: 400, meaning: "The multipart body cannot be read." },
  body_incomplete: { status: 400, meaning: "The body ended before its declared length." },
  invalid_answers: { status: 400, meaning: "An advisor answer is not valid; `path` names it." },
  invalid_option_params: { status: 400, meaning: "The storage option's parameters are not valid for that option." },
  invalid_workload: { status: 400, meaning: "The workload breaks a rule that spans several fields." },
  invalid_plan: {
    status: 400,
    meaning: "The Terraform plan (terraform show -json) cannot be read; `path` names the place in it.",
  },
  unsupported_media_type: { status: 415, meaning: "The body's Content-Type is not one this endpoint reads." },
  too_large: { status: 413, meaning: "The body or file is larger than the endpoint accepts." },

  // Field problems found by a schema (zod's own codes, passed on unchanged)
  invalid_type: { status: 400, meaning: "A field has the wrong type." },
  too_big: { status: 400, meaning: "A number, text or list is larger than allowed." },
  too_small: { status: 400, meaning: "A number, text or list is smaller than allowed." },
  invalid_format: { status: 400, meaning: "A text field does not have the expected form." },
  invalid_value: { status: 400, meaning: "A field holds a value that is not one of those allowed." },
  unrecognized_keys: { status: 400, meaning: "The object has a field this endpoint does not know." },
  not_multiple_of: { status: 400, meaning: "A number is not a multiple of the required step." },
  invalid_union: { status: 400, meaning: "A field matches none of its allowed forms." },
  invalid_key: { status: 400, meaning: "A key of a map is not valid." },
  invalid_element: { status: 400, meaning: "An element of a collection is not valid." },

  // Storage-option rules of the model (AWS forbids the combination, or the workload does not fit)
  unknown_option: { status: 400, meaning: "No storage option has that id." },
  price_book_region_mismatch: { status: 400, meaning: "The prices given are for another region than the workload." },
  efs_max_io_with_elastic: {
    status: 400,
    meaning: "EFS Max I/O performance mode cannot be used with Elastic throughput.",
  },
  efs_max_io_with_one_zone: { status: 400, meaning: "EFS One Zone file systems have no Max I/O performance mode." },
  gp3_throughput_per_iops: { status: 400, meaning: "gp3 throughput is limited per provisioned IOPS." },
  gp3_iops_per_gib: { status: 400, meaning: "gp3 IOPS are limited per GiB of volume size." },
  gp2_iops_per_gib: { status: 400, meaning: "gp2 IOPS are limited per GiB of volume size." },
  io1_iops_per_gib: { status: 400, meaning: "io1 IOPS are limited per GiB of volume size." },
  io2_iops_per_gib: { status: 400, meaning: "io2 IOPS are limited per GiB of volume size." },
  st1_iops_per_gib: { status: 400, meaning: "st1 IOPS are limited per GiB of volume size." },
  sc1_iops_per_gib: { status: 400, meaning: "sc1 IOPS are limited per GiB of volume size." },
  ebs_capacity_below_stored: { status: 400, meaning: "The volume is smaller than the data stored on it." },
  fsx_capacity_below_stored: { status: 400, meaning: "The file system is smaller than the data stored on it." },
  fsx_lustre_below_minimum_size: { status: 400, meaning: "FSx for Lustre has a minimum storage capacity." },
  fsx_lustre_capacity_step: { status: 400, meaning: "FSx for Lustre capacity comes in fixed steps." },
  fsx_windows_capacity_range: { status: 400, meaning: "FSx for Windows storage capacity is outside its range." },
  fsx_windows_throughput_capacity: {
    status: 400,
    meaning: "FSx for Windows throughput capacity is not one of the offered levels.",
  },
  // The 2026 catalog's rules
  efs_archive_with_one_zone: { status: 400, meaning: "EFS Archive is not available on One Zone file systems." },
  efs_archive_needs_elastic: { status: 400, meaning: "EFS Archive needs Elastic throughput." },
  efs_tier_fractions_above_one: { status: 400, meaning: "The EFS storage-class shares add up to more than the data." },
  fsx_lustre_it_throughput_capacity: {
    status: 400,
    meaning: "FSx for Lustre Intelligent-Tiering throughput capacity comes in 4,000 MB/s steps.",
  },
  fsx_it_fractions_above_one: {
    status: 400,
    meaning: "The Intelligent-Tiering tier shares add up to more than the data.",
  },
  fsx_ontap_throughput_capacity: {
    status: 400,
    meaning: "FSx for ONTAP throughput capacity is not one the deployment offers.",
  },
  fsx_ontap_ha_pairs: { status: 400, meaning: "Only FSx for ONTAP Single-AZ 2 scales out to several HA pairs." },
  fsx_ontap_ssd_range: { status: 400, meaning: "FSx for ONTAP SSD storage is outside its range." },
  fsx_ontap_iops_below_included: {
    status: 400,
    meaning: "FSx for ONTAP SSD IOPS below the 3 per GiB that come with the SSD.",
  },
  fsx_ontap_iops_above_max: {
    status: 400,
    meaning: "FSx for ONTAP SSD IOPS above what the throughput capacity supports.",
  },
  fsx_openzfs_throughput_capacity: {
    status: 400,
    meaning: "FSx for OpenZFS throughput capacity is not one the deployment offers.",
  },
  fsx_openzfs_ssd_range: { status: 400, meaning: "FSx for OpenZFS SSD storage is outside its range." },
  fsx_openzfs_iops_below_included: {
    status: 400,
    meaning: "FSx for OpenZFS SSD IOPS below the 3 per GiB that come with the SSD.",
  },
  fsx_openzfs_iops_above_max: {
    status: 400,
    meaning: "FSx for OpenZFS SSD IOPS above what the throughput capacity supports.",
  },
  instance_store_family_mismatch: {
    status: 400,
    meaning: "The instance type is not a size of the chosen instance family.",
  },
  s3_it_fractions_above_one: {
    status: 400,
    meaning: "The S3 Intelligent-Tiering tier shares add up to more than the data.",
  },
  s3_mountpoint_archive: {
    status: 400,
    meaning: "Mountpoint cannot read S3 Glacier Flexible Retrieval or Deep Archive objects without a restore.",
  },

  // Not found
  invalid_path: { status: 400, meaning: "The address has percent-encoding that cannot be decoded." },
  invalid_characters: {
    status: 400,
    meaning:
      "The address, a query parameter or a field holds control characters (such as %00) that no valid value has.",
  },
  unknown_host: {
    status: 400,
    meaning: "The Host header names a host this server does not serve (PUBLIC_URL is set).",
  },
  method_not_allowed: {
    status: 405,
    meaning: "The address does not answer that HTTP method; the Allow header lists those it does.",
  },
  not_found: { status: 404, meaning: "No such resource." },
  option_not_found: { status: 404, meaning: "No storage option has that id." },
  snapshot_not_found: { status: 404, meaning: "No price snapshot has that id." },
  region_not_found: { status: 404, meaning: "The price snapshot has no prices for that region." },

  // Understood but cannot be answered
  no_prices: { status: 422, meaning: "No price snapshot covers the requested region." },
  unknown_recommendation: {
    status: 422,
    meaning: "An upload names a saved recommendation that does not exist; nothing was stored.",
  },
  option_not_ranked: {
    status: 422,
    meaning: "The option named is not one the recommendation ranked (or not with those parameters).",
  },
  nothing_ranked: { status: 422, meaning: "The recommendation ranked no option, so there is nothing to measure." },
  nothing_to_measure: { status: 422, meaning: "The workload has no operations for a fio job file to run." },

  // fio files the parser refuses (lib/fio/errors.ts; too_large above applies too)
  empty: { status: 422, meaning: "The file is empty." },
  bad_encoding: { status: 422, meaning: "The file is in a text encoding fio never writes." },
  not_json: { status: 422, meaning: "No JSON document could be read from the file." },
  truncated: { status: 422, meaning: "The JSON document ends in the middle of a value." },
  too_deep: { status: 422, meaning: "The JSON nests deeper than fio ever writes." },
  not_fio: { status: 422, meaning: "Valid JSON, but not fio output." },
  no_jobs: { status: 422, meaning: "fio output without any job." },
  invalid_field: { status: 422, meaning: "A field fio always writes is missing or has the wrong type." },
  absurd_value: { status: 422, meaning: "A number no real measurement can have." },
  no_usable_jobs: { status: 422, meaning: "Every job failed or did no I/O." },

  // CloudWatch metrics files the import refuses (lib/metrics; too_large above applies too)
  invalid_metrics: {
    status: 422,
    meaning: "A CloudWatch metrics file cannot be read; the message names the metric and the position.",
  },
  no_usable_metrics: { status: 422, meaning: "No file holds an EFS, EBS or FSx metric the import can size from." },
  parser_failed: {
    status: 422,
    meaning: "The fio parser failed on this file; it was not accepted (please report it).",
  },

  // Who may do what
  unauthorized: { status: 401, meaning: "The admin token is missing or wrong." },
  owner_token_required: { status: 401, meaning: "Deleting an upload needs the owner token returned at upload." },
  forbidden: { status: 403, meaning: "This action is not allowed." },
  admin_disabled: { status: 403, meaning: "Privileged actions are off: ADMIN_TOKEN is not set." },
  cross_origin_write: {
    status: 403,
    meaning:
      "A write sent by a page on another site; only this app's own pages (or clients without an Origin) may write.",
  },
  wrong_owner_token: { status: 403, meaning: "The owner token does not match this upload." },
  refresh_in_progress: { status: 409, meaning: "A price refresh is already running." },
  rate_limited: { status: 429, meaning: "Too many requests from this client; wait for Retry-After seconds." },

  // AWS Price List, reached by a refresh
  aws_throttled: { status: 502, meaning: "AWS throttled the Price List requests." },
  aws_access_denied: { status: 502, meaning: "AWS refused the credentials for the Price List API." },
  aws_request_failed: { status: 502, meaning: "A Price List request failed." },
  aws_invalid_response: { status: 502, meaning: "The Price List answered something that is not a price list." },
  aws_invalid_options: { status: 502, meaning: "The refresh was asked for something the Price List cannot answer." },
  aws_aborted: { status: 502, meaning: "The refresh was stopped before it finished." },
  aws_no_prices: { status: 502, meaning: "The Price List returned no usable prices; nothing was stored." },
  aws_not_exact: { status: 502, meaning: "A price could not be converted exactly; nothing was stored." },
  aws_credentials_missing: { status: 503, meaning: "No AWS credentials are configured for a live refresh." },

  // Our side
  database_unavailable: { status: 503, meaning: "The database cannot be reached right now." },
  database_busy: { status: 503, meaning: "The database is too busy to finish in time; nothing was saved." },
  internal_error: { status: 500, meaning: "A fault on our side; the server log has the details." },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}
