/**
 * POST /api/v1/plan-reviews on a real PostgreSQL database with the reference data loaded,
 * called with real Requests: each resource's figures equal POST /api/v1/estimate's on the
 * same inputs (the resource's estimateRequest).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, PLAN_REVIEW_BODY_MAX_BYTES } from "@/server/api/body-limits";
import { importMetrics } from "@/server/data/metrics/metrics";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import type { PlanReviewResult } from "@/lib/plan-review";
import { readUsageText } from "@/lib/plan-review/usage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const fixture = (name: string) => readFileSync(join(process.cwd(), "fixtures/plans", name), "utf8");
type Handler = (request: Request) => Promise<Response>;

let database: TestDatabase;
let savedDatabaseUrl: string | undefined;
let reviewPost: Handler;
let estimatePost: Handler;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  reviewPost = (await import("@/app/api/v1/plan-reviews/route")).POST;
  estimatePost = (await import("@/app/api/v1/estimate/route")).POST;
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

const post = (handler: Handler, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

interface EstimateBody {
  results: { optionId: string; monthlyCostUsd: { total: number }; durationSecondsPerDay: number; bottleneck: string }[];
}

describe("POST /api/v1/plan-reviews", () => {
  it("reviews each resource with the figures POST /api/v1/estimate gives on the same inputs", async () => {
    const usage = readUsageText(fixture("storage-usage.yml"));
    const response = await post(reviewPost, "/api/v1/plan-reviews", {
      plan: JSON.parse(fixture("storage-plan.json")),
      usage,
    });
    expect(response.status).toBe(200);
    const review = (await response.json()) as PlanReviewResult;
    expect(review.resources.length).toBeGreaterThanOrEqual(11);
    const gp2 = review.resources.find((r) => r.address === "aws_ebs_volume.scratch");
    expect(gp2?.monthlyCostUsd).toBeCloseTo(100, 0);
    expect(gp2?.alternatives[0]?.changeText).toContain('type = "gp2" -> type = "gp3"');
    for (const resource of review.resources) {
      const estimate = await post(estimatePost, "/api/v1/estimate", resource.estimateRequest);
      expect(estimate.status).toBe(200);
      const body = (await estimate.json()) as EstimateBody;
      expect(body.results[0]?.monthlyCostUsd.total).toBe(resource.monthlyCostUsd);
      if (resource.durationSecondsPerDay !== null) {
        expect(body.results[0]?.durationSecondsPerDay).toBe(resource.durationSecondsPerDay);
        expect(body.results[0]?.bottleneck).toBe(resource.bottleneck);
      }
      for (const alternative of resource.alternatives) {
        const same = body.results.find(
          (r) => r.optionId === alternative.optionId && r.monthlyCostUsd.total === alternative.monthlyCostUsd,
        );
        expect(same, `${resource.address}: ${alternative.changeText}`).toBeDefined();
      }
    }
  });

  it("takes a saved CloudWatch import as a resource's workload, and refuses an id nobody saved", async () => {
    const bytes = new Uint8Array(readFileSync(join(process.cwd(), "fixtures/cloudwatch/efs-get-metric-data.json")));
    const saved = await importMetrics(database.db, {
      files: [{ name: "efs-get-metric-data.json", bytes }],
      region: "us-east-1",
      storedGiB: 500,
    });
    const usage = { resource_usage: { "aws_efs_file_system.shared": { savedWorkload: saved.id } } };
    const response = await post(reviewPost, "/api/v1/plan-reviews", {
      plan: JSON.parse(fixture("storage-plan.json")),
      usage,
    });
    expect(response.status).toBe(200);
    const efs = ((await response.json()) as PlanReviewResult).resources.find(
      (r) => r.address === "aws_efs_file_system.shared",
    );
    expect(efs?.workload).toMatchObject({
      storedBytes: saved.workload.storedBytes,
      operations: saved.workload.operations.length,
    });
    expect(efs?.durationSecondsPerDay).not.toBeNull();
    const unknown = await post(reviewPost, "/api/v1/plan-reviews", {
      plan: JSON.parse(fixture("storage-plan.json")),
      usage: { resource_usage: { "aws_efs_file_system.shared": { savedWorkload: "nope" } } },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: unknown }).error).toMatchObject({
      code: "invalid_request",
      path: "usage.resource_usage.aws_efs_file_system.shared.savedWorkload",
    });
  });

  it("says when nothing is reviewable", async () => {
    const response = await post(reviewPost, "/api/v1/plan-reviews", {
      plan: JSON.parse(fixture("nothing-to-review.json")),
    });
    expect(response.status).toBe(200);
    const review = (await response.json()) as PlanReviewResult;
    expect(review.summary).toMatch(/^Nothing to review/);
    expect(review.notReviewed).toHaveLength(2);
  });

  it("answers a broken plan 400 invalid_plan naming the path in it, and a bad body 400 naming the field", async () => {
    const broken = await post(reviewPost, "/api/v1/plan-reviews", { plan: JSON.parse(fixture("broken-plan.json")) });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: unknown }).error).toMatchObject({
      code: "invalid_plan",
      path: "plan.planned_values.root_module.resources[1].values",
    });
    const noPlan = await post(reviewPost, "/api/v1/plan-reviews", { usage: {} });
    expect(noPlan.status).toBe(400);
    expect(((await noPlan.json()) as { error: { path: string } }).error.path).toBe("plan");
    const notJson = await post(reviewPost, "/api/v1/plan-reviews", "{plan:");
    expect(notJson.status).toBe(400);
  });

  it("reads plans up to 5 MiB (the web server lets that much through to it) and answers 413 beyond", async () => {
    expect(bodyLimitFor("/api/v1/plan-reviews").maxBytes).toBe(PLAN_REVIEW_BODY_MAX_BYTES);
    const plan = JSON.parse(fixture("nothing-to-review.json")) as Record<string, unknown>;
    const padded = (bytes: number) => JSON.stringify({ plan: { ...plan, padding: "x".repeat(bytes) } });
    expect((await post(reviewPost, "/api/v1/plan-reviews", padded(4 * 1024 * 1024))).status).toBe(200);
    const tooLarge = await post(reviewPost, "/api/v1/plan-reviews", padded(PLAN_REVIEW_BODY_MAX_BYTES));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe("too_large");
  });
});
