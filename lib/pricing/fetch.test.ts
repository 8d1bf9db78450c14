/**
 * The real PricingClient against a local stub of the Price List Query API
 * (tests/support/pricing-stub-server.ts): signing, JSON 1.1, retries and pagination are
 * the SDK's own; only the network is replaced.
 */
import { GetProductsCommand, PricingClient } from "@aws-sdk/client-pricing";
import { afterEach, describe, expect, it } from "vitest";
import { fastRetryStrategy } from "@/tests/support/pricing-fast-retry";
import { BUILT_REGIONS, builtRecords, capturedRecords } from "@/tests/support/pricing-fixtures";
import { startPricingStub, type PricingStub, type PricingStubOptions } from "@/tests/support/pricing-stub-server";
import { BUNDLED_SNAPSHOT } from "./bundled";
import { isPricingError, type PricingError } from "./errors";
import { fetchPrices, type FetchProgress, type FetchPricesOptions } from "./fetch";
import { buildQueries } from "./queries";

const CREDENTIALS = { accessKeyId: "AKIDSTUBSTUBSTUBSTUB", secretAccessKey: "stub-secret" };

let stub: PricingStub | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

async function serve(options: Partial<PricingStubOptions> = {}): Promise<PricingStub> {
  stub = await startPricingStub({ records: builtRecords(), ...options });
  return stub;
}

function fetchFrom(server: PricingStub, options: Partial<FetchPricesOptions> = {}) {
  return fetchPrices({
    regions: [...BUILT_REGIONS],
    endpoint: server.url,
    credentials: CREDENTIALS,
    retryStrategy: fastRetryStrategy(),
    ...options,
  });
}

async function fetchError(promise: Promise<unknown>): Promise<PricingError> {
  try {
    await promise;
  } catch (error) {
    if (isPricingError(error)) return error;
    throw error;
  }
  throw new Error("expected the fetch to fail");
}

