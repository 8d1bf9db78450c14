/**
 * From advice to the user's own measurement, on a fresh PostgreSQL database through the
 * real route handlers and the real fio: a saved recommendation's job file, a fio run of
 * it in a temporary directory, the upload linked to the ranked option, and the
 * measurement beside the model (share page data, option page data). Uploads naming an
 * unknown recommendation or an option it did not rank are refused and store nothing.
 */
import { REAL_FIO_TEST_TIMEOUT_MS, runRealFio } from "../support/real-fio";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { FIO_DIR_VARIABLE } from "@/lib/workloads/fio-job";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

type Handler<C = unknown> = (request: Request, context: C) => Promise<Response>;
type IdContext = { params: Promise<{ id: string }> };

/** A small interactive workload: a few MiB per run, so the real fio run takes a second. */
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

let database: TestDatabase;
let savedUrl: string | undefined;
let postRecommendation: Handler;
let getJob: Handler<IdContext>;
let getWorkloadJob: Handler;
let postWorkloadJob: Handler;
let postResult: Handler;
let getResult: Handler<IdContext>;
let dir = "";
let rec: { id: string; ranking: { key: string; optionId: string; params: Record<string, unknown>; rank: number }[] };

const api = (path: string) => `http://localhost/api/v1${path}`;

function jobFor(id: string, query = ""): Promise<Response> {
  return getJob(new Request(api(`/recommendations/${id}/fio-job${query}`)), { params: Promise.resolve({ id }) });
}

