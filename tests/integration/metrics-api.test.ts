import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

type Routes = {
  metrics: typeof import("@/app/api/v1/metrics/route");
  workload: typeof import("@/app/api/v1/workloads/[id]/route");
};

const FIXTURES = join(import.meta.dirname, "../../fixtures/cloudwatch");
const BASE = "http://storage-advisor.test/api/v1/metrics";
type Body = Record<string, unknown> & { error?: { code: string; message: string; path: string | null } };

/** The bytes a browser would send (see results-api.test.ts on why not a FormData body). */
async function formRequest(
  files: { name: string; bytes: Uint8Array | string }[],
  fields: Record<string, string> = {},
  url = BASE,
): Promise<Request> {
  const form = new FormData();
  for (const f of files)
    form.append("file", new File([typeof f.bytes === "string" ? f.bytes : new Uint8Array(f.bytes)], f.name));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const encoded = new Response(form);
  return new Request(url, {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  });
}

const fixture = (name: string) => ({ name, bytes: readFileSync(join(FIXTURES, name)) });

describe("POST /api/v1/metrics on a real PostgreSQL", () => {
  let database: TestDatabase;
  let routes: Routes;
  const count = () => database.db.savedWorkload.count();

  async function post(request: Request) {
    const response = await routes.metrics.POST(request);
    return { response, body: (await response.json()) as Body };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await loadReferenceData(database.db);
    process.env.DATABASE_URL = database.url;
    routes = {
      metrics: await import("@/app/api/v1/metrics/route"),
      workload: await import("@/app/api/v1/workloads/[id]/route"),
    };
  });

  afterAll(async () => {
    const shared = (globalThis as { storageAdvisorDb?: { $disconnect(): Promise<void> } }).storageAdvisorDb;
    await shared?.$disconnect();
    await database?.drop();
  });

  it("imports the EFS fixture, saves a named workload and opens it through the API", async () => {
    const { response, body } = await post(
      await formRequest([fixture("efs-get-metric-data.json")], { name: "Uploads share", region: "us-east-1" }),
    );
    expect(response.status).toBe(201);
    expect(body.name).toBe("Uploads share");
    const links = body.links as Record<string, string>;
    expect(links.compare).toMatch(/^\/compare\?workload=custom/);
    expect(links.wizard).toMatch(/^\/advisor\?sizeGiB=/);
    const analysis = body.analysis as {
      cheapest: { optionId: string } | null;
      forecasts: { optionId: string; runsOutAt: string | null }[];
    };
    expect(analysis.cheapest).not.toBeNull();
    expect(analysis.forecasts.find((f) => f.optionId === "efs-standard-bursting")?.runsOutAt).toMatch(/^2026-1[01]-/);
    const get = await routes.workload.GET(new Request(`http://storage-advisor.test${links.api}`), {
      params: Promise.resolve({ id: body.id as string }),
    });
    expect(get.status).toBe(200);
    const saved = (await get.json()) as { workload: { operations: unknown[] } };
    expect(saved.workload.operations.length).toBe(2);
  });

  it("takes several files in one form (EBS get-metric-statistics) and a raw CSV body", async () => {
    const files = readdirSync(FIXTURES)
      .filter((n) => n.startsWith("ebs-"))
      .map(fixture);
    const ebs = await post(await formRequest(files, { storedGiB: "500" }));
    expect(ebs.response.status).toBe(201);
    const csv = readFileSync(join(FIXTURES, "fsx-console.csv"));
    const raw = await post(
      new Request(`${BASE}?fileName=fsx.csv&storedGiB=2048`, {
        method: "POST",
        body: csv,
        headers: { "content-type": "text/csv" },
      }),
    );
    expect(raw.response.status).toBe(201);
    expect((raw.body.analysis as { system: string }).system).toBe("fsx");
  });

  describe("refuses bad input naming the metric and the position, and stores nothing", () => {
    const cases: [string, () => Promise<Request>, number, string, RegExp][] = [
      [
        "not JSON",
        () => formRequest([fixture("malformed/not-json.json")]),
        422,
        "invalid_metrics",
        /not-json.json: neither JSON/,
      ],
      [
        "missing Timestamps",
        () => formRequest([fixture("malformed/missing-timestamps.json")]),
        422,
        "invalid_metrics",
        /DataReadIOBytes .*MetricDataResults\[0\]\): Timestamps is missing/,
      ],
      [
        "mismatched lengths",
        () => formRequest([fixture("malformed/mismatched-lengths.json")]),
        422,
        "invalid_metrics",
        /DataWriteIOBytes .*2 Values but 3 Timestamps/,
      ],
      [
        "mixed units",
        () => formRequest([fixture("malformed/mixed-units.json")]),
        422,
        "invalid_metrics",
        /VolumeReadBytes .*mixed units: Datapoints\[2\]/,
      ],
      [
        "a good file beside a bad one",
        () => formRequest([fixture("efs-get-metric-data.json"), fixture("malformed/missing-timestamps.json")]),
        422,
        "invalid_metrics",
        /Timestamps is missing/,
      ],
      [
        "no stored size for EBS",
        () => formRequest([fixture("ebs-volume-read-bytes.json")]),
        422,
        "invalid_metrics",
        /storedGiB/,
      ],
      [
        "an unknown field",
        () => formRequest([fixture("ebs-volume-read-bytes.json")], { colour: "red" }),
        400,
        "invalid_request",
        /colour/,
      ],
      [
        "an access pattern it does not know",
        () => formRequest([fixture("efs-get-metric-data.json")], { access: "sideways" }),
        400,
        "invalid_request",
        /access must be "sequential" \(whole files front to back\) or "random"/,
      ],
      [
        "10 MB of junk in a form",
        () => formRequest([{ name: "junk.json", bytes: new Uint8Array(10_000_000).fill(0x7b) }]),
        413,
        "too_large",
        /junk.json .*8 MiB/,
      ],
      [
        "10 MB of junk as the body",
        async () =>
          new Request(BASE, {
            method: "POST",
            body: new Uint8Array(10_000_000).fill(0x41),
            headers: { "content-type": "application/octet-stream", "content-length": "10000000" },
          }),
        413,
        "too_large",
        /8 MiB/,
      ],
      [
        "an image",
        async () => new Request(BASE, { method: "POST", body: "x", headers: { "content-type": "image/png" } }),
        415,
        "unsupported_media_type",
        /multipart/,
      ],
    ];
    it.each(cases)("%s", async (_name, make, status, code, message) => {
      const before = await count();
      const { response, body } = await post(await make());
      expect(response.status).toBe(status);
      expect(body.error?.code).toBe(code);
      expect(body.error?.message).toMatch(message);
      expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(await count()).toBe(before);
    });
  });

  it("takes the access pattern as said, replays it and carries it into the wizard link", async () => {
    const { response, body } = await post(
      await formRequest([fixture("efs-get-metric-data.json")], { access: "random" }),
    );
    expect(response.status).toBe(201);
    const analysis = body.analysis as { access: { access: string; inferred: boolean }; workload: never };
    expect(analysis.access).toMatchObject({ access: "random", inferred: false });
    const saved = body.workload as { operations: { access: string }[] };
    expect(saved.operations.every((op) => op.access === "random")).toBe(true);
    expect((body.links as Record<string, string>).wizard).toMatch(/[?&]access=random&/);
  });

  it("answers 404 for an unknown saved workload", async () => {
    const get = await routes.workload.GET(new Request("http://storage-advisor.test/api/v1/workloads/x"), {
      params: Promise.resolve({ id: "AAAAAAAAAAAAAAAA" }),
    });
    expect(get.status).toBe(404);
  });
});
