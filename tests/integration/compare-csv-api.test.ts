import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { prepareView } from "@/lib/compare/prepare";
import { ANONYMOUS_VIEWER } from "@/server/data/results/upload-visibility";
import { loadCompare } from "@/server/data/recommendations/compare";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { parseCompareSearch } from "@/lib/validations/compare";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

describe("GET /api/v1/compare.csv", () => {
  let database: TestDatabase;
  let route: typeof import("@/app/api/v1/compare.csv/route");

  beforeAll(async () => {
    database = await createTestDatabase();
    // Before the route module loads: getDb() reads DATABASE_URL once.
    process.env.DATABASE_URL = database.url;
    await loadReferenceData(database.db);
    route = await import("@/app/api/v1/compare.csv/route");
  });
  afterAll(async () => {
    await database?.drop();
  });

  const get = (query: string) => route.GET(new Request(`http://test/api/v1/compare.csv?${query}`));

  it("answers the page's table for the same query, named after the view", async () => {
    const query = "workload=efs-options-1x&families=efs%2Cebs&sort=duration&order=desc";
    const response = await get(query);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="compare-efs-options-1x-us-east-1-bundled-2026-11-29.csv"',
    );
    const lines = (await response.text()).split("\r\n").filter(Boolean);

    const { view } = parseCompareSearch(new URLSearchParams(query));
    const data = await loadCompare(database.db, view, ANONYMOUS_VIEWER);
    const { rows } = prepareView(data.points, data.workload, view, data.snapshot?.id ?? "");
    expect(rows.length).toBeGreaterThan(10);
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[0]?.startsWith("option,source_type,family,")).toBe(true);
    // Same order as the table: the slowest first.
    expect(lines[1]).toContain(rows[0]?.point.label);
    expect(lines.slice(1).every((line) => /,(EFS|EBS),/.test(line))).toBe(true);
  });

  it("with region=all: every covered region's rows, a region column telling them apart, named for regions", async () => {
    const response = await get("workload=efs-options-1x&families=ebs&region=all");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="compare-efs-options-1x-regions-bundled-2026-11-29.csv"',
    );
    // Fields split on commas outside quotes (RFC 4180; no field here holds a line break).
    const fields = (line: string) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((f) => f.replace(/,$/, "")) ?? [];
    const lines = (await response.text()).split("\r\n").filter(Boolean).map(fields);
    const column = lines[0]?.indexOf("region") ?? -1;
    expect(column).toBeGreaterThan(0);
    // The bundled snapshot covers eight Regions: every one has rows, model points of the same count each
    // (in a Region without prices they are there, not priced, never dropped).
    const regions = lines.slice(1).map((line) => line[column]);
    expect(new Set(regions)).toEqual(new Set(BUNDLED_SNAPSHOT.regions));
    const modelled = (region: string) =>
      lines.slice(1).filter((l) => l[column] === region && l[1] === "Modelled").length;
    for (const region of BUNDLED_SNAPSHOT.regions) expect(modelled(region), region).toBe(modelled("us-east-1"));
  });

  it("applies the filters: only EBS under $200 a month", async () => {
    const lines = (await (await get("families=ebs&budget=200")).text()).split("\r\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(",EBS,"))).toBe(true);
  });

  it.each([
    ["snapshot=no-such-snapshot", 404, "snapshot_not_found", "snapshot"],
    ["region=eu-west-3", 422, "no_prices", "region"],
  ])("answers %s with the error contract", async (query, status, code, path) => {
    const response = await get(query);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: expect.any(String), path } });
  });
});
