/**
 * POST /api/v1/projections and POST /api/v1/migrations on a real PostgreSQL database with the
 * reference data loaded, called with real Requests: answers equal the core's on the same
 * snapshot, and bad input gets a 4xx naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "@/lib/pricing/bundled";
import { planMigration } from "@/lib/projection/migration";
import { project } from "@/lib/projection/project";
import { migrationRequestSchema, projectionRequestSchema } from "@/lib/validations/projection";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

type Handler = (request: Request) => Promise<Response>;
let database: TestDatabase;
let savedDatabaseUrl: string | undefined;
let projections: Handler;
let migrations: Handler;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  projections = (await import("@/app/api/v1/projections/route")).POST;
  migrations = (await import("@/app/api/v1/migrations/route")).POST;
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

const post = (handler: Handler, path: string, body: unknown, contentType = "application/json") =>
  handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": contentType },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

const book = bundledPriceBook("us-east-1")!;

describe("POST /api/v1/projections", () => {
  const body = {
    storedGiB: 10240,
    months: 12,
    writtenGiBPerMonth: 100,
    access: { within7: 0.05, within30: 0.1, within90: 0.2, within365: 0.4 },
  };

  it("projects each policy month by month on the current snapshot, as the core does", async () => {
    const response = await post(projections, "/api/v1/projections", body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      priceSnapshot: { id: string };
      policies: { key: string; totalUsd: number; months: unknown[] }[];
      cheapestKey: string;
    };
    expect(answer.priceSnapshot.id).toBe(BUNDLED_SNAPSHOT.id);
    const core = project(projectionRequestSchema.parse(body), book);
    expect(answer.policies.map((p) => [p.key, p.totalUsd])).toEqual(core.policies.map((p) => [p.key, p.totalUsd]));
    expect(answer.cheapestKey).toBe(core.cheapestKey);
    expect(answer.policies[0]!.months).toHaveLength(12);
  });

  it("refuses bad input with the field's path in words", async () => {
    const months = await post(projections, "/api/v1/projections", { ...body, months: 61 });
    expect(months.status).toBe(400);
    expect(await months.json()).toEqual({
      error: { code: "invalid_request", message: "months: months must be at most 60", path: "months" },
    });
    const falling = await post(projections, "/api/v1/projections", {
      ...body,
      access: { within7: 0.5, within30: 0.1, within90: 0.2, within365: 0.4 },
    });
    expect(((await falling.json()) as { error: { message: string } }).error.message).toMatch(
      /share read within 30 days cannot be below the share read within 7 days/,
    );
    const unknown = await post(projections, "/api/v1/projections", { ...body, growth: 3 });
    const extra = ((await unknown.json()) as { error: { message: string; path: string | null } }).error;
    expect(extra.path).toBeNull();
    expect(extra.message).toMatch(/"growth"/);
    expect((await post(projections, "/api/v1/projections", "{", "application/json")).status).toBe(400);
    expect((await post(projections, "/api/v1/projections", "a=1", "application/x-www-form-urlencoded")).status).toBe(
      415,
    );
  });

  it("says when no snapshot covers the region, and when the snapshot does not exist", async () => {
    const region = await post(projections, "/api/v1/projections", { ...body, region: "eu-north-1" });
    expect([422, 200]).toContain(region.status);
    if (region.status === 422)
      expect(((await region.json()) as { error: { code: string } }).error.code).toBe("no_prices");
    const snapshot = await post(projections, "/api/v1/projections", { ...body, snapshotId: "no-such-snapshot" });
    expect(snapshot.status).toBe(404);
  });
});

describe("POST /api/v1/migrations", () => {
  const body = {
    source: { id: "efs-standard-bursting" },
    target: { id: "fsx-lustre-persistent2" },
    dataGiB: 10240,
    fileSizeBytes: 67108864,
  };

  it("plans the copy as the core does: time, what holds it, the source's credits and DataSync's charge", async () => {
    const response = await post(migrations, "/api/v1/migrations", body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      copySeconds: number;
      heldBy: string;
      source: { credits: string };
      cost: { lines: { item: string }[] };
    };
    const core = planMigration({ ...migrationRequestSchema.parse(body) }, book);
    expect(answer.copySeconds).toBeCloseTo(core.copySeconds!, 6);
    expect(answer.heldBy).toBe("source");
    expect(answer.source.credits).toMatch(/EFS burst credits/);
    expect(answer.cost.lines[0]!.item).toMatch(/^DataSync: /);
  });

  it("refuses an unknown option and a method it does not know, naming the field", async () => {
    const option = await post(migrations, "/api/v1/migrations", { ...body, target: { id: "netapp-on-prem" } });
    expect(option.status).toBe(400);
    expect(((await option.json()) as { error: { path: string } }).error.path).toBe("target.id");
    const method = await post(migrations, "/api/v1/migrations", { ...body, method: "rsync" });
    expect(((await method.json()) as { error: { message: string } }).error.message).toBe(
      'method: method must be "datasync" or "parallel-copy"',
    );
  });
});

describe("the /projections and /migrations views", () => {
  it("answer a view, a bad value (400, in words), a snapshot that does not exist (404)", async () => {
    const { loadMigrationView, loadProjectionView } = await import("@/server/data/recommendations/projections");
    const { getDb } = await import("@/server/db/client");
    const ok = await loadProjectionView(getDb(), { months: "6" });
    expect(ok.ok && ok.projection.months).toBe(6);
    const bad = await loadProjectionView(getDb(), { w30: "150" });
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      message: "the share read within 30 days must be between 0 and 100%",
      params: { w30: "150" },
    });
    expect(await loadProjectionView(getDb(), { snapshot: "no-such-snapshot" })).toMatchObject({
      ok: false,
      status: 404,
      path: "snapshot",
    });
    const plan = await loadMigrationView(getDb(), {});
    expect(plan.ok && plan.plan.heldBy).toBe("source");
    expect(await loadMigrationView(getDb(), { to: "netapp-on-prem" })).toMatchObject({ ok: false, status: 400 });
  });
});
