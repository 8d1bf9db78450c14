/**
 * Recommendations and share links on a real PostgreSQL database, through the real route
 * handlers: a link made before a price refresh shows the same ranking and figures after
 * it, with the "prices changed" flag; and the routes' error contract.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

type Handler<C = unknown> = (request: Request, context: C) => Promise<Response>;
type IdContext = { params: Promise<{ id: string }> };

const BASE = "http://localhost/api/v1/recommendations";
const FIXTURES = join(import.meta.dirname, "../../fixtures/advisor");
const REFRESHED_ID = "live-test-refresh";
/** The refreshed snapshot's EFS Standard price: $0.30 -> $0.33 per GiB-month. */
const REFRESHED_EFS_STANDARD = "0.33";

let database: TestDatabase;
let post: Handler;
let get: Handler<IdContext>;
let savedUrl: string | undefined;

function answers(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as Record<string, unknown>;
}

function postJson(body: unknown): Promise<Response> {
  return post(
    new Request(BASE, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    undefined,
  );
}

function getOne(id: string): Promise<Response> {
  return get(new Request(`${BASE}/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) });
}

/** What a share page shows: order, options, configurations, figures and reasons. */
function shown(body: {
  ranking: {
    key: string;
    monthlyCostUsd: number;
    durationSecondsPerDay: number;
    why: string[];
    configuration: unknown;
  }[];
}) {
  return body.ranking.map((o) => ({
    key: o.key,
    cost: o.monthlyCostUsd,
    duration: o.durationSecondsPerDay,
    why: o.why,
    configuration: o.configuration,
  }));
}

/** A newer complete live snapshot: the bundled items copied, EFS Standard storage dearer. */
async function refreshPrices(): Promise<void> {
  const { db } = database;
  const items = await db.priceItem.findMany({ where: { snapshotId: BUNDLED_SNAPSHOT.id } });
  await db.$transaction(async (tx) => {
    await tx.priceSnapshot.create({
      data: {
        id: REFRESHED_ID,
        source: "aws-price-list-api",
        regions: BUNDLED_SNAPSHOT.regions,
        fetchedAt: new Date(Date.now() + 60_000),
        asOf: "2026-11-01",
        status: "complete",
        counts: { items: items.length },
        missingKeys: {},
        unmapped: {},
      },
    });
    await tx.priceItem.createMany({
      data: items.map(({ id: _id, snapshotId: _s, recordId: _r, attributes, ...item }) => ({
        ...item,
        attributes: attributes ?? {},
        snapshotId: REFRESHED_ID,
        asOf: "2026-11-01",
        usd: item.priceKey === "efs.storage.standard" ? REFRESHED_EFS_STANDARD : item.usd,
      })),
    });
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedUrl = process.env.DATABASE_URL;
  // server/env reads DATABASE_URL once, at the routes' first call: set it before importing them.
  process.env.DATABASE_URL = database.url;
  post = (await import("@/app/api/v1/recommendations/route")).POST;
  get = (await import("@/app/api/v1/recommendations/[id]/route")).GET;
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe("a share link made before a price refresh", () => {
  let created: Record<string, unknown> & Parameters<typeof shown>[0];

  it("is created with a short unguessable id, the snapshot, the model version and the ranking", async () => {
    const response = await postJson({ answers: answers("wordpress-uploads.json") });
    expect(response.status).toBe(201);
    created = await response.json();
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created.url).toBe(`http://localhost/r/${created.id as string}`);
    expect(response.headers.get("location")).toBe(`/api/v1/recommendations/${created.id as string}`);
    expect(created.snapshot).toEqual({ id: BUNDLED_SNAPSHOT.id, asOf: expect.any(String) });
    expect(created.modelVersion).toMatch(/^\d{4}\.\d+\.\d+(\.\d+)?$/);
    expect(created.pricesChanged).toBe(false);
    expect(created.ranking.length).toBeGreaterThan(0);
    // Both EFS Standard modes meet the need; the cheaper one, Bursting, ranks first (need, then total cost).
    expect(created.ranking[0]!.key).toBe("efs-standard-bursting");

    const row = await database.db.recommendation.findUniqueOrThrow({ where: { id: created.id as string } });
    expect(row.snapshotId).toBe(BUNDLED_SNAPSHOT.id);
    expect(row.modelVersion).toBe(created.modelVersion);
    expect((row.answers as Record<string, unknown>).sizeGiB).toBe(20);
    expect((row.result as { ranking: unknown[] }).ranking).toHaveLength(created.ranking.length);
  });

  it("ids do not repeat", async () => {
    const again = await (await postJson({ answers: answers("wordpress-uploads.json") })).json();
    expect(again.id).not.toBe(created.id);
  });

  it("shows the same ranking and figures after the refresh, and says prices changed", async () => {
    await refreshPrices();
    const response = await getOne(created.id as string);
    expect(response.status).toBe(200);
    const after = await response.json();
    expect(shown(after)).toEqual(shown(created));
    expect(after.summary).toBe(created.summary);
    expect(after.snapshot).toEqual(created.snapshot);
    expect(after.pricesChanged).toBe(true);
    expect(after.currentSnapshot).toEqual({ id: REFRESHED_ID, asOf: "2026-11-01" });
    // The difference today's prices make to the saved answer's top option, the answer unchanged.
    const top = created.ranking[0];
    if (!top) throw new Error("the saved answer has no ranking");
    expect(after.priceChange).toMatchObject({ optionKey: top.key, savedMonthlyCostUsd: top.monthlyCostUsd });
    const fresh = (await (await postJson({ answers: answers("wordpress-uploads.json") })).json()) as {
      ranking: { key: string; monthlyCostUsd: number }[];
      alsoConsidered: { key: string; monthlyCostUsd: number }[];
    };
    const todayCost = [...fresh.ranking, ...fresh.alsoConsidered].find((o) => o.key === top.key)?.monthlyCostUsd;
    expect(after.priceChange.todayMonthlyCostUsd).toBe(todayCost);
    expect(after.priceChange.differenceUsd).toBeCloseTo((todayCost ?? 0) - top.monthlyCostUsd, 9);
    expect(after.answers).toEqual(created.answers);
  });

  it("while a new recommendation for the same answers uses the new prices (so the link was not recomputed)", async () => {
    const fresh = await (await postJson({ answers: answers("wordpress-uploads.json") })).json();
    expect(fresh.snapshot.id).toBe(REFRESHED_ID);
    expect(fresh.pricesChanged).toBe(false);
    const before = created.ranking[0]!;
    const now = fresh.ranking.find((o: { key: string }) => o.key === before.key);
    // 20 GiB of EFS Standard at $0.03 more per GiB-month: $0.60 more.
    expect(now.monthlyCostUsd).toBeCloseTo(before.monthlyCostUsd + 0.6, 2);
  });

  it("can pin a snapshot: the same answers on the old prices give the old figures", async () => {
    const pinned = await (
      await postJson({ answers: answers("wordpress-uploads.json"), snapshotId: BUNDLED_SNAPSHOT.id })
    ).json();
    expect(shown(pinned)).toEqual(shown(created));
    expect(pinned.pricesChanged).toBe(true);
  });
});

