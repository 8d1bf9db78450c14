import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors/codes";
import { estimateOptionsSchema, workloadSchema } from "@/lib/model";
import { snapshotIdSchema } from "@/lib/pricing/snapshot-id";
import { advisorAnswersSchema } from "@/lib/validations/advisor";
import { fioJobBodySchema, fioJobQuerySchema } from "@/lib/validations/fio-job";
import { instancesQuerySchema } from "@/lib/validations/instances-api";
import { metricsImportFieldsSchema } from "@/lib/validations/metrics";
import { planReviewRequestSchema } from "@/lib/validations/plan-review";
import { priceDiffQuerySchema, priceRefreshBodySchema, snapshotPricesQuerySchema } from "@/lib/validations/prices-api";
import { migrationRequestSchema, projectionRequestSchema } from "@/lib/validations/projection";
import {
  listResultsQuerySchema,
  resultLabelsSchema,
  resultPatchSchema,
  uploadJsonBodySchema,
} from "@/lib/validations/results";
import { estimateEnvelopeSchema } from "@/lib/workloads/estimate-document";
import type { ApiBody, ApiContent, ApiParameter, ApiRoute, JsonSchema } from "./types";

/**
 * Every route under app/api, one entry per route file, with the schemas it validates with.
 * The OpenAPI document (document.ts), the /api-docs page and the MCP tools read this; the
 * test (document.test.ts) fails when a route file or an exported method is missing here.
 * A new route: add it here and to server/api/route-methods.ts.
 */

/** zod's own issue codes, passed on by validationError for a field a schema refuses. */
const FIELD_CODES: ErrorCode[] = [
  "invalid_request",
  "invalid_type",
  "too_big",
  "too_small",
  "invalid_format",
  "invalid_value",
  "unrecognized_keys",
  "invalid_union",
];
const JSON_BODY_CODES: ErrorCode[] = [
  "invalid_json",
  "unsupported_media_type",
  "too_large",
  "body_incomplete",
  ...FIELD_CODES,
];
/** The storage-option rules of the model: every 400 code that is not about the request's form. */
const REQUEST_FORM_CODES = new Set<string>([
  "invalid_json",
  "invalid_multipart",
  "body_incomplete",
  "invalid_answers",
  "invalid_path",
  "invalid_characters",
  "unknown_host",
]);
const MODEL_CODES = (Object.keys(ERROR_CODES) as ErrorCode[]).filter(
  (code) => ERROR_CODES[code].status === 400 && !REQUEST_FORM_CODES.has(code) && !FIELD_CODES.includes(code),
);
const FIO_FILE_CODES: ErrorCode[] = [
  "empty",
  "bad_encoding",
  "not_json",
  "truncated",
  "too_deep",
  "not_fio",
  "no_jobs",
  "invalid_field",
  "absurd_value",
  "no_usable_jobs",
  "parser_failed",
];

const json = (schema?: JsonSchema | z.ZodType): ApiContent => ({
  type: "application/json",
  ...(schema === undefined ? {} : { schema }),
});
const described = (description: string, properties: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: "object",
  description,
  properties,
});
const jsonBody = (description: string, schema: JsonSchema | z.ZodType, required = true): ApiBody => ({
  description,
  required,
  content: [json(schema)],
});
const pathParam = (name: string, description: string): ApiParameter => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});
const ownerToken: ApiParameter = {
  name: "X-Owner-Token",
  in: "header",
  description:
    "The owner token returned at upload (or `Authorization: Bearer <token>`, or the browser's owned-uploads cookie).",
  schema: { type: "string" },
};

