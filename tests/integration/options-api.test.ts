/**
 * GET /api/v1/options and /api/v1/options/<id>: the model's catalog with parameter
 * schemas, limits and sources. Catalog data needs no database; the routes are called
 * with real Requests like every other route test.
 */
import { describe, expect, it } from "vitest";
import { GET as getOne } from "@/app/api/v1/options/[id]/route";
import { GET as getList } from "@/app/api/v1/options/route";
import { MODEL_VERSION, OPTION_IDS, type CatalogListing } from "@/lib/model";

const BASE = "http://localhost/api/v1/options";

const one = (id: string) =>
  getOne(new Request(`${BASE}/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) });

describe("options routes", () => {
  it("lists every catalog option with its parameter schema, limits with sources, price keys and sources", async () => {
    const response = await getList();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { modelVersion: string; options: CatalogListing[] };
    expect(body.modelVersion).toBe(MODEL_VERSION);
    expect(body.options.map((o) => o.id)).toEqual([...OPTION_IDS]);
    for (const option of body.options) {
      expect(option.label.length).toBeGreaterThan(0);
      expect(option.paramsJsonSchema).toMatchObject({ type: "object" });
      expect(option.limits.length, option.id).toBeGreaterThan(0);
      for (const limit of option.limits) expect(limit.source.length, `${option.id} ${limit.name}`).toBeGreaterThan(0);
      // Instance store is paid for with the instance: it has no price key of its own.
      if (option.id !== "ec2-instance-store") expect(option.priceKeys.length, option.id).toBeGreaterThan(0);
      expect(option.sources.length, option.id).toBeGreaterThan(0);
    }
    const gp3 = body.options.find((o) => o.id === "ebs-gp3");
    expect(Object.keys(gp3?.paramsJsonSchema.properties as object)).toEqual(
      expect.arrayContaining(["iops", "throughputMiBps", "capacityGiB"]),
    );
  });

  it("serves one option as the list shows it, and 404 in the error contract for an unknown id", async () => {
    const list = (await (await getList()).json()) as { options: CatalogListing[] };
    const response = await one("efs-standard-bursting");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(list.options.find((o) => o.id === "efs-standard-bursting"));

    const missing = await one("efs-turbo");
    expect(missing.status).toBe(404);
    const body = (await missing.json()) as { error: { code: string; message: string; path: string } };
    expect(body).toEqual({
      error: { code: "option_not_found", message: expect.stringContaining('"efs-turbo"'), path: "id" },
    });
  });
});