describe("fetchPrices against the Price List stub", () => {
  it("follows NextToken across several pages and prices every bundled key in both regions", async () => {
    const server = await serve({ pageSize: 3 });
    const progress: FetchProgress[] = [];
    const result = await fetchFrom(server, { onProgress: (p) => progress.push(p) });

    // 568 built records (284 per region: 125 storage and transfer lines and 159 instance types); EC2 Storage in one region is 7 records = 3 pages of 3.
    expect(result.rawRecords).toHaveLength(568);
    expect(result.skipped).toEqual([]);
    const ec2Storage = server.requests.filter(
      (r) =>
        r.serviceCode === "AmazonEC2" &&
        r.filters.some((f) => f.Field === "productFamily" && f.Value === "Storage") &&
        r.filters[0]?.Value === "us-east-2",
    );
    expect(ec2Storage.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(ec2Storage[0]?.nextToken).toBeNull();
    expect(ec2Storage[1]?.nextToken).toEqual(expect.any(String));
    expect(
      server.requests.every((r) => r.signed && r.target === "AWSPriceListService.GetProducts" && r.status === 200),
    ).toBe(true);

    expect(result.countsByService.AmazonEC2).toMatchObject({ queries: 10, records: 350, skipped: 0 });
    // One query per region (many real S3 products have no productFamily to filter on): 35 S3 records
    // per region (S3 Files: 3), 37 price dimensions (S3 Standard storage has three tiers); Deep Archive's
    // 6 records per region come from its own offer, AmazonS3GlacierDeepArchive.
    expect(result.countsByService.AmazonS3).toMatchObject({ queries: 2, records: 70, items: 74 });
    expect(result.countsByService.AmazonS3GlacierDeepArchive).toMatchObject({ queries: 2, records: 12 });
    // AWSDataTransfer names a transfer's Region by fromRegionCode (it has no regionCode), and only IntraRegion lines are asked for.
    expect(result.countsByService.AWSDataTransfer).toMatchObject({ queries: 2, records: 2 });
    const transferQuery = server.requests.find((r) => r.serviceCode === "AWSDataTransfer");
    expect(transferQuery?.filters.map((f) => f.Field)).toEqual(["fromRegionCode", "transferType"]);
    for (const region of BUILT_REGIONS) expect(result.books[region]?.prices["transfer.inter-az"]?.usd).toBe("0.01");
    expect(result.publicationDate).toBe("2024-07-01T00:00:00Z");
    for (const region of BUILT_REGIONS) {
      for (const bundled of BUNDLED_SNAPSHOT.prices)
        expect(result.books[region]?.prices[bundled.key], `${region} ${bundled.key}`).toBeDefined();
      expect(result.missingKeys[region]).toEqual(BUNDLED_SNAPSHOT.missing.keys);
    }
    expect(result.books["us-east-1"]?.snapshotId).toBe("aws-price-list-2024-07-01");

    // Progress: one "page" event per page, a "query-done" per query, running totals per service.
    const queryCount = buildQueries(BUILT_REGIONS).length;
    expect(progress.filter((p) => p.kind === "query-done")).toHaveLength(queryCount);
    expect(progress.filter((p) => p.kind === "page")).toHaveLength(server.requests.length);
    const lastEc2 = progress.filter((p) => p.service === "AmazonEC2").at(-1);
    expect(lastEc2).toMatchObject({
      servicePages: result.countsByService.AmazonEC2?.pages,
      serviceRecords: 350,
      queryCount,
    });
  });

  it("sends one regionCode TERM_MATCH per query, plus the family filters", async () => {
    const server = await serve();
    await fetchFrom(server, { regions: ["us-east-2"], services: ["AmazonEC2", "AmazonFSx"] });
    expect(
      server.requests.map((r) => [r.serviceCode, r.filters.map((f) => `${f.Type} ${f.Field}=${f.Value}`)]),
    ).toEqual([
      ["AmazonEC2", ["TERM_MATCH regionCode=us-east-2", "TERM_MATCH productFamily=Storage"]],
      ["AmazonEC2", ["TERM_MATCH regionCode=us-east-2", "TERM_MATCH productFamily=System Operation"]],
      ["AmazonEC2", ["TERM_MATCH regionCode=us-east-2", "TERM_MATCH productFamily=Provisioned Throughput"]],
      ["AmazonEC2", ["TERM_MATCH regionCode=us-east-2", "TERM_MATCH productFamily=Storage Snapshot"]],
      // 159 instance records: two pages of the stub's 100.
      ...Array.from({ length: 2 }, () => [
        "AmazonEC2",
        [
          "TERM_MATCH regionCode=us-east-2",
          "TERM_MATCH productFamily=Compute Instance",
          "TERM_MATCH operatingSystem=Linux",
          "TERM_MATCH tenancy=Shared",
          "TERM_MATCH preInstalledSw=NA",
          "TERM_MATCH capacitystatus=Used",
          "TERM_MATCH licenseModel=No License required",
        ],
      ]),
      ["AmazonFSx", ["TERM_MATCH regionCode=us-east-2", "TERM_MATCH fileSystemType=Lustre"]],
      ["AmazonFSx", ["TERM_MATCH regionCode=us-east-2", "TERM_MATCH fileSystemType=Windows"]],
      ["AmazonFSx", ["TERM_MATCH regionCode=us-east-2", "TERM_MATCH fileSystemType=ONTAP"]],
      ["AmazonFSx", ["TERM_MATCH regionCode=us-east-2", "TERM_MATCH fileSystemType=OpenZFS"]],
    ]);
  });

  it("gets through throttling: the SDK retries ThrottlingException and the fetch succeeds", async () => {
    const server = await serve({ throttleFirstRequests: 2 });
    const result = await fetchFrom(server, { regions: ["us-east-1"], services: ["AmazonEFS"] });
    expect(server.requests.map((r) => r.status)).toEqual([400, 400, 200]);
    expect(result.rawRecords).toHaveLength(14);
    expect(result.books["us-east-1"]?.prices["efs.storage.standard"]?.usd).toBe("0.3");
  });

  it("reports throttling that outlasts the retries as a typed error", async () => {
    const server = await serve({ throttleFirstRequests: 10 });
    const error = await fetchError(fetchFrom(server, { regions: ["us-east-1"], services: ["AmazonEFS"] }));
    expect(error.code).toBe("aws_throttled");
    expect(error.fieldPath).toEqual(["AmazonEFS", "us-east-1", "all", 1]);
    expect(server.requests).toHaveLength(3);
  });

  it("skips malformed entries, reports each with its reason and index, and keeps the rest", async () => {
    const valid = JSON.stringify(builtRecords("us-east-1")[0]);
    const server = await serve({
      pageSize: 4,
      inject: [
        { serviceCode: "AmazonEC2", page: 2, position: 1, entries: ['{"product": {"sku": "TRUNCATED'] },
        { serviceCode: "AmazonEC2", page: 1, position: 0, entries: [valid.replace('"0.0800000000"', "0.08")] },
      ],
    });
    const result = await fetchFrom(server, { regions: ["us-east-1"], services: ["AmazonEC2"] });
    // Five EC2 queries each get the injections on their pages 1 and 2 (where they exist).
    const storage = result.skipped.filter((s) => s.query === "Storage");
    expect(storage).toEqual([
      expect.objectContaining({ code: "invalid-record", page: 1, index: 0, service: "AmazonEC2", region: "us-east-1" }),
      expect.objectContaining({ code: "invalid-json", page: 2, index: 6 }),
    ]);
    expect(storage[0]?.message).toMatch(/pricePerUnit\.USD/);
    expect(storage[1]?.path).toEqual(["AmazonEC2", "us-east-1", "Storage", 2, 6]);
    expect(result.countsByService.AmazonEC2?.records).toBe(175);
    expect(result.countsByService.AmazonEC2?.skipped).toBe(result.skipped.length);
    expect(result.books["us-east-1"]?.prices["ebs.gp3.storage"]?.usd).toBe("0.08");
  });

  it("aborts the whole fetch with a typed error when a page fails on every retry", async () => {
    const server = await serve({ pageSize: 2, failPage: { serviceCode: "AmazonEC2", page: 3 } });
    const progress: FetchProgress[] = [];
    const error = await fetchError(
      fetchFrom(server, { regions: ["us-east-1"], services: ["AmazonEC2"], onProgress: (p) => progress.push(p) }),
    );
    expect(error.code).toBe("aws_request_failed");
    expect(error.fieldPath).toEqual(["AmazonEC2", "us-east-1", "Storage", 3]);
    expect(error.message).toMatch(/after 3 attempts: HTTP 500 InternalErrorException/);
    // Pages 1 and 2 came through; page 3 was tried three times (the SDK's retries), then nothing more.
    expect(server.requests.map((r) => [r.page, r.status])).toEqual([
      [1, 200],
      [2, 200],
      [3, 500],
      [3, 500],
      [3, 500],
    ]);
    expect(progress.map((p) => p.page)).toEqual([1, 2]);
  });

  it("gives the live refresh the SDK's String-object PriceList entries", async () => {
    const server = await serve({ records: capturedRecords() });
    const client = new PricingClient({ region: "us-east-1", endpoint: server.url, credentials: CREDENTIALS });
    const page = await client.send(
      new GetProductsCommand({
        ServiceCode: "AmazonEC2",
        Filters: [{ Type: "TERM_MATCH", Field: "regionCode", Value: "af-south-1" }],
      }),
    );
    client.destroy();
    const [element] = (page.PriceList ?? []) as unknown[];
    expect(typeof element).toBe("object");
    expect(element).toBeInstanceOf(String);

    const result = await fetchFrom(server, { regions: ["af-south-1"], services: ["AmazonEC2"] });
    expect(result.skipped).toEqual([]);
    expect(result.books["af-south-1"]?.prices["ebs.gp3.storage"]).toMatchObject({ usd: "0.1047", asOf: "2024-07-05" });
    expect(result.publicationDate).toBe("2024-07-05T01:34:54Z");
  });

  it("rejects bad options before any request", async () => {
    const server = await serve();
    const error = await fetchError(fetchFrom(server, { regions: ["US East (Ohio)"] }));
    expect(error.code).toBe("aws_invalid_options");
    expect(error.fieldPath).toEqual(["options", "regions", "0"]);
    expect(server.requests).toEqual([]);
    expect((await fetchError(fetchFrom(server, { regions: [] }))).code).toBe("aws_invalid_options");
  });

  it("stops between pages when aborted", async () => {
    const server = await serve({ pageSize: 2 });
    const controller = new AbortController();
    const error = await fetchError(
      fetchFrom(server, {
        regions: ["us-east-1"],
        services: ["AmazonEC2"],
        signal: controller.signal,
        onProgress: () => controller.abort(),
      }),
    );
    expect(error.code).toBe("aws_aborted");
    expect(server.requests).toHaveLength(1);
  });
});
