/**
 * Refreshes from the Price List bulk files, served by a local stub in AWS's layout
 * (offer index -> region indexes -> region offer files, AmazonEC2 files padded with
 * instance products and reserved terms), through the CLI and the schedule, on a real
 * PostgreSQL database, with no AWS credentials anywhere.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "@/cli/command";
import { createPricesCommand } from "@/cli/commands/prices";
import { priceHistory } from "@/server/data/prices/price-history";
import { startPriceRefreshSchedule, type PriceSchedule } from "@/server/data/prices/price-schedule";
import {
  BULK_SOURCE,
  currentPriceBook,
  currentSnapshot,
  ensureBundledSnapshot,
  snapshotPrices,
} from "@/server/data/prices/prices";
import { parseEnv } from "@/server/env";
import { parsePriceListEntry } from "@/lib/pricing/aws-record";
import { fetchBulkPrices } from "@/lib/pricing/bulk-fetch";
import { buildPriceBooks } from "@/lib/pricing/mapping";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { normaliseRecords } from "@/lib/pricing/normalise";
import { ALL_PRICE_KEYS } from "@/lib/pricing/price-keys";
import { startBulkPricingStub, type BulkStub, type BulkStubOptions } from "@/tests/support/pricing-bulk-stub";
import { builtRecords } from "@/tests/support/pricing-fixtures";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

/** Commercial regions served, and one GovCloud region a refresh of "all" must leave out. */
const SERVED = ["us-east-1", "us-east-2", "eu-west-1", "ap-southeast-1", "sa-east-1"];
const GOVCLOUD = "us-gov-west-1";
/** Each AmazonEC2 region file's size: big enough that keeping it in memory would show (the bench reads hundreds of MB). */
const EC2_BYTES = 24e6;
const NO_FILES = () => ({ credentials: false, config: false });

