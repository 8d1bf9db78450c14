/**
 * A local stand-in for the public AWS Price List bulk files: an offer index, a region
 * index per service and one offer file per service and region, laid out and shaped as
 * AWS publishes them (lib/pricing/bulk-index.ts), served over HTTP on 127.0.0.1.
 *
 * The files are written at start into a temporary directory (not committed): every
 * region gets the built storage records (fixtures/pricing/build-records.ts), and each
 * AmazonEC2 file is padded with compute-instance products, their on-demand and reserved
 * terms up to `ec2BytesPerRegion`, the bulk of a real EC2 file, so a refresh streams
 * files of realistic size and must drop almost everything it reads.
 */
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRegionRecords } from "@/fixtures/pricing/build-records";
import { regionInfo } from "./pricing-bulk-regions";

const VERSION = "20240701000000";
const PUBLICATION_DATE = "2024-07-01T00:00:00Z";
const DISCLAIMER = "This pricing list is for informational purposes only (local test stub).";
const SERVICES = [
  "AmazonEC2",
  "AmazonEFS",
  "AmazonFSx",
  "AmazonS3",
  "AmazonS3GlacierDeepArchive",
  "AWSBackup",
  "AWSDataTransfer",
  "AWSDataSync",
] as const;

export interface BulkStubOptions {
  regions: readonly string[];
  /** Size each AmazonEC2 region file is padded to with instance products (default: none). */
  ec2BytesPerRegion?: number;
  /**
   * Send AmazonEC2 files from memory instead of writing them first (the bench: dozens
   * of regions of hundreds of MB). The padding is built once, for the first region, and
   * sent in every region's file: its instance products carry that region's location,
   * which a refresh never reads (it drops them by product family first).
   */
  generateOnRequest?: boolean;
  /** These files answer HTTP `status` (default 500) on every request. */
  failFiles?: { service: string; region: string; status?: number }[];
  /** These files send their headers and first bytes, then nothing more. */
  stallFiles?: { service: string; region: string }[];
  /**
   * Serve these records (GetProducts entry shape) instead of the built ones: a mirror made
   * of real records (fixtures/pricing/real). A service's file carries the offer version and
   * publication date of its records.
   */
  records?: (service: string, region: string) => unknown[];
  /** Extra records (GetProducts entry shape) added to a service's file in every region. */
  extraRecords?: (service: string, region: string) => unknown[];
  /** Services the offer index does not list (a mirror that lacks them). */
  omitFromIndex?: readonly string[];
  /** Built records left out of every region's file (a key AWS no longer lists). */
  dropRecord?: (record: { serviceCode: string; product: { attributes: Record<string, string> } }) => boolean;
  /** A service a region does not offer (no file, not in that region index). */
  notOffered?: { service: string; region: string }[];
  /** Port on 127.0.0.1 (default: any free port); the E2E server is told a fixed one. */
  port?: number;
}

export interface BulkStub {
  url: string;
  requests: { path: string; status: number }[];
  /** Bytes of every offer file, by "service/region". */
  fileSizes: Map<string, number>;
  /** Bytes sent of every offer file, by "service/region". */
  bytesSent: Map<string, number>;
  close: () => Promise<void>;
}

interface BuiltRecord {
  product: { sku: string; productFamily?: string; attributes: Record<string, string> };
  serviceCode: string;
  terms: { OnDemand: Record<string, unknown> };
  version?: string;
  publicationDate?: string;
}

const regionFilePath = (service: string, region: string) =>
  `/offers/v1.0/aws/${service}/${VERSION}/${region}/index.json`;

/** Text pieces are gathered into blocks of about this many characters. */
const BLOCK_CHARS = 1 << 16;

/** Batches small strings into blocks, so padding is written (or sent) in large pieces. */
function* blocks(pieces: Iterable<string>): Generator<string> {
  let buffer: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    buffer.push(piece);
    size += piece.length;
    if (size >= BLOCK_CHARS) {
      yield buffer.join("");
      buffer = [];
      size = 0;
    }
  }
  if (buffer.length > 0) yield buffer.join("");
}

