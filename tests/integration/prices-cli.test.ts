/**
 * `storage-advisor prices ...` run through the command's own run() with a capturing io,
 * on a real PostgreSQL database (DATABASE_URL) and the local Price List stub.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "@/cli/command";
import { createPricesCommand } from "@/cli/commands/prices";
import { ensureBundledSnapshot } from "@/server/data/prices/prices";
import { parseEnv } from "@/server/env";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { builtRecords } from "@/tests/support/pricing-fixtures";
import { startPricingStub, type PricingStub } from "@/tests/support/pricing-stub-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const NO_FILES = () => ({ credentials: false, config: false });

let database: TestDatabase;
let stub: PricingStub | null = null;
let savedDatabaseUrl: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBundledSnapshot(database.db);
  // withDatabase opens DATABASE_URL (read by server/env at its first call, in these tests).
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
});
afterEach(async () => {
  await stub?.close();
  stub = null;
});
afterAll(async () => {
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
  return { io, stdout: () => out.join("\n"), stderr: () => err.join("") };
}

/**
 * The command with an environment of our choosing (never the machine's AWS settings),
 * on the Query API source; the bulk tests (prices-bulk.test.ts) use the default source.
 */
function command(env: Record<string, string> = {}) {
  return createPricesCommand({
    env: () => parseEnv({ DATABASE_URL: database.url, PRICE_SOURCE: "query", ...env }),
    sharedAwsFiles: NO_FILES,
    stderrIsTTY: false,
  });
}

const counts = async () => ({
  snapshots: await database.db.priceSnapshot.count(),
  items: await database.db.priceItem.count(),
});

