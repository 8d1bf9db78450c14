import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  estimateOnBook,
  EstimateInputError,
  parseEstimateRequest,
  type EstimateRequest,
} from "@/server/data/prices/estimate-book";
import type { AdvisorAnswers } from "@/lib/advisor/answers";
import { getEnv } from "@/server/env";
import { AppError, isAppError } from "@/lib/errors/app-error";
import type { ErrorCode } from "@/lib/errors/codes";
import {
  estimateOptionsSchema,
  getCatalogOption,
  listCatalog,
  MODEL_VERSION,
  optionIdSchema,
  workloadSchema,
} from "@/lib/model";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "@/lib/pricing/bundled";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";
import { snapshotIdSchema } from "@/lib/pricing/snapshot-id";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { advisorAnswersSchema } from "@/lib/validations/advisor";
import { planReviewRequestSchema } from "@/lib/validations/plan-review";
import { documentPath, estimateEnvelopeSchema } from "@/lib/workloads/estimate-document";
import { noDatabaseYet } from "../no-database-yet";

/**
 * The MCP tools: the same requests as the HTTP API (their input schemas are the API's zod
 * schemas) answered by the same functions as the CLI, on the bundled prices while no
 * database exists and on the database's snapshots otherwise.
 */

/** POST /api/v1/estimate's envelope form, with the workload and model options schemas in place. */
export const estimateToolInput = estimateEnvelopeSchema.extend({
  workload: workloadSchema,
  options: estimateOptionsSchema.optional(),
});
const adviseToolInput = z.strictObject({
  answers: advisorAnswersSchema,
  snapshotId: snapshotIdSchema.optional(),
  save: z
    .boolean()
    .optional()
    .meta({ description: "Store the recommendation and return its share link (needs a database)." }),
});
const optionToolInput = z.strictObject({ id: optionIdSchema });
const pricesToolInput = z.strictObject({
  region: z.string().regex(REGION_CODE_PATTERN, "expected an AWS region code such as us-east-1"),
  snapshotId: snapshotIdSchema.optional().meta({
    description: `The price snapshot (default: the newest covering the region; ${BUNDLED_SNAPSHOT.id} is the bundled one).`,
  }),
});

/** POST /api/v1/plan-reviews's body, and the price snapshot as the CLI's --snapshot. */
const reviewPlanToolInput = planReviewRequestSchema.extend({ snapshotId: snapshotIdSchema.optional() });

class ToolProblem extends AppError {
  constructor(code: ErrorCode, message: string, path: string | null = null) {
    super(code, message, path);
  }
}

function ok(value: object): CallToolResult {
  return {
    content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
    structuredContent: value as Record<string, unknown>,
  };
}