/** Share of a padded EC2 file taken by the instance products (measured on these files). */
const PRODUCT_SHARE = 0.225;

const INSTANCE_TYPES = [
  "m7i.large",
  "m7i.xlarge",
  "c7g.2xlarge",
  "r6i.4xlarge",
  "t3.micro",
  "i4i.8xlarge",
  "p5.48xlarge",
  "g6.xlarge",
];
const OPERATING_SYSTEMS = ["Linux", "Windows", "RHEL", "SUSE"];
const TENANCIES = ["Shared", "Dedicated", "Host"];

function fillerSku(index: number): string {
  return `ZZ${index.toString(36).toUpperCase().padStart(14, "0")}`;
}

function fillerProduct(region: { code: string; location: string; billingCode: string }, index: number): string {
  const type = INSTANCE_TYPES[index % INSTANCE_TYPES.length] ?? "m7i.large";
  const os = OPERATING_SYSTEMS[(index >> 3) % OPERATING_SYSTEMS.length] ?? "Linux";
  const tenancy = TENANCIES[(index >> 5) % TENANCIES.length] ?? "Shared";
  const sku = fillerSku(index);
  return JSON.stringify({
    sku,
    productFamily: "Compute Instance",
    attributes: {
      servicecode: "AmazonEC2",
      location: region.location,
      locationType: "AWS Region",
      instanceType: type,
      currentGeneration: "Yes",
      instanceFamily: "General purpose",
      vcpu: "2",
      physicalProcessor: "Intel Xeon Scalable (Sapphire Rapids)",
      clockSpeed: "3.2 GHz",
      memory: "8 GiB",
      storage: "EBS only",
      networkPerformance: "Up to 12500 Megabit",
      processorArchitecture: "64-bit",
      tenancy,
      operatingSystem: os,
      licenseModel: "No License required",
      usagetype: `${region.billingCode}-BoxUsage:${type}`,
      operation: `RunInstances:${index % 1000}`,
      capacitystatus: "Used",
      dedicatedEbsThroughput: "Up to 10000 Mbps",
      ecu: "NA",
      enhancedNetworkingSupported: "Yes",
      intelAvxAvailable: "Yes",
      normalizationSizeFactor: "4",
      preInstalledSw: "NA",
      processorFeatures: "Intel AVX; Intel AVX2; Intel AVX512; Intel Turbo",
      regionCode: region.code,
      servicename: "Amazon Elastic Compute Cloud",
      vpcnetworkingsupport: "true",
    },
  });
}

function fillerTerm(
  sku: string,
  code: string,
  usd: string,
  description: string,
  extra: Record<string, string> = {},
): string {
  const rate = `${sku}.${code}.6YS6EN2CT7`;
  return JSON.stringify({
    [`${sku}.${code}`]: {
      offerTermCode: code,
      sku,
      effectiveDate: "2024-07-01T00:00:00Z",
      priceDimensions: {
        [rate]: {
          rateCode: rate,
          description,
          beginRange: "0",
          endRange: "Inf",
          unit: "Hrs",
          pricePerUnit: { USD: usd },
          appliesTo: [],
        },
      },
      termAttributes: extra,
    },
  });
}

const RESERVED = [
  { code: "4NA7Y494T4", length: "1yr", option: "No Upfront", klass: "standard" },
  { code: "6QCMYABX3D", length: "1yr", option: "All Upfront", klass: "standard" },
  { code: "HU7G6KETJZ", length: "1yr", option: "Partial Upfront", klass: "standard" },
  { code: "38NPMPTW36", length: "3yr", option: "Partial Upfront", klass: "standard" },
  { code: "7NE97W5U4E", length: "1yr", option: "No Upfront", klass: "convertible" },
  { code: "Z2E3P23VKM", length: "3yr", option: "No Upfront", klass: "convertible" },
];

/** Instance products and their terms that pad an EC2 file, as text blocks. */
interface Filler {
  products: Buffer[];
  onDemand: Buffer[];
  reserved: Buffer[];
}