function upload(output: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([output], "fio-result.json", { type: "application/json" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return postResult(new Request(api("/results"), { method: "POST", body: form }), undefined);
}

async function uploadCount(): Promise<number> {
  return database.db.uploadedResult.count();
}

/** The job file run by the real fio in a fresh directory: its json+ output. */
function runFio(jobText: string): string {
  const file = join(dir, `job-${Date.now()}.fio`);
  writeFileSync(file, jobText);
  return runRealFio(["--output-format=json+", file], { [FIO_DIR_VARIABLE]: mkdtempSync(join(dir, "data-")) });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  postRecommendation = (await import("@/app/api/v1/recommendations/route")).POST;
  getJob = (await import("@/app/api/v1/recommendations/[id]/fio-job/route")).GET;
  const workloadRoute = await import("@/app/api/v1/fio-job/route");
  getWorkloadJob = workloadRoute.GET;
  postWorkloadJob = workloadRoute.POST;
  postResult = (await import("@/app/api/v1/results/route")).POST;
  getResult = (await import("@/app/api/v1/results/[id]/route")).GET;
  dir = mkdtempSync(join(tmpdir(), "fio-loop-it-"));
  const response = await postRecommendation(
    new Request(api("/recommendations"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers: ANSWERS }),
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  rec = await response.json();
  expect(rec.ranking.length).toBeGreaterThan(1);
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe("GET /api/v1/recommendations/{id}/fio-job", () => {
  it("serves the job file for the first ranked option by default, as an attachment", async () => {
    const response = await jobFor(rec.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="storage-advisor-.+\.fio"$/);
    const text = await response.text();
    expect(text).toContain(`# Recommendation: ${rec.id}`);
    expect(text).toContain(`# Option: ${rec.ranking[0]!.optionId}`);
    expect(text).toMatch(/^\[op1\]$/m);
  });

  it("serves the script and the JSON form for a named option", async () => {
    const second = rec.ranking[1]!;
    const script = await (await jobFor(rec.id, `?option=${encodeURIComponent(second.key)}&format=sh`)).text();
    expect(script).toMatch(/^#!\/bin\/sh/);
    expect(script).toContain(`--form-string 'recommendationId=${rec.id}'`);
    expect(script).toContain(`--form-string 'optionId=${second.optionId}'`);
    // The params as JSON: the same object as the ranking's, whatever the key order.
    const params = /--form-string 'optionParams=(\{[^']*\})'/.exec(script)?.[1];
    expect(params && JSON.parse(params)).toEqual(second.params);
    expect(script).toContain("'http://localhost'");
    // The upload goes where the client reached the app (its Host header), not Next's bind address.
    const viaHost = await getJob(
      new Request(api(`/recommendations/${rec.id}/fio-job?format=sh`), {
        headers: { host: "advisor.example.com:8443" },
      }),
      { params: Promise.resolve({ id: rec.id }) },
    );
    expect(await viaHost.text()).toContain("'http://advisor.example.com:8443'");
    const json = await (
      await jobFor(rec.id, `?option=${encodeURIComponent(second.key)}&format=json&variant=scaled`)
    ).json();
    expect(json).toMatchObject({ scaled: true, runtimeSeconds: 600 });
    expect(json.jobFile.text).toContain("SCALED");
    expect(json.operations.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown recommendation and 4xx for an option it did not rank or a bad query", async () => {
    const unknown = await jobFor("AAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ code: "not_found", path: "id" });
    const notRanked = await jobFor(rec.id, "?option=s3-nonsense");
    expect(notRanked.status).toBe(422);
    expect((await notRanked.json()).error.message).toMatch(/did not rank "s3-nonsense". It ranked: /);
    const badVariant = await jobFor(rec.id, "?variant=huge");
    expect(badVariant.status).toBe(400);
    expect((await badVariant.json()).error).toMatchObject({ code: "invalid_request", path: "variant" });
    expect((await jobFor(rec.id, "?colour=red")).status).toBe(400);
  });
});

describe("fio jobs for a bare workload", () => {
  it("GET with a /compare view query, labelled with a catalog option", async () => {
    const response = await getWorkloadJob(
      new Request(api("/fio-job?workload=efs-elastic-vs-bursting&option=efs-standard-elastic")),
      undefined,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("# Option: efs-standard-elastic");
    expect(text.match(/^\[op\d\]$/gm)).toHaveLength(3);
    const unknownOption = await getWorkloadJob(
      new Request(api("/fio-job?workload=owncloud-untar&option=floppy")),
      undefined,
    );
    expect(unknownOption.status).toBe(400);
    expect((await unknownOption.json()).error).toMatchObject({ code: "unknown_option", path: "option" });
  });

  it("POST with a workload; a workload without operations or an invalid one is refused", async () => {
    const post = (body: unknown) =>
      postWorkloadJob(
        new Request(api("/fio-job"), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        undefined,
      );
    const workload = {
      region: "us-east-2",
      storedBytes: 1e9,
      operations: [{ name: "nightly copy", direction: "write", fileCount: 100, fileSizeBytes: 1e6 }],
    };
    const tooSmall = await post({ workload, option: { id: "ebs-gp3", params: { iops: 4000 } } });
    expect(tooSmall.status).toBe(400);
    expect((await tooSmall.json()).error).toMatchObject({ code: "invalid_option_params", path: "option.params.iops" });
    const ok = await post({
      workload,
      option: { id: "ebs-gp3", params: { iops: 4000, capacityGiB: 100 } },
      format: "json",
    });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.jobFile.text).toContain('"iops":4000');
    expect(body.script.text).toContain("--form-string 'optionId=ebs-gp3'");
    const empty = await post({ workload: { ...workload, operations: [] } });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.code).toBe("nothing_to_measure");
    const invalid = await post({
      workload: { ...workload, operations: [{ ...workload.operations[0], fileCount: -1 }] },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.path).toBe("workload.operations[0].fileCount");
  });
});

describe("uploads linked to a recommendation", () => {
  let output = "";
  let resultId = "";
  let ownerToken = "";

  beforeAll(async () => {
    output = runFio(await (await jobFor(rec.id)).text());
  });

  it("refuses an unknown recommendation and stores nothing", async () => {
    const before = await uploadCount();
    const response = await upload(output, { recommendationId: "ZZZZZZZZZZZZZZZZ", optionId: rec.ranking[0]!.optionId });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: "unknown_recommendation", path: "recommendationId" });
    expect(await uploadCount()).toBe(before);
  });

  it("refuses an option the recommendation did not rank, or ranked with other params, and stores nothing", async () => {
    const before = await uploadCount();
    const ranked = new Set(rec.ranking.map((o) => o.optionId));
    const other = ["ebs-sc1", "fsx-windows", "s3-standard", "ebs-st1"].find((id) => !ranked.has(id))!;
    const notRanked = await upload(output, { recommendationId: rec.id, optionId: other });
    expect(notRanked.status).toBe(422);
    const body = await notRanked.json();
    expect(body.error).toMatchObject({ code: "option_not_ranked", path: "optionId" });
    expect(body.error.message).toMatch(/Nothing was stored/);
    const top = rec.ranking[0]!;
    const wrongParams = await upload(output, {
      recommendationId: rec.id,
      optionId: top.optionId,
      optionParams: JSON.stringify({ ...top.params, performanceMode: "maxIo" }),
    });
    expect([400, 422]).toContain(wrongParams.status);
    const noOption = await upload(output, { recommendationId: rec.id });
    expect(noOption.status).toBe(400);
    expect(await uploadCount()).toBe(before);
  });

  it("stores a run of the first option linked to its ranked key", async () => {
    const top = rec.ranking[0]!;
    const response = await upload(output, {
      recommendationId: rec.id,
      optionId: top.optionId,
      optionParams: JSON.stringify(top.params),
      region: "us-east-1",
    });
    expect(response.status).toBe(201);
    ({ id: resultId, ownerToken } = await response.json());
    const shown = await (
      await getResult(new Request(api(`/results/${resultId}`)), { params: Promise.resolve({ id: resultId }) })
    ).json();
    expect(shown.recommendation).toEqual({ id: rec.id, optionKey: top.key, url: `/r/${rec.id}` });
  });

  it("puts the measurement beside the model and re-ranks, leaving the saved answer as it was", async () => {
    const { getRecommendation } = await import("@/server/data/recommendations/recommendations");
    const { recommendationMeasurements, optionMeasurements, resultMeasurement } =
      await import("@/server/data/results/measurements");
    const view = (await getRecommendation(database.db, rec.id))!;
    const before = JSON.stringify(view.ranking);
    const measured = await recommendationMeasurements(database.db, view, { ownerTokens: [ownerToken] });
    expect(measured.uploads).toHaveLength(1);
    const [m] = measured.uploads;
    expect(m!.problem).toBeNull();
    expect(m!.optionKey).toBe(rec.ranking[0]!.key);
    const c = m!.comparison!;
    expect(c.operations.map((op) => op.index)).toEqual(view.plan.operations.map((_, i) => i));
    expect(c.ratio).toBeGreaterThan(0);
    expect(measured.reranked!.find((o) => o.key === rec.ranking[0]!.key)).toMatchObject({ measured: true, uploads: 1 });
    expect(measured.reranked!.filter((o) => o.measured)).toHaveLength(1);
    expect(JSON.stringify((await getRecommendation(database.db, rec.id))!.ranking)).toBe(before);

    const onOption = await optionMeasurements(database.db, rec.ranking[0]!.optionId as never, {
      ownerTokens: [ownerToken],
    });
    expect(onOption.map((u) => u.resultId)).toEqual([resultId]);
    expect(onOption[0]!.comparison!.ratio).toBeCloseTo(c.ratio!, 9);
    expect((await resultMeasurement(database.db, resultId))!.comparison!.ratio).toBeCloseTo(c.ratio!, 9);
  });

  it(
    "compares an unlinked upload with the model on the option it names, from its job options alone",
    async () => {
      const { resultMeasurement } = await import("@/server/data/results/measurements");
      const job = await (
        await getWorkloadJob(
          new Request(api("/fio-job?workload=efs-elastic-vs-bursting&option=efs-standard-elastic&variant=scaled")),
          undefined,
        )
      ).text();
      const small = job
        .replace(/^runtime=\d+$/m, "runtime=2")
        .replace(/^filesize=(\d+)$/gm, (_, n: string) => `filesize=${Math.min(Number(n), 1 << 20)}`)
        .replace(/^bs=(\d+)$/gm, (_, n: string) => `bs=${Math.min(Number(n), 1 << 20)}`);
      const response = await upload(runFio(small), {
        optionId: "efs-standard-elastic",
        optionParams: "{}",
        region: "us-east-2",
      });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const m = (await resultMeasurement(database.db, id))!;
      expect(m.problem).toBeNull();
      expect(m.comparison!.operations.map((op) => op.name)).toEqual([
        "write 10 files of 1 KiB",
        "write 10 files of 1 MiB",
        "write 10 files of 100 MiB",
      ]);
      expect(m.comparison!.ratio).toBeGreaterThan(0);
    },
    REAL_FIO_TEST_TIMEOUT_MS,
  );
});
