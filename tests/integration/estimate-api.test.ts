/**
 * POST /api/v1/estimate on a real PostgreSQL database with the reference data loaded
 * (bundled prices, storage catalog, datasets), called with real Requests.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runEstimate, type EstimateResponse } from "@/server/data/recommendations/estimates";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { listCatalog } from "@/lib/model";
import { BUNDLED_SNAPSHOT, bundledUnpriced } from "@/lib/pricing/bundled";
import { presetWorkload } from "@/lib/workloads";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { ageInDays } from "@/lib/format/age";

const URL_ESTIMATE = "http://localhost/api/v1/estimate";
const ONE_MIB = 1024 * 1024;

let database: TestDatabase;
let savedDatabaseUrl: string | undefined;
let post: (request: Request) => Promise<Response>;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedDatabaseUrl = process.env.DATABASE_URL;
  // server/env reads DATABASE_URL once, at the route's first call: set it before importing.
  process.env.DATABASE_URL = database.url;
  post = (await import("@/app/api/v1/estimate/route")).POST;
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

function request(body: unknown, headers: Record<string, string> = { "content-type": "application/json" }): Request {
  return new Request(URL_ESTIMATE, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string; path: string | null } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error.message).not.toMatch(/\n\s+at /);
  return body.error;
}

const workload = () => presetWorkload("efs-options-1x");
const withOperation = (change: Record<string, unknown>) => {
  const w = workload();
  return { ...w, operations: [{ ...w.operations![0], ...change }] };
};

describe("POST /api/v1/estimate with regions", () => {
  interface RegionsBody {
    modelVersion: string;
    regions: {
      region: string;
      pricesSnapshot: { id: string };
      cheapest: { optionId: string; monthlyCostUsd: number } | null;
      results: unknown[];
    }[];
    missing: { region: string; message: string }[];
  }

  it("estimates the same workload in every covered region, cheapest first", async () => {
    const response = await post(request({ workload: workload(), regions: "all" }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as RegionsBody;
    expect(body.regions.map((r) => r.region).sort()).toEqual([...BUNDLED_SNAPSHOT.regions].sort());
    // A Region the bundled prices leave unpriced has no cheapest option: nothing there is ranked as free.
    for (const r of body.regions.filter((x) => bundledUnpriced(x.region) !== null))
      expect(r.cheapest, r.region).toBeNull();
    const costs = body.regions.map((r) => r.cheapest?.monthlyCostUsd ?? Infinity);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const r of body.regions) expect(r.results).toHaveLength(listCatalog().length);
    expect(body.missing).toEqual([]);
  });

  it("lists a region no snapshot covers under missing, and answers 422 when none is covered", async () => {
    const some = await post(request({ workload: workload(), regions: ["us-east-2", "ap-south-2"] }));
    expect(some.status).toBe(200);
    const body = (await some.json()) as RegionsBody;
    expect(body.regions.map((r) => r.region)).toEqual(["us-east-2"]);
    expect(body.missing.map((m) => m.region)).toEqual(["ap-south-2"]);
    const none = await post(request({ workload: workload(), regions: ["ap-south-2"] }));
    expect(none.status).toBe(422);
    expect(await errorOf(none)).toMatchObject({ code: "no_prices", path: "regions" });
  });

  it("refuses malformed region lists with the field's path", async () => {
    for (const regions of [[], ["Ohio"], ["us-east-1", "us-east-1"], "some"]) {
      const response = await post(request({ workload: workload(), regions }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).path).toMatch(/^regions/);
    }
  });
});

describe("POST /api/v1/estimate", () => {
  it("estimates the efs-options-1x preset on every catalog option with the bundled prices", async () => {
    const response = await post(request(workload()));
    expect(response.status).toBe(200);
    const body = (await response.json()) as EstimateResponse;
    expect(body.pricesSnapshot).toEqual({
      id: BUNDLED_SNAPSHOT.id,
      asOf: BUNDLED_SNAPSHOT.asOf,
      ageDays: ageInDays(BUNDLED_SNAPSHOT.asOf, new Date()),
    });
    expect(body).toMatchObject({ region: "us-east-1", days: 30, monthDays: 30 });
    expect(body.modelVersion).toMatch(/^\d{4}\.\d+\.\d+(\.\d+)?$/);
    expect(body.results.map((r) => r.optionId)).toEqual(listCatalog().map((o) => o.id));
    for (const result of body.results) {
      expect(result.feasible, result.optionId).toBe(true);
      expect(result.durationSecondsPerDay, result.optionId).toBeGreaterThan(0);
      expect(result.operations).toHaveLength(4);
      // Bundled prices lack some FSx for Lustre tiers: those are flagged, not priced at zero silently.
      if (result.optionId === "ec2-instance-store") {
        // Paid for with the instance: no storage line, and the warnings say so.
        expect(result.monthlyCostUsd.total).toBe(0);
        expect(result.warnings.join(" ")).toMatch(/included in the .* instance-hour price/);
      } else if (result.priced) {
        expect(result.monthlyCostUsd.total, result.optionId).toBeGreaterThan(0);
        expect(result.costLines.length, result.optionId).toBeGreaterThan(0);
      } else {
        expect(result.missingPriceKeys.length, result.optionId).toBeGreaterThan(0);
      }
    }
    expect(body.results.filter((r) => r.priced).length).toBeGreaterThanOrEqual(15);
    const bursting = body.results.find((r) => r.optionId === "efs-standard-bursting");
    expect(bursting?.credits).toMatchObject({ unit: "GiB", ranOutOnDay: null });
    expect(bursting?.credits?.timeline.length).toBeGreaterThan(2);
  });

  it("returns exactly what runEstimate returns (the CLI's document)", async () => {
    const body: unknown = await (await post(request(workload()))).json();
    const direct = await runEstimate(database.db, { workload: workload() });
    expect(body).toEqual(JSON.parse(JSON.stringify(direct)));
  });

  it("takes the envelope form with a pinned snapshot and the workload's own options", async () => {
    const envelope = JSON.parse(
      readFileSync(join(process.cwd(), "fixtures/workloads/gp3-vs-efs-request.json"), "utf8"),
    ) as Record<string, unknown>;
    const response = await post(request({ ...envelope, options: { efsPerClientMiBps: 500 } }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as EstimateResponse;
    expect(body.pricesSnapshot.id).toBe(BUNDLED_SNAPSHOT.id);
    expect(body.results.map((r) => [r.optionId, r.params])).toEqual([
      ["ebs-gp3", expect.objectContaining({ iops: 6000, throughputMiBps: 250 })],
      ["efs-standard-elastic", expect.objectContaining({ performanceMode: "generalPurpose" })],
      ["efs-standard-bursting", expect.objectContaining({ performanceMode: "maxIo" })],
    ]);
  });

  it("takes a client by EC2 instance type and an S3 client, and returns a duration range on every result and operation", async () => {
    const response = await post(
      request({ workload: workload(), options: { client: { instanceType: "r5.xlarge" }, s3Client: { kind: "crt" } } }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as EstimateResponse;
    for (const r of body.results.filter((x) => x.feasible)) {
      expect(r.durationRangeSeconds.low, r.optionId).toBeLessThanOrEqual(r.durationSecondsPerDay + 1e-3);
      expect(r.durationRangeSeconds.high, r.optionId).toBeGreaterThanOrEqual(r.durationSecondsPerDay - 1e-3);
      for (const op of r.operations)
        expect(op.durationRangeSeconds.high).toBeGreaterThanOrEqual(op.durationRangeSeconds.low);
    }
    const unknown = await post(request({ workload: workload(), options: { client: { instanceType: "x9.huge" } } }));
    expect(unknown.status).toBe(400);
    const error = await errorOf(unknown);
    expect(error.path).toMatch(/^options\.client\./);
    expect(error.message).toMatch(/not in the instance table/);
  });

  it("accepts a workload without operations: storage only (the model defaults operations to [])", async () => {
    const { operations: _operations, ...storageOnly } = workload();
    const response = await post(request(storageOnly));
    expect(response.status).toBe(200);
    const body = (await response.json()) as EstimateResponse;
    expect(body.results.every((r) => r.operations.length === 0 && r.durationSecondsPerDay === 0)).toBe(true);
  });

  it.each([
    [
      "an operation without fileCount",
      withOperation({ fileCount: undefined }),
      "operations[0].fileCount",
      "invalid_type",
    ],
    ["a negative fileCount", withOperation({ fileCount: -1 }), "operations[0].fileCount", "too_small"],
    ["operations that is not a list", { ...workload(), operations: "four copies" }, "operations", "invalid_type"],
    ["a missing region", { ...workload(), region: undefined }, "region", "invalid_type"],
    ["an unknown option id", { ...workload(), options: [{ id: "efs-turbo" }] }, "options[0].id", "invalid_value"],
    [
      "Max I/O with Elastic",
      { ...workload(), options: [{ id: "efs-standard-elastic", params: { performanceMode: "maxIo" } }] },
      "options[0].params.performanceMode",
      "efs_max_io_with_elastic",
    ],
    ["an unknown workload field", { ...workload(), storedGiB: 5 }, "", "unrecognized_keys"],
  ])("answers 400 with the path for %s", async (_what, body, path, code) => {
    const response = await post(request(body));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.path).toBe(path === "" ? null : path);
    expect(error.code).toBe(code);
    if (path !== "") expect(error.message.startsWith(`${path}: `)).toBe(true);
  });

  it("prefixes paths with workload. (and names model options options.) in the envelope form", async () => {
    const bad = await errorOf(await post(request({ workload: withOperation({ fileCount: -1 }) })));
    expect(bad.path).toBe("workload.operations[0].fileCount");
    const badOpts = await errorOf(await post(request({ workload: workload(), options: { timelinePoints: 1 } })));
    expect(badOpts.path).toBe("options.timelinePoints");
    const typo = await errorOf(await post(request({ workload: workload(), snapshot: "x" })));
    expect(typo).toMatchObject({ code: "unrecognized_keys", path: null });
  });

  it("answers 404 for an unknown snapshot and 422 for a region without prices", async () => {
    const missing = await post(request({ workload: workload(), snapshotId: "no-such-snapshot" }));
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: "snapshot_not_found", path: "snapshotId" });

    const noPrices = await post(request({ ...workload(), region: "eu-west-3" }));
    expect(noPrices.status).toBe(422);
    const error = await errorOf(noPrices);
    expect(error).toMatchObject({ code: "no_prices", path: "region" });
    expect(error.message).toContain("eu-west-3");
  });

  it("answers 400 invalid_json, 413 too_large and 415 for other media types", async () => {
    expect(await errorOf(await post(request("{not json")))).toMatchObject({ code: "invalid_json" });
    expect(await errorOf(await post(request("[1, 2]")))).toMatchObject({ code: "invalid_type", path: null });

    const huge = await post(request(JSON.stringify({ ...workload(), padding: "x".repeat(ONE_MIB) })));
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe("too_large");

    const form = await post(request("region=us-east-2", { "content-type": "application/x-www-form-urlencoded" }));
    expect(form.status).toBe(415);
    // fetch() with a string body and no headers sends text/plain: read as JSON too.
    expect((await post(request(workload(), {}))).status).toBe(200);
  });
});