const toBuffers = (pieces: Iterable<string>) => [...blocks(pieces)].map((block) => Buffer.from(block, "utf8"));

/**
 * Instance products are written until they make PRODUCT_SHARE of the target; their
 * terms (one on-demand, six reserved each) make up the rest. Each piece starts with
 * the comma that follows the storage records before it.
 */
function buildFiller(region: ReturnType<typeof regionInfo>, padBytes: number): Filler {
  let count = 0;
  let written = 0;
  const products: string[] = [];
  while (written < padBytes * PRODUCT_SHARE) {
    const text = `,\n    ${JSON.stringify(fillerSku(count))} : ${fillerProduct(region, count)}`;
    products.push(text);
    written += text.length;
    count += 1;
  }
  const skus = Array.from({ length: count }, (_, i) => fillerSku(i));
  const onDemand = skus.map(
    (sku) =>
      `,\n      ${JSON.stringify(sku)} : ${fillerTerm(sku, "JRTCKXETXF", "0.1008000000", "$0.1008 per On Demand Linux instance hour")}`,
  );
  const reserved = skus.map((sku, i) => {
    const terms = RESERVED.map((t) =>
      fillerTerm(sku, t.code, "0.0000000000", "Linux reserved instance applied", {
        LeaseContractLength: t.length,
        OfferingClass: t.klass,
        PurchaseOption: t.option,
      }).slice(1, -1),
    );
    return `${i === 0 ? "" : ",\n"}      ${JSON.stringify(sku)} : {${terms.join(",")}}`;
  });
  return { products: toBuffers(products), onDemand: toBuffers(onDemand), reserved: toBuffers(reserved) };
}

/** One region offer file in AWS's layout: the storage records, then any padding. */
function* offerFileText(service: string, records: BuiltRecord[], filler: Filler | null): Generator<string | Buffer> {
  if (filler && records.length === 0) throw new Error(`padding ${service} needs at least one record to follow`);
  // Real records name their offer's version and publication; built ones the stub's.
  const version = records[0]?.version ?? VERSION;
  const publicationDate = records[0]?.publicationDate ?? PUBLICATION_DATE;
  yield `{\n  "formatVersion" : "v1.0",\n  "disclaimer" : ${JSON.stringify(DISCLAIMER)},\n  "offerCode" : "${service}",\n  "version" : "${version}",\n  "publicationDate" : "${publicationDate}",\n  "products" : {\n`;
  yield records.map((r) => `    ${JSON.stringify(r.product.sku)} : ${JSON.stringify(r.product)}`).join(",\n");
  if (filler) yield* filler.products;
  yield `\n  },\n  "terms" : {\n    "OnDemand" : {\n`;
  yield records.map((r) => `      ${JSON.stringify(r.product.sku)} : ${JSON.stringify(r.terms.OnDemand)}`).join(",\n");
  if (filler) yield* filler.onDemand;
  yield `\n    }${filler ? ',\n    "Reserved" : {\n' : "\n"}`;
  if (filler) yield* filler.reserved;
  yield filler ? "\n    }\n  }\n}\n" : "  }\n}\n";
}

