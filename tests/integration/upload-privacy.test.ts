/**
 * Unlisted uploads stay private on every page and API that lists uploads: the share page's
 * "Measured since" (/r/{id}), the option page's measurements (/options/{id}), /results and
 * GET /api/v1/results, /compare and GET /api/v1/compare.csv. An upload linked to someone
 * else's recommendation shows there (and re-ranks it) only for its owner until the owner
 * publishes it. Real route handlers on a fresh PostgreSQL database.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { ANONYMOUS_VIEWER, type UploadViewer } from "@/server/data/results/upload-visibility";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

type Handler<C = unknown> = (request: Request, context: C) => Promise<Response>;

const ANSWERS = {
  sizeGiB: 1,
  fileProfile: "small",
  clients: 1,
  threads: 2,
  readGiBPerDay: 0.2,
  writeGiBPerDay: 0.05,
  fullReads: "never",
  access: "sequential",
  sharing: "nfs",
  latency: "interactive",
  durability: "multiAz",
  region: "us-east-1",
};
const FIXTURE = readFileSync(join(import.meta.dirname, "../../fixtures/fio/fio-3.16_randrw_single.json"), "utf8");
const api = (path: string) => `http://localhost/api/v1${path}`;

let database: TestDatabase;
let savedUrl: string | undefined;
let routes: {
  postRecommendation: Handler;
  postResult: Handler;
  listResults: Handler;
  patchResult: Handler<{ params: Promise<{ id: string }> }>;
  compareCsv: Handler;
};
let rec: { id: string; ranking: { key: string; optionId: string; params: Record<string, unknown> }[] };
let upload: { id: string; ownerToken: string };

const owner = (): UploadViewer => ({ ownerTokens: [upload.ownerToken] });
const stranger: UploadViewer = { ownerTokens: ["s".repeat(43)] };
const cookieOf = (viewer: UploadViewer) =>
  viewer.ownerTokens.length ? { cookie: `owned_uploads=${viewer.ownerTokens.join(".")}` } : undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  const results = await import("@/app/api/v1/results/route");
  routes = {
    postRecommendation: (await import("@/app/api/v1/recommendations/route")).POST,
    postResult: results.POST,
    listResults: results.GET,
    patchResult: (await import("@/app/api/v1/results/[id]/route")).PATCH,
    compareCsv: (await import("@/app/api/v1/compare.csv/route")).GET,
  };
  const saved = await routes.postRecommendation(
    new Request(api("/recommendations"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers: ANSWERS }),
    }),
    undefined,
  );
  expect(saved.status).toBe(201);
  rec = await saved.json();
  // A stranger who knows the share link attaches a run to its first option.
  const top = rec.ranking[0]!;
  const form = new FormData();
  form.set("file", new File([FIXTURE], "planted.json", { type: "application/json" }));
  form.set("recommendationId", rec.id);
  form.set("optionId", top.optionId);
  form.set("optionParams", JSON.stringify(top.params));
  const posted = await routes.postResult(new Request(api("/results"), { method: "POST", body: form }), undefined);
  expect(posted.status).toBe(201);
  upload = await posted.json();
  expect(upload.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

/** Which of the lists name the upload, for one viewer. */
async function listedFor(viewer: UploadViewer): Promise<Record<string, boolean>> {
  const { getRecommendation } = await import("@/server/data/recommendations/recommendations");
  const { recommendationMeasurements, optionMeasurements } = await import("@/server/data/results/measurements");
  const view = (await getRecommendation(database.db, rec.id))!;
  const shared = await recommendationMeasurements(database.db, view, viewer);
  const onOption = await optionMeasurements(database.db, rec.ranking[0]!.optionId as never, viewer);
  const apiList = (await (
    await routes.listResults(new Request(api("/results?limit=100"), { headers: cookieOf(viewer) }), undefined)
  ).json()) as { items: { id: string }[] };
  const csv = await (
    await routes.compareCsv(new Request(api(`/compare.csv?region=us-east-1`), { headers: cookieOf(viewer) }), undefined)
  ).text();
  return {
    sharePage: shared.uploads.some((u) => u.resultId === upload.id),
    shareReranked: shared.reranked !== null,
    optionPage: onOption.some((u) => u.resultId === upload.id),
    resultsApi: apiList.items.some((i) => i.id === upload.id),
    compareCsv: csv.includes("planted.json") || csv.includes(upload.id),
    markedUnlisted: [...shared.uploads, ...onOption].some((u) => u.resultId === upload.id && u.unlisted),
  };
}

describe("an unlisted upload linked to a shared recommendation", () => {
  it("is on no list for an anonymous viewer or another browser", async () => {
    for (const viewer of [ANONYMOUS_VIEWER, stranger]) {
      const listed = await listedFor(viewer);
      expect(listed).toMatchObject({
        sharePage: false,
        shareReranked: false,
        optionPage: false,
        resultsApi: false,
        compareCsv: false,
      });
    }
  });

  it("is listed for its owner on the share page, the option page and the results API, marked unlisted", async () => {
    expect(await listedFor(owner())).toMatchObject({
      sharePage: true,
      optionPage: true,
      resultsApi: true,
      markedUnlisted: true,
    });
  });

  it("shows for everyone once its owner publishes it, and goes again when taken back", async () => {
    const patch = (published: boolean) =>
      routes.patchResult(
        new Request(api(`/results/${upload.id}`), {
          method: "PATCH",
          headers: { "content-type": "application/json", authorization: `Bearer ${upload.ownerToken}` },
          body: JSON.stringify({ published }),
        }),
        { params: Promise.resolve({ id: upload.id }) },
      );
    expect((await patch(true)).status).toBe(200);
    expect(await listedFor(stranger)).toMatchObject({
      sharePage: true,
      optionPage: true,
      resultsApi: true,
      markedUnlisted: false,
    });
    expect((await patch(false)).status).toBe(200);
    expect(await listedFor(ANONYMOUS_VIEWER)).toMatchObject({ sharePage: false, optionPage: false, resultsApi: false });
  });
});