describe("prices CLI", () => {
  it("refresh without any AWS credentials says so, exits 1 and changes nothing", async () => {
    const before = await counts();
    const { io, stdout, stderr } = capture();
    const code = await command().run(["refresh", "--regions", "us-east-1,us-east-2"], io);
    expect(code).toBe(1);
    expect(stderr().trim()).toBe(
      "No AWS credentials found (set AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY or AWS_PROFILE); nothing was changed.",
    );
    expect(stdout()).toBe("");
    expect(await counts()).toEqual(before);
  });

  it("rejects bad flags with exit 2 and a one-line reason", async () => {
    const cases: [string[], RegExp][] = [
      [["refresh", "--regions", "us-east-1,Ohio"], /"Ohio" is not an AWS region code/],
      [["refresh", "--regions", ","], /at least one region/],
      [["refresh", "--endpoint", "ftp://example.com"], /not an http\(s\) URL/],
      [["refresh", "--bogus"], /Unknown option '--bogus'/],
      [["show", "--region", "US East"], /not an AWS region code/],
      [["diff", "only-one"], /two snapshot IDs/],
      [["show", "no-such-snapshot"], /No price snapshot with id "no-such-snapshot"/],
      [["frobnicate"], /unknown subcommand "frobnicate"/],
      [[], /missing subcommand/],
    ];
    for (const [args, reason] of cases) {
      const { io, stderr } = capture();
      expect(
        await command({ AWS_ACCESS_KEY_ID: "AKID", AWS_SECRET_ACCESS_KEY: "secret" }).run(args, io),
        args.join(" "),
      ).toBe(2);
      expect(stderr(), args.join(" ")).toMatch(reason);
      expect(stderr().trim().split("\n"), args.join(" ")).toHaveLength(1);
    }
  });

  it("refresh stores a snapshot from the stub with progress on stderr; list, show and diff read it", async () => {
    stub = await startPricingStub({ records: builtRecords(), pageSize: 5 });
    const env = { AWS_ACCESS_KEY_ID: "AKIDSTUBSTUBSTUBSTUB", AWS_SECRET_ACCESS_KEY: "stub-secret" };
    const refresh = capture();
    expect(
      await command(env).run(["refresh", "--regions", "us-east-1,us-east-2", "--endpoint", stub.url], refresh.io),
    ).toBe(0);
    const id = /Stored snapshot (aws-\S+):/.exec(refresh.stdout())?.[1];
    expect(id).toBeDefined();
    expect(refresh.stdout()).toContain(`Changes from ${BUNDLED_SNAPSHOT.id}: 0 changed, 0 added, 0 removed`);
    expect(refresh.stdout()).toContain(`${id} is now the snapshot in use.`);
    // Plain progress lines (stderr is not a terminal): per query, then per service totals.
    expect(refresh.stderr()).toMatch(
      /^\[1\/\d+\] AmazonEFS us-east-1 all: \d+ pages?; AmazonEFS so far \d+ pages?, \d+ records?$/m,
    );
    expect(refresh.stderr()).toMatch(/^AmazonEC2: 10 queries, \d+ pages, 350 records$/m);
    // 284 built records per region: 125 storage and transfer lines, 159 instance types (fixtures/pricing/README.md).
    expect(refresh.stderr()).toContain("Storing 568 records");
    expect(refresh.stderr()).not.toContain("\u001b[");
    expect(stub.requests.every((r) => r.signed)).toBe(true);

    const list = capture();
    expect(await command().run(["list"], list.io)).toBe(0);
    expect(list.stdout()).toMatch(new RegExp(`^\\*\\s+${id}\\s+aws-price-list-api\\s+2024-07-01`, "m"));
    expect(list.stdout()).toMatch(
      new RegExp(`^\\s+${BUNDLED_SNAPSHOT.id}\\s+bundled\\s+${BUNDLED_SNAPSHOT.asOf}`, "m"),
    );

    const show = capture();
    expect(await command().run(["show", BUNDLED_SNAPSHOT.id, "--region", "us-east-1"], show.io)).toBe(0);
    expect(show.stdout()).toMatch(/^ {2}fsx\.windows\.singleaz\.throughput\s+2\.2\s+MBps-Mo\s+unconfirmed$/m);
    expect(show.stdout()).toMatch(/^ {2}s3\.requests\.tier2\s+0\.0000004\s+Requests$/m);
    expect(show.stdout()).not.toContain("us-east-2:");

    const json = capture();
    expect(await command().run(["show", "--json"], json.io)).toBe(0);
    const shown = JSON.parse(json.stdout()) as { snapshot: { id: string }; inUse: boolean; regions: unknown[] };
    expect(shown).toMatchObject({ snapshot: { id }, inUse: true });
    expect(shown.regions).toHaveLength(2);

    const diff = capture();
    expect(await command().run(["diff", BUNDLED_SNAPSHOT.id, id ?? ""], diff.io)).toBe(0);
    expect(diff.stdout()).toContain(
      `0 changed, 0 added, 0 removed, ${BUNDLED_SNAPSHOT.prices.reduce((n, p) => n + p.regions.length, 0)} unchanged`,
    );
  });

  it("a refresh that fails part-way exits 1, says what failed, and keeps the snapshot in use", async () => {
    stub = await startPricingStub({
      records: builtRecords(),
      pageSize: 5,
      failPage: { serviceCode: "AmazonS3", page: 1, status: 403 },
    });
    const before = await counts();
    const inUse = (await database.db.priceSnapshot.findFirstOrThrow({ where: { source: "aws-price-list-api" } })).id;
    const { io, stderr } = capture();
    const code = await command({ AWS_ACCESS_KEY_ID: "AKID", AWS_SECRET_ACCESS_KEY: "secret" }).run(
      ["refresh", "--endpoint", stub.url],
      io,
    );
    expect(code).toBe(1);
    expect(stderr()).toMatch(/prices refresh: GetProducts AmazonS3 us-east-1 .* HTTP 403/);
    expect(stderr()).toContain(`Nothing was changed: ${inUse} stays in use.`);
    expect(await counts()).toEqual(before);
  });
});