let database: TestDatabase;
let stub: BulkStub | null = null;
let schedule: PriceSchedule | null = null;
let savedDatabaseUrl: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBundledSnapshot(database.db);
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
});
afterEach(async () => {
  await schedule?.stop();
  schedule = null;
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

/** The default source, no AWS variables: what someone without an AWS account runs. */
const command = () =>
  createPricesCommand({
    env: () => parseEnv({ DATABASE_URL: database.url }),
    sharedAwsFiles: NO_FILES,
    stderrIsTTY: false,
  });

async function serve(options: Partial<BulkStubOptions> = {}): Promise<BulkStub> {
  stub = await startBulkPricingStub({ regions: [...SERVED, GOVCLOUD], ec2BytesPerRegion: EC2_BYTES, ...options });
  return stub;
}

/** The keys no built record prices (the README lists them): missing in every region alike. */
function keysWithoutRecords(): string[] {
  const entries = builtRecords("us-east-1").flatMap((r) => {
    const parsed = parsePriceListEntry(JSON.stringify(r));
    return parsed.ok ? [parsed.entry] : [];
  });
  const books = buildPriceBooks(normaliseRecords(entries).items, {
    snapshotId: "x",
    asOf: "2024-07-01",
    regions: ["us-east-1"],
  });
  return books.missingKeys["us-east-1"] ?? [];
}

const unmappedRecord = (region: string) => ({
  product: {
    sku: `UNMAPPEDRRS${region.length}`,
    productFamily: "Storage",
    attributes: {
      regionCode: region,
      usagetype: "TimedStorage-RRS-ByteHrs",
      storageClass: "Non-Critical Data",
      volumeType: "Reduced Redundancy",
      servicecode: "AmazonS3",
    },
  },
  serviceCode: "AmazonS3",
  terms: {
    OnDemand: {
      [`UNMAPPEDRRS${region.length}.JRTCKXETXF`]: {
        sku: `UNMAPPEDRRS${region.length}`,
        effectiveDate: "2024-07-01T00:00:00Z",
        offerTermCode: "JRTCKXETXF",
        priceDimensions: {
          [`UNMAPPEDRRS${region.length}.JRTCKXETXF.6YS6EN2CT7`]: {
            unit: "GB-Mo",
            beginRange: "0",
            endRange: "Inf",
            description: "Reduced Redundancy Storage",
            rateCode: `UNMAPPEDRRS${region.length}.JRTCKXETXF.6YS6EN2CT7`,
            pricePerUnit: { USD: "0.0036000000" },
          },
        },
      },
    },
  },
});

describe("prices refresh from the bulk files", () => {
  it("--regions all refreshes every commercial region served, with no credentials; every key with a record maps in every region and unmapped records are reported", async () => {
    const served = await serve({
      extraRecords: (service, region) => (service === "AmazonS3" ? [unmappedRecord(region)] : []),
    });
    const { io, stdout, stderr } = capture();
    const code = await command().run(["refresh", "--regions", "all", "--endpoint", served.url], io);
    // Eight services: EFS, EC2, FSx, S3 and its separate Glacier Deep Archive offer, AWS Backup, and
    // AWSDataTransfer and AWSDataSync for moving data (issue 41).
    expect(stderr()).toContain(
      `Price List indexes read: ${8 * SERVED.length} files for ${SERVED.length} regions and 8 services.`,
    );
    expect(code).toBe(0);
    // A summary line per service and region file; no terminal codes off a terminal.
    for (const region of SERVED)
      expect(stderr()).toMatch(
        new RegExp(`^\\[\\d+/${8 * SERVED.length}\\] AmazonEC2 ${region}: [\\d.]+ MB read, 175 price records$`, "m"),
      );
    expect(stderr()).not.toContain("\u001b[");

    const current = await currentSnapshot(database.db);
    expect(current).toMatchObject({
      source: BULK_SOURCE,
      status: "complete",
      asOf: "2024-07-01",
      regions: [...SERVED].sort(),
    });
    expect(stdout()).toContain(`${current.id} is now the snapshot in use.`);
    // Reading stopped at the reserved terms: far less than the EC2 files' size was read.
    const ec2Size = SERVED.reduce((n, r) => n + (served.fileSizes.get(`AmazonEC2/${r}`) ?? 0), 0);
    expect(current.counts.bytesRead).toBeGreaterThan(0);
    expect(current.counts.bytesRead).toBeLessThan(ec2Size * 0.6);
    expect(served.requests.some((r) => r.path.includes(GOVCLOUD))).toBe(false);

    const prices = await snapshotPrices(database.db, current.id);
    const missing = keysWithoutRecords();
    expect(missing.length).toBeLessThan(ALL_PRICE_KEYS.length);
    for (const { region, missing: regionMissing, book } of prices.regions) {
      expect(regionMissing, region).toEqual(missing);
      expect(book.prices["ebs.gp3.storage"]?.usd, region).toBe("0.08");
      expect(book.prices["fsx.windows.multiaz.throughput"]?.usd, region).toBe("4.5");
      expect(book.prices["s3.requests.tier1"]?.usd, region).toBe("0.000005");
      expect(book.prices["transfer.inter-az"]?.usd, region).toBe("0.01");
    }
    // S3 Reduced Redundancy is no catalog option: its record maps to no key, is reported once per region and never guessed.
    expect(current.unmapped.byReason?.["no-row"]).toBeGreaterThanOrEqual(SERVED.length);
    const unmapped = await database.db.priceItem.findMany({
      where: { snapshotId: current.id, usageType: "TimedStorage-RRS-ByteHrs" },
    });
    expect(unmapped).toHaveLength(SERVED.length);
    expect(unmapped.every((item) => item.priceKey === null)).toBe(true);
  });

  it("a region whose file fails is reported and keeps its previous prices; the others are stored in one snapshot", async () => {
    const served = await serve({ failFiles: [{ service: "AmazonFSx", region: "eu-west-1" }] });
    const before = await currentSnapshot(database.db);
    const previousEu = await currentPriceBook(database.db, "eu-west-1");
    const { io, stdout, stderr } = capture();
    expect(await command().run(["refresh", "--regions", "all", "--endpoint", served.url], io)).toBe(0);
    expect(stderr()).toMatch(
      /AmazonFSx eu-west-1: FAILED, GET http:\/\/127\.0\.0\.1:\d+\/offers\/v1\.0\/aws\/AmazonFSx\/\d+\/eu-west-1\/index\.json: HTTP 500/,
    );
    expect(stdout()).toMatch(
      /^Not refreshed: eu-west-1 \(AmazonFSx: GET .*HTTP 500\); its previous prices stay in use\.$/m,
    );
    // Three attempts, then the region is given up; its other services are not read after.
    expect(served.requests.filter((r) => r.path.includes("AmazonFSx") && r.path.includes("eu-west-1"))).toHaveLength(3);

    const current = await currentSnapshot(database.db);
    expect(current.id).not.toBe(before.id);
    expect(current.regions).toEqual(SERVED.filter((r) => r !== "eu-west-1").sort());
    expect(current.counts.failedRegions).toEqual([
      expect.objectContaining({ region: "eu-west-1", service: "AmazonFSx" }),
    ]);
    const eu = await currentPriceBook(database.db, "eu-west-1");
    expect(eu?.snapshotId).toBe(before.id);
    expect(eu?.prices).toEqual(previousEu?.prices);

    // History: us-east-1's gp3 price over the bundled snapshot and both refreshes, unchanged.
    const history = capture();
    expect(await command().run(["history", "ebs.gp3.storage", "--region", "us-east-1", "--json"], history.io)).toBe(0);
    const steps = (JSON.parse(history.stdout()) as { steps: { snapshotId: string; usd: string; change: string }[] })
      .steps;
    expect(steps.map((s) => [s.usd, s.change])).toEqual([
      ["0.08", "new"],
      ["0.08", "same"],
      ["0.08", "same"],
    ]);
    expect(steps.at(-1)?.snapshotId).toBe(current.id);
    // eu-west-1 is not in the last snapshot: its history stops at the refresh that covered it. The
    // bundled snapshot covers eu-west-1 without a price there (none read for it), so it starts as missing.
    const euSteps = await priceHistory(database.db, "ebs.gp3.storage", "eu-west-1");
    expect(euSteps.map((s) => [s.snapshotId, s.usd === null])).toEqual([
      [BUNDLED_SNAPSHOT.id, true],
      [before.id, false],
    ]);
  });

  it("a service the offer index lacks is named; the others are refreshed and its keys carried over with the snapshot they came from", async () => {
    const served = await serve({ omitFromIndex: ["AWSBackup"] });
    const before = await currentSnapshot(database.db);
    const previous = await currentPriceBook(database.db, "us-east-1");
    const backupKeys = Object.keys(previous?.prices ?? {}).filter((k) => k.startsWith("efs.backup."));
    expect(backupKeys.length).toBeGreaterThan(0);
    const { io, stdout } = capture();
    expect(await command().run(["refresh", "--regions", "all", "--endpoint", served.url], io)).toBe(0);
    expect(stdout()).toMatch(
      /^Not read: AWSBackup \(.*lists no region index for AWSBackup\.\); its previous prices are carried over\.$/m,
    );

    const current = await currentSnapshot(database.db);
    expect(current.id).not.toBe(before.id);
    expect(current.regions).toEqual([...SERVED].sort());
    expect(current.counts.unreadServices).toEqual([expect.objectContaining({ service: "AWSBackup" })]);
    const book = await currentPriceBook(database.db, "us-east-1");
    expect(book?.snapshotId).toBe(current.id);
    // Every key priced before is priced still; AWS Backup's at their previous figures, sources and dates.
    expect(Object.keys(book?.prices ?? {}).sort()).toEqual(
      expect.arrayContaining(Object.keys(previous?.prices ?? {}).sort()),
    );
    for (const key of backupKeys) {
      expect(book?.prices[key as keyof typeof book.prices], key).toEqual(
        previous?.prices[key as keyof typeof previous.prices],
      );
      expect(current.counts.carriedOver, key).toContainEqual({ region: "us-east-1", key, fromSnapshot: before.id });
    }
    expect(current.missingKeys["us-east-1"]).not.toEqual(expect.arrayContaining(backupKeys));
  });

  it("a key missing from a service's records keeps its previous price, carried over from the snapshot that last found it", async () => {
    const served = await serve({
      dropRecord: (r) =>
        r.serviceCode === "AmazonEFS" &&
        /TimedStorage-ByteHrs$/.test(r.product.attributes.usagetype ?? "") &&
        !/IA|Archive|Z-/.test(r.product.attributes.usagetype ?? ""),
    });
    const before = await currentSnapshot(database.db);
    const previous = await currentPriceBook(database.db, "us-east-1");
    const { io, stdout } = capture();
    expect(await command().run(["refresh", "--regions", "all", "--endpoint", served.url], io)).toBe(0);
    const current = await currentSnapshot(database.db);
    const carried = (current.counts.carriedOver ?? []).filter((c) => c.region === "us-east-1");
    expect(carried.length).toBeGreaterThan(0);
    expect(stdout()).toContain("Carried over (not found in this refresh, previous price kept):");
    const book = await currentPriceBook(database.db, "us-east-1");
    for (const { key, fromSnapshot } of carried) {
      expect(book?.prices[key as keyof typeof book.prices], key).toEqual(
        previous?.prices[key as keyof typeof previous.prices],
      );
      // Carried twice, a key still names the snapshot whose fetch found it.
      const earlier = before.counts.carriedOver?.find((c) => c.region === "us-east-1" && c.key === key)?.fromSnapshot;
      expect(fromSnapshot).toBe(earlier ?? before.id);
    }
    expect(Object.keys(book?.prices ?? {})).toEqual(expect.arrayContaining(Object.keys(previous?.prices ?? {})));
  });

  it("when every region fails nothing is stored and the command exits 1", async () => {
    const served = await serve({
      regions: ["us-east-2"],
      failFiles: [{ service: "AmazonEFS", region: "us-east-2", status: 503 }],
    });
    const before = await database.db.priceSnapshot.count();
    const inUse = await currentSnapshot(database.db);
    const { io, stderr } = capture();
    expect(await command().run(["refresh", "--regions", "us-east-2", "--endpoint", served.url], io)).toBe(1);
    expect(stderr()).toContain(`Nothing was changed: ${inUse.id} stays in use.`);
    expect(await database.db.priceSnapshot.count()).toBe(before);
  });

  it("an endpoint that serves no offer index fails clearly and stores nothing", async () => {
    const served = await serve({ regions: ["us-east-1"] });
    const { io, stderr } = capture();
    expect(await command().run(["refresh", "--endpoint", `${served.url}/not-a-mirror`], io)).toBe(1);
    expect(stderr()).toMatch(
      /prices refresh: Price List bulk file http:\/\/127\.0\.0\.1:\d+\/not-a-mirror\/offers\/v1\.0\/aws\/index\.json could not be read after 3 attempts: .*HTTP 404/,
    );
  });

  it("a download that stalls is given up after the idle timeout and its region reported", async () => {
    const served = await serve({
      regions: ["us-east-1", "us-east-2"],
      ec2BytesPerRegion: 0,
      stallFiles: [{ service: "AmazonS3", region: "us-east-2" }],
    });
    const result = await fetchBulkPrices({
      regions: "all",
      endpoint: served.url,
      idleTimeoutMs: 300,
      retryDelayMs: 10,
    });
    expect(result.regions).toEqual(["us-east-1"]);
    expect(result.failedRegions).toEqual([
      {
        region: "us-east-2",
        service: "AmazonS3",
        message: expect.stringMatching(/us-east-2\/index\.json: no data for 0\.3 s$/),
      },
    ]);
    expect(Object.keys(result.books)).toEqual(["us-east-1"]);
  });

  it("--regions all with --source query is refused before anything is read", async () => {
    const { io, stderr } = capture();
    expect(await command().run(["refresh", "--source", "query", "--regions", "all"], io)).toBe(1);
    expect(stderr()).toMatch(/Regions "all" needs the bulk files/);
    const bad = capture();
    expect(await command().run(["refresh", "--source", "soap"], bad.io)).toBe(2);
    expect(bad.stderr()).toContain('--source: "soap" is not bulk or query');
  });

  it("the schedule refreshes from the bulk files with no credentials", async () => {
    const served = await serve({ regions: ["us-east-1", "ap-southeast-1"], ec2BytesPerRegion: 0 });
    const lines: string[] = [];
    schedule = startPriceRefreshSchedule({
      databaseUrl: database.url,
      env: parseEnv({
        PRICE_REFRESH_INTERVAL_HOURS: "1",
        PRICE_LIST_BULK_ENDPOINT: served.url,
        PRICE_REFRESH_REGIONS: "all",
      }),
      log: (line) => lines.push(line),
      firstRunDelayMs: 0,
      intervalMs: 3_600_000,
      sharedAwsFiles: { credentials: false, config: false },
    });
    const deadline = Date.now() + 60_000;
    while (!lines.some((l) => l.startsWith("Scheduled price refresh stored"))) {
      if (Date.now() > deadline) throw new Error(`no refresh logged; got:\n${lines.join("\n")}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const current = await currentSnapshot(database.db);
    expect(current).toMatchObject({ source: BULK_SOURCE, regions: ["ap-southeast-1", "us-east-1"] });
  });
});
