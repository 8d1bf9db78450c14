/**
 * GET /api/v1/instances on a fresh PostgreSQL database holding the bundled snapshot:
 * the instance catalog with its limits and each type's hourly price, and the error
 * contract for a missing region, an unknown snapshot and an uncovered region.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBundledSnapshot } from "@/server/data/prices/prices";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import type { InstanceListing } from "@/lib/pricing/instance-catalog";
import { PRICED_INSTANCE_TYPES } from "@/lib/pricing/price-keys";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const BASE = "http://localhost/api/v1/instances";

let database: TestDatabase;
let savedUrl: string | undefined;
let GET: (request: Request) => Promise<Response>;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBundledSnapshot(database.db);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  GET = (await import("@/app/api/v1/instances/route")).GET;
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
  await database?.drop();
});

const get = (query: string) => GET(new Request(`${BASE}${query}`));

interface Body {
  snapshot: { id: string; source: string; asOf: string };
  region: string;
  limitSources: Record<string, string>;
  instances: InstanceListing[];
}

describe("GET /api/v1/instances", () => {
  it("lists every catalog type with its limits and its us-east-1 hourly price from the snapshot in use", async () => {
    const response = await get("?region=us-east-1");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    expect(body.snapshot).toEqual({ id: BUNDLED_SNAPSHOT.id, source: "bundled", asOf: BUNDLED_SNAPSHOT.asOf });
    expect(body.region).toBe("us-east-1");
    expect(body.instances.map((i) => i.instanceType)).toEqual([...PRICED_INSTANCE_TYPES]);
    expect(body.instances.every((i) => i.price !== null && !i.price.unconfirmed)).toBe(true);
    expect(body.instances.find((i) => i.instanceType === "m5.large")).toMatchObject({
      network: { baselineGbps: 0.75, burstGbps: 10 },
      ebs: { baselineMbps: 650, burstMbps: 4750, baselineIops: 3600, burstIops: 18750 },
      price: {
        usdPerHour: "0.096",
        unit: "Hrs",
        asOf: "2026-07-20",
        source: expect.stringContaining("https://aws.amazon.com/ec2/pricing/on-demand/"),
      },
    });
    expect(body.limitSources.ebs).toContain("https://docs.aws.amazon.com/ec2/latest/instancetypes/ebs-optimized.html");
  });

  it("names the snapshot it is asked for, and says us-east-2's figures are unconfirmed", async () => {
    const response = await get(`?region=us-east-2&snapshot=${BUNDLED_SNAPSHOT.id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    const i4i = body.instances.find((i) => i.instanceType === "i4i.large");
    expect(i4i).toMatchObject({
      instanceStore: { drives: 1, driveGB: 468 },
      price: { usdPerHour: "0.172", unconfirmed: true },
    });
  });

  it("answers 400, 404 and 404 in the error contract", async () => {
    const cases: [string, number, string, string][] = [
      ["", 400, "region", "region"],
      ["?region=Virginia", 400, "region", "region"],
      ["?region=us-east-1&snapshot=no-such-snapshot", 404, "snapshot_not_found", "snapshot"],
      ["?region=eu-west-3", 404, "region_not_found", "region"],
    ];
    for (const [query, status, code, path] of cases) {
      const response = await get(query);
      expect(response.status, query).toBe(status);
      const body = (await response.json()) as { error: { code: string; message: string; path: string } };
      if (status !== 400) expect(body.error.code, query).toBe(code);
      expect(body.error.path, query).toBe(path);
      expect(body.error.message.length, query).toBeGreaterThan(10);
      expect(body.error.message, query).not.toMatch(/at .+\.ts|ZodError|Prisma/);
    }
  });
});
