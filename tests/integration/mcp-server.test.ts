/**
 * `storage-advisor mcp` driven by the MCP SDK's own client over stdio, as an agent runs it:
 * the real bin in a child process, on a real PostgreSQL database with the reference data.
 * The estimate it answers equals POST /api/v1/estimate's on the same input and database;
 * a saved recommendation carries its share link under PUBLIC_URL.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const ROOT = join(import.meta.dirname, "../..");
/** An envelope `{workload, ...}`: the estimate tool's input and the API's body alike. */
const REQUEST = JSON.parse(readFileSync(join(ROOT, "fixtures/workloads/gp3-vs-efs-request.json"), "utf8")) as {
  workload: Record<string, unknown>;
};
const WORKLOAD = REQUEST.workload;
const ANSWERS = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/hdfs-five-nodes.json"), "utf8")) as Record<
  string,
  unknown
>;
const PUBLIC_URL = "https://advisor.example.org";

let database: TestDatabase;
let client: Client;
let stderr = "";
const saved = process.env.DATABASE_URL;

type ToolResult = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};

async function call(name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(ROOT, "bin/storage-advisor.mjs"), "mcp"],
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), DATABASE_URL: database.url, PUBLIC_URL },
    stderr: "pipe",
  });
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  client = new Client({ name: "storage-advisor-test", version: "1.0.0" });
  await client.connect(transport);
}, 120_000);

afterAll(async () => {
  await client?.close();
  process.env.DATABASE_URL = database.url;
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
});

describe("storage-advisor mcp", () => {
  it("initializes and lists its tools, each with the API's input schema", async () => {
    expect(client.getServerVersion()?.name).toBe("storage-advisor");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "advise",
      "estimate",
      "list_options",
      "option_limits",
      "prices",
      "review_plan",
    ]);
    const estimate = tools.find((t) => t.name === "estimate")!;
    expect(estimate.inputSchema.required).toEqual(["workload"]);
    expect(Object.keys(estimate.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(["workload", "snapshotId", "options", "regions"]),
    );
  });

  it("estimates exactly as POST /api/v1/estimate does on the same input", async () => {
    const result = await call("estimate", REQUEST);
    expect(result.isError).toBeFalsy();
    process.env.DATABASE_URL = database.url;
    const { POST } = await import("@/app/api/v1/estimate/route");
    const response = await POST(
      new Request("http://localhost/api/v1/estimate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(REQUEST),
      }),
    );
    expect(response.status).toBe(200);
    const api = (await response.json()) as Record<string, unknown>;
    expect(result.structuredContent).toEqual(api);
    expect(JSON.parse(result.content[0]!.text)).toEqual(api);
  }, 60_000);

  it("answers a workload AWS forbids with the API's error body, not a stack", async () => {
    const bad = {
      ...REQUEST,
      workload: { ...WORKLOAD, options: [{ id: "efs-standard-elastic", params: { performanceMode: "maxIo" } }] },
    };
    const result = await call("estimate", bad);
    expect(result.isError).toBe(true);
    const { POST } = await import("@/app/api/v1/estimate/route");
    const response = await POST(
      new Request("http://localhost/api/v1/estimate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(bad),
      }),
    );
    expect(response.status).toBe(400);
    const api = (await response.json()) as { error: { code: string; path: string } };
    expect(api.error).toMatchObject({
      code: "efs_max_io_with_elastic",
      path: "workload.options[0].params.performanceMode",
    });
    expect(JSON.parse(result.content[0]!.text)).toEqual(api);
  });

  it("saves a recommendation with its share link under PUBLIC_URL", async () => {
    const result = await call("advise", { answers: ANSWERS, save: true });
    expect(result.isError).toBeFalsy();
    const view = result.structuredContent as { id: string; shareUrl: string; ranking: unknown[] };
    expect(view.ranking.length).toBeGreaterThan(0);
    expect(view.shareUrl).toBe(`${PUBLIC_URL}/r/${view.id}`);
    const unsaved = (await call("advise", { answers: ANSWERS })).structuredContent as {
      id: string | null;
      shareUrl: string | null;
    };
    expect(unsaved).toMatchObject({ id: null, shareUrl: null });
  }, 60_000);

  it("gives a region's prices with units and sources, and an option's limits", async () => {
    const prices = (await call("prices", { region: "us-east-1", snapshotId: BUNDLED_SNAPSHOT.id }))
      .structuredContent as { snapshotId: string; prices: { unit: string; source: string }[] };
    expect(prices.snapshotId).toBe(BUNDLED_SNAPSHOT.id);
    expect(prices.prices.length).toBeGreaterThan(10);
    for (const p of prices.prices) expect(p.unit && p.source).toBeTruthy();
    const limits = (await call("option_limits", { id: "efs-standard-elastic" })).structuredContent as {
      limits: unknown[];
    };
    expect(limits.limits.length).toBeGreaterThan(0);
    const missing = await call("prices", { region: "xx-nowhere-9" });
    expect(missing.isError).toBe(true);
    expect(JSON.parse(missing.content[0]!.text)).toMatchObject({ error: { code: "no_prices" } });
  });

  it("reviews a Terraform plan as POST /api/v1/plan-reviews does", async () => {
    const plan = JSON.parse(readFileSync(join(ROOT, "fixtures/plans/storage-plan.json"), "utf8")) as Record<
      string,
      unknown
    >;
    const result = await call("review_plan", { plan });
    expect(result.isError).toBeFalsy();
    process.env.DATABASE_URL = database.url;
    const { POST } = await import("@/app/api/v1/plan-reviews/route");
    const response = await POST(
      new Request("http://localhost/api/v1/plan-reviews", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ plan }),
      }),
    );
    expect(response.status).toBe(200);
    const api = (await response.json()) as { resources: unknown[] };
    expect(api.resources.length).toBeGreaterThan(0);
    expect(result.structuredContent).toEqual(api);
    const broken = await call("review_plan", { plan: { planned_values: "nope" } });
    expect(broken.isError).toBe(true);
    expect(JSON.parse(broken.content[0]!.text)).toMatchObject({ error: { code: "invalid_plan" } });
  }, 60_000);

  it("keeps stdout for the protocol: its messages went to stderr", () => {
    expect(stderr).toContain("serving estimate");
  });
});