const estimateRequestSchema = z.union([
  workloadSchema,
  estimateEnvelopeSchema.extend({ workload: workloadSchema, options: estimateOptionsSchema.optional() }),
]);
/** The route reads `answers` with advisorAnswersJsonSchema, which is advisorAnswersSchema behind an unknown-key check. */
const recommendationRequestSchema = z.strictObject({
  answers: advisorAnswersSchema,
  snapshotId: snapshotIdSchema.optional(),
});
const snapshotRef = {
  type: "object",
  properties: { id: { type: "string" }, asOf: { type: "string", format: "date" } },
};
const estimateAnswer = described(
  "EstimateResponse (server/data/recommendations/estimates.ts): the prices snapshot used, the region, the days, the model version and one result per option: monthly cost in USD by line, duration in seconds a day, bottleneck, feasibility and missing price keys.",
  {
    pricesSnapshot: snapshotRef,
    modelVersion: { type: "string" },
    region: { type: "string" },
    results: { type: "array", items: { type: "object" } },
  },
);
const regionsAnswer = described(
  "RegionEstimatesResponse (server/data/recommendations/estimates.ts), when the request names `regions`: one estimate per region, cheapest first, and the regions no snapshot covers under `missing`.",
  {
    regions: { type: "array", items: { type: "object" } },
    missing: { type: "array", items: { type: "object" } },
  },
);
const fioJobAnswer: ApiContent[] = [
  {
    type: "text/plain",
    schema: { type: "string", description: "The fio job file (format=fio) or the run-and-upload script (format=sh)." },
  },
  json(described("format=json: the job file and the script together.")),
];
const recommendationAnswer = described(
  "RecommendationView (server/data/recommendations/recommendations.ts): share id and URL, the answers, the snapshot, the model version, ranked options (cost, duration, bottleneck, reasons, configuration to ask AWS for), ruled-out options and what would change the answer.",
  {
    id: { type: "string" },
    url: { type: "string", format: "uri" },
    ranking: { type: "array", items: { type: "object" } },
  },
);
/** A free-form query (OpenAPI's form style, exploded): the /compare page's parameters. */
const compareQuery: ApiParameter = {
  name: "view",
  in: "query",
  description:
    "The view's parameters exactly as the /compare page takes them (workload preset or custom operations, region, snapshot, options), each as its own query parameter.",
  schema: { type: "object", additionalProperties: { type: "string" } },
};