function writeOfferFile(path: string, text: Iterable<string | Buffer>): number {
  const fd = openSync(path, "w");
  let bytes = 0;
  try {
    for (const piece of text) bytes += writeSync(fd, typeof piece === "string" ? Buffer.from(piece, "utf8") : piece);
  } finally {
    closeSync(fd);
  }
  return bytes;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export async function startBulkPricingStub(options: BulkStubOptions): Promise<BulkStub> {
  const dir = mkdtempSync(join(tmpdir(), "bulk-prices-"));
  const files = new Map<string, string>();
  const generated = new Map<string, () => Iterable<string | Buffer>>();
  let sharedFiller: Filler | null = null;
  const bytesSent = new Map<string, number>();
  const fileSizes = new Map<string, number>();
  const notOffered = (service: string, region: string) =>
    options.notOffered?.some((n) => n.service === service && n.region === region) ?? false;

  for (const code of options.regions) {
    const region = regionInfo(code);
    const built = options.records ? [] : (buildRegionRecords(region) as BuiltRecord[]);
    for (const service of SERVICES) {
      if (notOffered(service, code)) continue;
      const served = options.records ? (options.records(service, code) as BuiltRecord[]) : built;
      const records = [
        ...served.filter((r) => r.serviceCode === service && !(options.dropRecord?.(r) ?? false)),
        ...((options.extraRecords?.(service, code) ?? []) as BuiltRecord[]),
      ];
      const pad = service === "AmazonEC2" ? (options.ec2BytesPerRegion ?? 0) : 0;
      if (pad > 0 && options.generateOnRequest) {
        const filler = (sharedFiller ??= buildFiller(region, pad));
        generated.set(regionFilePath(service, code), () => offerFileText(service, records, filler));
        fileSizes.set(
          `${service}/${code}`,
          [...offerFileText(service, records, filler)].reduce((n, piece) => n + Buffer.byteLength(piece), 0),
        );
        continue;
      }
      const path = join(dir, `${service}-${code}.json`);
      fileSizes.set(
        `${service}/${code}`,
        writeOfferFile(path, offerFileText(service, records, pad > 0 ? buildFiller(region, pad) : null)),
      );
      files.set(regionFilePath(service, code), path);
    }
  }

  const requests: BulkStub["requests"] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const answer = (status: number) => requests.push({ path, status });
    if (path === "/offers/v1.0/aws/index.json") {
      answer(200);
      const offers = Object.fromEntries(
        SERVICES.filter((s) => !(options.omitFromIndex ?? []).includes(s)).map((s) => [
          s,
          {
            offerCode: s,
            versionIndexUrl: `/offers/v1.0/aws/${s}/index.json`,
            currentVersionUrl: `/offers/v1.0/aws/${s}/current/index.json`,
            currentRegionIndexUrl: `/offers/v1.0/aws/${s}/current/region_index.json`,
          },
        ]),
      );
      send(res, 200, { formatVersion: "v1.0", disclaimer: DISCLAIMER, publicationDate: PUBLICATION_DATE, offers });
      return;
    }
    const regionIndex = /^\/offers\/v1\.0\/aws\/([A-Za-z0-9]+)\/current\/region_index\.json$/.exec(path);
    if (regionIndex) {
      const service = regionIndex[1] ?? "";
      const regions = Object.fromEntries(
        options.regions
          .filter((r) => files.has(regionFilePath(service, r)) || generated.has(regionFilePath(service, r)))
          .map((r) => [r, { regionCode: r, currentVersionUrl: regionFilePath(service, r) }]),
      );
      answer(200);
      send(res, 200, { formatVersion: "v1.0", disclaimer: DISCLAIMER, publicationDate: PUBLICATION_DATE, regions });
      return;
    }
    const file = files.get(path);
    const generate = generated.get(path);
    if (file === undefined && generate === undefined) {
      answer(404);
      send(res, 404, { message: "not found" });
      return;
    }
    const failing = options.failFiles?.find((f) => path === regionFilePath(f.service, f.region));
    if (failing) {
      answer(failing.status ?? 500);
      send(res, failing.status ?? 500, { message: "stub failure" });
      return;
    }
    if (options.stallFiles?.some((f) => path === regionFilePath(f.service, f.region))) {
      answer(200);
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{\n  "formatVersion" : "v1.0",\n');
      return;
    }
    answer(200);
    const key = /\/aws\/([^/]+)\/[^/]+\/([^/]+)\/index\.json$/.exec(path)?.slice(1).join("/") ?? path;
    const body = generate ? Readable.from(generate()) : createReadStream(file as string, { highWaterMark: 1 << 16 });
    body.on("data", (chunk: string | Buffer) =>
      bytesSent.set(key, (bytesSent.get(key) ?? 0) + Buffer.byteLength(chunk)),
    );
    res.on("close", () => body.destroy());
    const size = file ? statSync(file).size : fileSizes.get(key);
    res.writeHead(200, {
      "content-type": "application/json",
      ...(size === undefined ? {} : { "content-length": size }),
    });
    body.pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fileSizes,
    bytesSent,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