describe("route contract", () => {
  it.each([
    [{ answers: { sizeGiB: -1 } }, "invalid_answers", "answers.sizeGiB"],
    [{ answers: { sizeGiB: "lots" } }, "invalid_answers", "answers.sizeGiB"],
    [{ answers: { sharing: "ftp" } }, "invalid_answers", "answers.sharing"],
    [{ answers: { sizeGiB: 1, colour: "blue" } }, "invalid_answers", "answers.colour"],
    [
      { answers: { readGiBPerDay: 1_000_000, fileSize: 1, fileSizeUnit: "KiB" } },
      "invalid_answers",
      "answers.readGiBPerDay",
    ],
    [{ answers: [] }, "invalid_answers", "answers"],
    [{}, "invalid_request", "answers"],
    [{ answers: {}, extra: 1 }, "invalid_request", null],
  ])("%j -> 400 %s at %s", async (body, code, path) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe(code);
    if (path !== null) expect(error.path).toBe(path);
    expect(error.message.length).toBeGreaterThan(5);
    expect(JSON.stringify(error)).not.toMatch(/at .*\.ts:\d+/);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const response = await postJson("{not json");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("answers 413 to a body over 64 KiB", async () => {
    const response = await postJson({ answers: {}, padding: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("too_large");
  });

  it("answers 422 for a region no price snapshot covers", async () => {
    const response = await postJson({ answers: { region: "eu-west-3" } });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: "no_prices", path: "answers.region" });
  });

  it("answers 404 for an unknown snapshot id", async () => {
    const response = await postJson({ answers: {}, snapshotId: "no-such-snapshot" });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({ code: "snapshot_not_found", path: "snapshotId" });
  });

  it.each(["AAAAAAAAAAAAAAAA", "not-a-share-id", "x".repeat(500)])("answers 404 for unknown id %s", async (id) => {
    const response = await getOne(id);
    expect(response.status).toBe(404);
    const { error } = await response.json();
    expect(error.code).toBe("not_found");
    expect(error.message.length).toBeLessThan(200);
  });
});