export const API_ROUTES: readonly ApiRoute[] = [
  {
    path: "/api/v1/compare.csv",
    methods: {
      GET: {
        tag: "Compare",
        summary: "The /compare table as CSV",
        description:
          "The view in the query string is parsed exactly as the /compare page parses it: /compare?X downloads as /api/v1/compare.csv?X.",
        parameters: [compareQuery],
        responses: [
          {
            status: 200,
            description: "One row per option and point: cost, duration, bottleneck, prices used.",
            content: [{ type: "text/csv", schema: { type: "string" } }],
          },
        ],
        errors: ["snapshot_not_found", "no_prices", "invalid_workload", ...FIELD_CODES],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/datasets",
    methods: {
      GET: {
        tag: "Datasets",
        summary: "Every reference dataset",
        description: "Source, date, region and row counts of each.",
        responses: [{ status: 200, description: "The datasets.", content: [json(described("`{datasets: [...]}`"))] }],
        errors: [],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/datasets/[slug]",
    methods: {
      GET: {
        tag: "Datasets",
        summary: "One dataset, as JSON or (slug.csv) CSV",
        parameters: [pathParam("slug", "The dataset's slug; add `.csv` for its rows as CSV.")],
        responses: [
          {
            status: 200,
            description: "The dataset with its rows.",
            content: [
              json(described("The dataset, its source and rows.")),
              { type: "text/csv", schema: { type: "string" } },
            ],
          },
        ],
        errors: ["not_found"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/estimate",
    methods: {
      POST: {
        tag: "Estimate",
        summary: "Monthly cost and daily duration of a workload on each storage option",
        description:
          'The body is a bare workload, or `{workload, snapshotId?, options?, regions?}` to pin a price snapshot, pass model options or compare regions (`"all"` or a list). The answer is the same document `storage-advisor estimate` prints.',
        body: jsonBody("A workload, or an envelope around one.", estimateRequestSchema),
        responses: [
          {
            status: 200,
            description: "The estimate (or one per region with `regions`).",
            content: [json({ oneOf: [estimateAnswer, regionsAnswer] })],
          },
        ],
        errors: [...JSON_BODY_CODES, ...MODEL_CODES, "snapshot_not_found", "no_prices"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/fio-job",
    methods: {
      GET: {
        tag: "fio jobs",
        summary: "The fio job file for the workload of a /compare view",
        parameters: [compareQuery],
        query: fioJobQuerySchema,
        responses: [{ status: 200, description: "The job file, the script, or both.", content: fioJobAnswer }],
        errors: [...FIELD_CODES, "invalid_workload", "unknown_option", "nothing_to_measure"],
      },
      POST: {
        tag: "fio jobs",
        summary: "The fio job file for a workload",
        body: jsonBody("`{workload, option?: {id, params}, variant?, format?}`", fioJobBodySchema),
        responses: [{ status: 200, description: "The job file, the script, or both.", content: fioJobAnswer }],
        errors: [...JSON_BODY_CODES, ...MODEL_CODES, "nothing_to_measure"],
      },
    },
  },
  {
    path: "/api/v1/health",
    methods: {
      GET: {
        tag: "Service",
        summary: "Liveness and readiness",
        responses: [
          {
            status: 200,
            description: "The database answers.",
            content: [
              json(
                described("Health", {
                  status: { const: "ok" },
                  migrationsApplied: { type: "integer" },
                  pricesSnapshot: { type: ["object", "null"] },
                }),
              ),
            ],
          },
        ],
        errors: [],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/metrics",
    methods: {
      POST: {
        tag: "Metrics",
        summary: "Import CloudWatch metrics: derived workload, replay on every option, credit forecast",
        description:
          "Multipart files (get-metric-data or get-metric-statistics JSON, console CSV; 8 MiB a file, 32 MiB together) with the fields `region`, `storedGiB`, `name`. A refused import stores nothing.",
        query: metricsImportFieldsSchema,
        body: {
          description: "The metrics files and the fields.",
          required: true,
          content: [
            {
              type: "multipart/form-data",
              schema: {
                allOf: [
                  metricsImportFieldsSchema,
                  {
                    type: "object",
                    properties: {
                      file: { type: "array", items: { type: "string", contentMediaType: "application/octet-stream" } },
                    },
                  },
                ],
              },
            },
          ],
        },
        responses: [
          {
            status: 201,
            description:
              "SavedWorkloadView (server/data/metrics/metrics.ts): the saved workload's share id, the replay and the forecasts.",
            content: [json(described("SavedWorkloadView"))],
          },
        ],
        errors: [
          "invalid_multipart",
          "unsupported_media_type",
          "too_large",
          "body_incomplete",
          ...FIELD_CODES,
          "invalid_metrics",
          "no_usable_metrics",
          "no_prices",
          "rate_limited",
          "cross_origin_write",
        ],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/migrations",
    methods: {
      POST: {
        tag: "Cost over time",
        summary: "Plan moving a data set from one storage option to another",
        description:
          "Copy time (DataSync or parallel copies), a final incremental pass, the cost and the month the move pays for itself.",
        body: jsonBody("The migration request.", migrationRequestSchema),
        responses: [
          {
            status: 200,
            description: "MigrationPlan (lib/projection/migration.ts).",
            content: [json(described("MigrationPlan"))],
          },
        ],
        errors: [...JSON_BODY_CODES, ...MODEL_CODES, "snapshot_not_found", "no_prices"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/openapi.json",
    methods: {
      GET: {
        tag: "Service",
        summary: "This document: the API as OpenAPI 3.1",
        responses: [{ status: 200, description: "The OpenAPI 3.1 document.", content: [json({ type: "object" })] }],
        errors: [],
      },
    },
  },
  {
    path: "/api/v1/instances",
    methods: {
      GET: {
        tag: "Catalog",
        summary: "EC2 instance types with their limits and hourly prices in a Region",
        description:
          "Every instance type the model knows (client instances and instance-store sizes) with its network baseline/burst, EBS bandwidth and IOPS, instance store drives, and its Linux On-Demand price per instance-hour in that Region from the snapshot in use or the one named; each price with its source, date and unconfirmed flag.",
        query: instancesQuerySchema,
        responses: [
          {
            status: 200,
            description: "The instances of the Region.",
            content: [
              json(
                described(
                  "InstanceListing[] (lib/pricing/instance-catalog.ts) with the snapshot, region and limit sources",
                ),
              ),
            ],
          },
        ],
        errors: [...FIELD_CODES, "snapshot_not_found", "region_not_found"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/options",
    methods: {
      GET: {
        tag: "Catalog",
        summary: "Every storage option the model knows",
        description:
          "Each with its parameter JSON Schema, default parameters, documented limits (each with its AWS source), the price keys it uses and its sources. No database.",
        responses: [
          {
            status: 200,
            description: "The catalog.",
            content: [
              json(
                described("Catalog", {
                  modelVersion: { type: "string" },
                  options: { type: "array", items: { type: "object" } },
                }),
              ),
            ],
          },
        ],
        errors: [],
      },
    },
  },
  {
    path: "/api/v1/options/[id]",
    methods: {
      GET: {
        tag: "Catalog",
        summary: "One storage option, as the list shows it",
        parameters: [pathParam("id", "The option's id, such as efs-standard-elastic.")],
        responses: [
          {
            status: 200,
            description: "The option with its limits and sources.",
            content: [json(described("CatalogListing (lib/model/catalog.ts)"))],
          },
        ],
        errors: ["option_not_found"],
      },
    },
  },
  {
    path: "/api/v1/plan-reviews",
    methods: {
      POST: {
        tag: "Plan review",
        summary: "Review the storage of a Terraform plan or state: cost, timing and cheaper changes",
        description:
          "`{plan, usage?}`: the JSON of `terraform show -json` and an optional usage document keyed by resource address. Each storage resource's monthly cost (and, with a workload, duration, bottleneck, credits), the cheaper attribute changes that meet the same need, and the resources not reviewed with the reason.",
        body: jsonBody("`{plan, usage?}`", planReviewRequestSchema),
        responses: [
          {
            status: 200,
            description: "PlanReviewResult (lib/plan-review/types.ts).",
            content: [
              json(
                described("PlanReviewResult", {
                  resources: { type: "array", items: { type: "object" } },
                  notReviewed: { type: "array", items: { type: "object" } },
                }),
              ),
            ],
          },
        ],
        errors: [...JSON_BODY_CODES, "invalid_plan"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/prices/diff",
    methods: {
      GET: {
        tag: "Prices",
        summary: "Prices added, removed and changed between two snapshots",
        query: priceDiffQuerySchema,
        responses: [
          {
            status: 200,
            description: "The difference.",
            content: [json(described("`{from, to, added, removed, changed}`"))],
          },
        ],
        errors: [...FIELD_CODES, "snapshot_not_found"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/prices/refresh",
    methods: {
      POST: {
        tag: "Prices",
        summary: "Refresh prices from the AWS Price List into a new snapshot (admin)",
        description:
          "Needs `Authorization: Bearer <ADMIN_TOKEN>`; off when ADMIN_TOKEN is not set. Bulk files by default, or the Query API.",
        parameters: [
          {
            name: "Authorization",
            in: "header",
            required: true,
            description: "`Bearer <ADMIN_TOKEN>`",
            schema: { type: "string" },
          },
        ],
        body: jsonBody("Optional: which regions and which source.", priceRefreshBodySchema, false),
        responses: [
          {
            status: 200,
            description: "The new snapshot and what it holds.",
            content: [json(described("The refresh's result"))],
          },
        ],
        errors: [
          "invalid_json",
          ...FIELD_CODES,
          "unauthorized",
          "forbidden",
          "admin_disabled",
          "rate_limited",
          "refresh_in_progress",
          "cross_origin_write",
          "aws_throttled",
          "aws_access_denied",
          "aws_request_failed",
          "aws_invalid_response",
          "aws_invalid_options",
          "aws_aborted",
          "aws_no_prices",
          "aws_not_exact",
          "aws_credentials_missing",
        ],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/prices/snapshots",
    methods: {
      GET: {
        tag: "Prices",
        summary: "Every price snapshot, newest first, and the one in use",
        responses: [
          { status: 200, description: "The snapshots.", content: [json(described("`{current, snapshots: [...]}`"))] },
        ],
        errors: [],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/prices/snapshots/[id]",
    methods: {
      GET: {
        tag: "Prices",
        summary: "One snapshot with its prices per region",
        parameters: [pathParam("id", "The snapshot's id (such as bundled-2026-11-29).")],
        query: snapshotPricesQuerySchema,
        responses: [
          {
            status: 200,
            description: "The snapshot, its prices by region with each price's unit and source.",
            content: [json(described("Snapshot prices"))],
          },
        ],
        errors: [...FIELD_CODES, "snapshot_not_found", "region_not_found"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/projections",
    methods: {
      POST: {
        tag: "Cost over time",
        summary: "A data set's bill month by month under each tiering policy",
        body: jsonBody("The projection request.", projectionRequestSchema),
        responses: [
          {
            status: 200,
            description: "Projection (lib/projection/types.ts).",
            content: [json(described("Projection"))],
          },
        ],
        errors: [...JSON_BODY_CODES, "snapshot_not_found", "no_prices"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/recommendations",
    methods: {
      POST: {
        tag: "Advisor",
        summary: "Rank storage options for the advisor's answers, and save the result under a share link",
        description:
          "Every answer is optional; unknown answers are refused. Opening the answer's `url` (/r/{id}) shows this very result later, whatever the prices have become.",
        body: jsonBody("`{answers, snapshotId?}`", recommendationRequestSchema),
        responses: [{ status: 201, description: "The saved recommendation.", content: [json(recommendationAnswer)] }],
        errors: [
          ...JSON_BODY_CODES,
          "invalid_answers",
          "snapshot_not_found",
          "no_prices",
          "rate_limited",
          "cross_origin_write",
        ],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/recommendations/[id]",
    methods: {
      GET: {
        tag: "Advisor",
        summary: "A saved recommendation as it was stored",
        description:
          "Plus `pricesChanged` and `currentSnapshot` when today's prices for its region come from another snapshot.",
        parameters: [pathParam("id", "The share id.")],
        responses: [{ status: 200, description: "The recommendation.", content: [json(recommendationAnswer)] }],
        errors: ["not_found"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/recommendations/[id]/fio-job",
    methods: {
      GET: {
        tag: "fio jobs",
        summary: "The fio job file that measures a saved recommendation's workload on one of its options",
        parameters: [pathParam("id", "The recommendation's share id.")],
        query: fioJobQuerySchema,
        responses: [{ status: 200, description: "The job file, the script, or both.", content: fioJobAnswer }],
        errors: [...FIELD_CODES, "not_found", "option_not_ranked", "nothing_ranked", "nothing_to_measure"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/results",
    methods: {
      GET: {
        tag: "fio results",
        summary: "Recent uploads, newest first (published ones, and the caller's own)",
        query: listResultsQuerySchema,
        responses: [
          {
            status: 200,
            description: "A page of results and the next cursor.",
            content: [json(described("`{results: [...], nextCursor}`"))],
          },
        ],
        errors: FIELD_CODES,
        database: true,
      },
      POST: {
        tag: "fio results",
        summary: "Upload a fio result (unlisted until its owner publishes it)",
        description:
          "The same bytes again answer 200 with the first upload and no owner token. A file the parser refuses stores nothing.",
        body: {
          description: "The fio JSON output as `file` with optional label fields, or the JSON form.",
          required: true,
          content: [
            {
              type: "multipart/form-data",
              schema: {
                allOf: [
                  resultLabelsSchema,
                  {
                    type: "object",
                    required: ["file"],
                    properties: { file: { type: "string", contentMediaType: "application/json" } },
                  },
                ],
              },
            },
            json(uploadJsonBodySchema),
          ],
        },
        responses: [
          {
            status: 201,
            description: "Stored: `{id, ownerToken, url, document, duplicate: false, published: false}`.",
            content: [
              json(
                described("The new result", {
                  id: { type: "string" },
                  ownerToken: { type: "string" },
                  url: { type: "string" },
                }),
              ),
            ],
          },
          {
            status: 200,
            description: "The same bytes were uploaded before: `{id, url, document, duplicate: true}`.",
            content: [json(described("The earlier result"))],
          },
        ],
        errors: [
          "invalid_multipart",
          "invalid_json",
          "unsupported_media_type",
          "too_large",
          "body_incomplete",
          ...FIELD_CODES,
          ...FIO_FILE_CODES,
          "invalid_option_params",
          "unknown_recommendation",
          "rate_limited",
          "cross_origin_write",
        ],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/results/[id]",
    methods: {
      GET: {
        tag: "fio results",
        summary: "One result: the parsed document, the labels and every job's summary",
        parameters: [pathParam("id", "The result's id.")],
        responses: [{ status: 200, description: "The result.", content: [json(described("The result"))] }],
        errors: ["not_found"],
        database: true,
      },
      PATCH: {
        tag: "fio results",
        summary: "Publish an upload, or take it back to unlisted",
        parameters: [pathParam("id", "The result's id."), ownerToken],
        body: jsonBody("`{published}`", resultPatchSchema),
        responses: [
          {
            status: 200,
            description: "`{id, published, publishedAt}`",
            content: [
              json(
                described("Visibility", {
                  id: { type: "string" },
                  published: { type: "boolean" },
                  publishedAt: { type: ["string", "null"] },
                }),
              ),
            ],
          },
        ],
        errors: [...JSON_BODY_CODES, "not_found", "owner_token_required", "wrong_owner_token", "cross_origin_write"],
        database: true,
      },
      DELETE: {
        tag: "fio results",
        summary: "Delete a result with its owner token",
        parameters: [pathParam("id", "The result's id."), ownerToken],
        responses: [{ status: 204, description: "Deleted.", content: [] }],
        errors: ["not_found", "owner_token_required", "wrong_owner_token", "cross_origin_write"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/results/[id]/raw",
    methods: {
      GET: {
        tag: "fio results",
        summary: "The file exactly as uploaded (a download)",
        parameters: [pathParam("id", "The result's id.")],
        responses: [
          {
            status: 200,
            description: "The bytes sent at upload.",
            content: [
              {
                type: "application/octet-stream",
                schema: { type: "string", contentMediaType: "application/octet-stream" },
              },
            ],
          },
        ],
        errors: ["not_found"],
        database: true,
      },
    },
  },
  {
    path: "/api/v1/schemas/dataset.json",
    methods: {
      GET: {
        tag: "Datasets",
        summary: "JSON Schema (draft 2020-12) of the dataset file format",
        responses: [
          {
            status: 200,
            description: "The JSON Schema.",
            content: [{ type: "application/schema+json", schema: { type: "object" } }],
          },
        ],
        errors: [],
      },
    },
  },
  {
    path: "/api/v1/workloads/[id]",
    methods: {
      GET: {
        tag: "Metrics",
        summary: "A saved workload (from a metrics import), its analysis and where it opens",
        parameters: [pathParam("id", "The saved workload's share id.")],
        responses: [
          {
            status: 200,
            description: "SavedWorkloadView (server/data/metrics/metrics.ts).",
            content: [json(described("SavedWorkloadView"))],
          },
        ],
        errors: ["not_found"],
        database: true,
      },
    },
  },
];