/** The API's error body, as the tool's text; a fault of ours says only that (details on stderr). */
async function failure(error: unknown): Promise<CallToolResult> {
  const problem = await asProblem(error);
  if (problem === null)
    process.stderr.write(`mcp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  const body = problem ?? {
    code: "internal_error",
    message: "The tool failed on our side; the server's stderr has the details.",
    path: null,
  };
  return { isError: true, content: [{ type: "text", text: JSON.stringify({ error: body }, null, 2) }] };
}

/** The API's answer to an error (server/api/errors.ts): any AppError but a fault of ours; null for a fault. */
async function asProblem(error: unknown): Promise<{ code: string; message: string; path: string | null } | null> {
  if (!isAppError(error) || error.code === "internal_error") return null;
  if (error instanceof EstimateInputError) {
    // Where the field sits in the tool's input (an envelope), and the message the API gives.
    const path = documentPath("envelope", error.issue.path);
    return {
      code: error.issue.code,
      message: path === "" ? error.issue.message : `${path}: ${error.issue.message}`,
      path: path === "" ? null : path,
    };
  }
  return { code: error.code, message: error.message, path: error.path };
}

async function answer(work: () => Promise<object>): Promise<CallToolResult> {
  try {
    return ok(await work());
  } catch (error) {
    return failure(error);
  }
}

/** The bundled snapshot answers when asked for by id, or by default while no database could hold another (as the CLI). */
function answersFromBundle(snapshotId: string | undefined): boolean {
  return snapshotId === BUNDLED_SNAPSHOT.id || (snapshotId === undefined && noDatabaseYet());
}

async function withDb<T>(work: (db: import("@/server/db/client").Db) => Promise<T>): Promise<T> {
  const { withDatabase } = await import("../with-database");
  return withDatabase((db) => work(db));
}

async function estimateTool(input: z.output<typeof estimateToolInput>): Promise<object> {
  const request: EstimateRequest = {
    workload: input.workload,
    options: input.options,
    ...(input.snapshotId ? { snapshotId: input.snapshotId } : {}),
  };
  const { runEstimate, runRegionEstimates } = await import("@/server/data/recommendations/estimates");
  if (input.regions !== undefined) {
    const regions = input.regions;
    return withDb((db) => runRegionEstimates(db, { ...request, regions }));
  }
  if (answersFromBundle(input.snapshotId)) {
    const parsed = parseEstimateRequest(request);
    const book = bundledPriceBook(parsed.workload.region);
    if (book !== null) return estimateOnBook(parsed, book);
  }
  return withDb((db) => runEstimate(db, request));
}

/** `${PUBLIC_URL}/r/{id}` for a saved recommendation; none without a public URL (a local path would mislead an agent). */
function shareLink(path: string | null): string | null {
  const base = getEnv().PUBLIC_URL;
  return path === null || base === undefined ? null : `${base.replace(/\/$/, "")}${path}`;
}

async function adviseTool(input: z.output<typeof adviseToolInput>): Promise<object> {
  const answers: AdvisorAnswers = input.answers;
  const { recommend, recommendOnBook, saveRecommendation } =
    await import("@/server/data/recommendations/recommendations");
  const options = input.snapshotId === undefined ? {} : { snapshotId: input.snapshotId };
  if (!input.save && answersFromBundle(input.snapshotId)) {
    const book = bundledPriceBook(answers.region);
    if (book !== null) return recommendOnBook(answers, book);
  }
  const view = await withDb((db) =>
    input.save ? saveRecommendation(db, answers, options) : recommend(db, answers, options),
  );
  return { ...view, shareUrl: shareLink(view.url) };
}

async function pricesTool(input: z.output<typeof pricesToolInput>): Promise<object> {
  let book: PriceBook | null = null;
  if (answersFromBundle(input.snapshotId)) book = bundledPriceBook(input.region);
  else {
    const { currentPriceBook, priceBookFor } = await import("@/server/data/prices/prices");
    book = await withDb((db) =>
      input.snapshotId === undefined
        ? currentPriceBook(db, input.region)
        : priceBookFor(db, input.snapshotId, input.region),
    );
  }
  if (book === null)
    throw new ToolProblem(
      "no_prices",
      `No price snapshot${input.snapshotId ? ` ${input.snapshotId}` : ""} covers ${input.region}.`,
      "region",
    );
  return { snapshotId: book.snapshotId, asOf: book.asOf, region: book.region, prices: Object.values(book.prices) };
}

/** As `storage-advisor review-plan`: bundled prices before any database, else the snapshot named or each region's newest. */
async function reviewPlanTool(input: z.output<typeof reviewPlanToolInput>): Promise<object> {
  const { snapshotId, ...request } = input;
  const { planRegions, reviewPlan } = await import("@/lib/plan-review");
  if (answersFromBundle(snapshotId)) return reviewPlan(request, (region) => bundledPriceBook(region) ?? undefined);
  const [{ runPlanReview }, { priceBookFor }] = await Promise.all([
    import("@/server/data/recommendations/plan-reviews"),
    import("@/server/data/prices/prices"),
  ]);
  if (snapshotId === undefined) return withDb((db) => runPlanReview(db, request));
  return withDb(async (db) => {
    const books = new Map(
      await Promise.all(
        planRegions(request).map(async (region) => [region, await priceBookFor(db, snapshotId, region)] as const),
      ),
    );
    return reviewPlan(request, (region) => books.get(region));
  });
}

function optionLimits(input: z.output<typeof optionToolInput>): object {
  const listing = listCatalog().find((option) => option.id === input.id);
  if (listing === undefined || getCatalogOption(input.id) === undefined)
    throw new ToolProblem("option_not_found", `No storage option has the id ${JSON.stringify(input.id)}.`, "id");
  return {
    id: listing.id,
    label: listing.label,
    limits: listing.limits,
    sources: listing.sources,
    defaultParams: listing.defaultParams,
    paramsJsonSchema: listing.paramsJsonSchema,
  };
}

export function registerTools(server: McpServer): string[] {
  server.registerTool(
    "estimate",
    {
      title: "Estimate a workload",
      description:
        "Monthly cost (USD) and daily duration of a workload on each AWS storage option, as POST /api/v1/estimate answers. `regions` compares regions.",
      inputSchema: estimateToolInput,
    },
    (input) => answer(() => estimateTool(input)),
  );
  server.registerTool(
    "advise",
    {
      title: "Rank storage options",
      description:
        "Runs the advisor on the wizard's answers (every one optional) and ranks the storage options with cost, duration, bottleneck and reasons. `save: true` stores it and returns its share link when the app has a public URL.",
      inputSchema: adviseToolInput,
    },
    (input) => answer(() => adviseTool(input)),
  );
  server.registerTool(
    "list_options",
    {
      title: "Storage options",
      description:
        "Every storage option the model knows: id, label, family, durability, description, default parameters and parameter schema.",
      inputSchema: z.strictObject({}),
    },
    () =>
      answer(async () => ({
        modelVersion: MODEL_VERSION,
        options: listCatalog().map(({ limits: _limits, ...option }) => option),
      })),
  );
  server.registerTool(
    "option_limits",
    {
      title: "An option's limits",
      description:
        "One storage option's documented limits (throughput, IOPS, sizes...), each with its unit and the AWS page it comes from.",
      inputSchema: optionToolInput,
    },
    (input) => answer(async () => optionLimits(input)),
  );
  server.registerTool(
    "prices",
    {
      title: "Prices",
      description:
        "The prices of one region in a price snapshot: each price's key, USD amount, unit, source (AWS page or Price List record), date and whether it is unconfirmed.",
      inputSchema: pricesToolInput,
    },
    (input) => answer(() => pricesTool(input)),
  );
  server.registerTool(
    "review_plan",
    {
      title: "Review a Terraform plan's storage",
      description:
        "`plan`: the JSON of `terraform show -json` (plan or state); `usage`: optional workload per resource address. Each storage resource's monthly cost, duration and bottleneck with a workload, and the cheaper attribute changes that meet the same need, as POST /api/v1/plan-reviews answers.",
      inputSchema: reviewPlanToolInput,
    },
    (input) => answer(() => reviewPlanTool(input)),
  );
  return ["estimate", "advise", "list_options", "option_limits", "prices", "review_plan"];
}
