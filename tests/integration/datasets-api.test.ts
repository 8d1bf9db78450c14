import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBundledDatasets } from "@/server/data/datasets/dataset-bundled";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

type SlugRoute = typeof import("@/app/api/v1/datasets/[slug]/route");

function context(slug: string) {
  return { params: Promise.resolve({ slug }) };
}

describe("dataset API routes", () => {
  let database: TestDatabase;
  let list: typeof import("@/app/api/v1/datasets/route");
  let bySlug: SlugRoute;
  let schema: typeof import("@/app/api/v1/schemas/dataset.json/route");

  beforeAll(async () => {
    database = await createTestDatabase();
    // Before the route modules load: getDb() reads DATABASE_URL once.
    process.env.DATABASE_URL = database.url;
    await loadBundledDatasets(database.db);
    list = await import("@/app/api/v1/datasets/route");
    bySlug = await import("@/app/api/v1/datasets/[slug]/route");
    schema = await import("@/app/api/v1/schemas/dataset.json/route");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("lists every dataset with source, date, region and counts", async () => {
    const response = await list.GET();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { datasets: Record<string, unknown>[] };
    expect(body.datasets).toHaveLength(5);
    expect(body.datasets.find((d) => d.slug === "efs-options-and-alternatives")).toMatchObject({
      source: { articleFile: "efs-options-and-alternatives-price-performance.txt", publisher: "cunoFS (PetaGene)" },
      published: { date: "2023-12", basis: "benchmarked" },
      region: { code: "us-east-2", asReported: "us-east-2 (Ohio)" },
      counts: { systems: 23, workloads: 8, results: 184, observations: 0 },
    });
    expect(body.datasets.find((d) => d.slug === "efs-challenges-owncloud")).toMatchObject({
      region: null,
      counts: { observations: 6 },
    });
  });

  it("answers one dataset in full, with each system's catalog option", async () => {
    const response = await bySlug.GET(new Request("http://test/api/v1/datasets/ebs-st1-hdfs"), context("ebs-st1-hdfs"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      slug: string;
      document: { slug: string; results: unknown[] };
      systems: unknown[];
    };
    expect(body.slug).toBe("ebs-st1-hdfs");
    expect(body.document.slug).toBe("ebs-st1-hdfs");
    expect(body.document.results).toHaveLength(10);
    expect(body.systems).toContainEqual({
      key: "st1-4x512gib",
      label: expect.any(String),
      optionId: "ebs-st1",
      underlyingOptionId: null,
    });
  });

  it.each(["no-such-dataset", "no-such-dataset.csv", "Not_A_Slug", "ebs-st1-hdfs.json"])(
    "answers %s with the 404 error contract",
    async (slug) => {
      const response = await bySlug.GET(new Request(`http://test/api/v1/datasets/${slug}`), context(slug));
      expect(response.status).toBe(404);
      const body = (await response.json()) as { error: { code: string; message: string; path: string } };
      expect(body).toEqual({
        error: { code: "not_found", message: expect.stringContaining("No dataset"), path: "slug" },
      });
    },
  );

  it("serves <slug>.csv: one row per result, units in the header, as an attachment", async () => {
    const response = await bySlug.GET(
      new Request("http://test/api/v1/datasets/efs-options-and-alternatives.csv"),
      context("efs-options-and-alternatives.csv"),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="efs-options-and-alternatives.csv"');
    const text = await response.text();
    const lines = text.split("\r\n").filter((line) => line !== "");
    expect(lines).toHaveLength(1 + 184);
    const header = lines[0]?.split(",") ?? [];
    expect(header.slice(0, 8)).toEqual([
      "dataset",
      "result_id",
      "system_id",
      "system",
      "option_id",
      "underlying_option_id",
      "workload_id",
      "workload",
    ]);
    expect(header).toEqual(
      expect.arrayContaining([
        "duration_seconds_min",
        "duration_seconds_max",
        "monthly_cost_usd_min",
        "throughput_bytes_per_second_min",
        "latency_mean_ms",
      ]),
    );
    // A label with a comma is quoted, so it stays one field.
    expect(text).toContain('"EFS Standard, Elastic, General Purpose"');
  });

  it("serves the dataset JSON Schema", async () => {
    const response = await schema.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/schema\+json/);
    const body = (await response.json()) as {
      $schema: string;
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(body.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(body.required).toEqual(expect.arrayContaining(["slug", "systems", "workloads", "results"]));
    expect(Object.keys(body.properties)).toContain("referenceFigures");
  });
});
