/**
 * A local stand-in for the AWS Price List Query API, so tests and the bench drive the
 * real `PricingClient` (signing, JSON 1.1 protocol, retries, pagination) without the
 * network. It speaks AWS JSON 1.1 `AWSPriceListService.GetProducts` on 127.0.0.1 and
 * replays recorded real-format records (fixtures/pricing/), filtered like the real API.
 *
 * Scenarios: throttling then success, malformed entries injected into a page, a page
 * that fails on every attempt, and any number of records (the bench serves 20,000).
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const TARGET_PREFIX = "AWSPriceListService.";
const GET_PRODUCTS = `${TARGET_PREFIX}GetProducts`;
/** GetProducts' own page limit. */
const API_MAX_RESULTS = 100;

export interface StubFilter {
  Type: string;
  Field: string;
  Value: string;
}

export interface StubRequest {
  target: string;
  serviceCode: string | null;
  filters: StubFilter[];
  nextToken: string | null;
  maxResults: number | null;
  /** 1-based page this request asked for (0 when the request was not understood). */
  page: number;
  status: number;
  /** The SDK signed the request (SigV4). */
  signed: boolean;
}

export interface InjectedEntries {
  /** Only for this service (default: any). */
  serviceCode?: string;
  /** 1-based page of a query's result. */
  page: number;
  /** Position in that page's PriceList (default: the end). */
  position?: number;
  /** PriceList elements as sent: usually strings; malformed on purpose. */
  entries: unknown[];
}

export interface FailingPage {
  serviceCode?: string;
  page: number;
  /** Default 500 (InternalErrorException): the SDK retries it, and every retry fails too. */
  status?: number;
}

export interface PricingStubOptions {
  /** Records to serve: parsed Price List records or their JSON strings. */
  records: Iterable<unknown>;
  /** Page size cap (the request's MaxResults applies too); default 100. */
  pageSize?: number;
  /** The first N GetProducts requests answer 400 ThrottlingException (retried by the SDK). */
  throttleFirstRequests?: number;
  inject?: InjectedEntries[];
  failPage?: FailingPage;
}

export interface PricingStub {
  url: string;
  requests: StubRequest[];
  close: () => Promise<void>;
}

interface StoredRecord {
  text: string;
  serviceCode: string;
  productFamily: string;
  attributes: Record<string, string>;
}

function store(record: unknown): StoredRecord {
  const text = typeof record === "string" ? record : JSON.stringify(record);
  const parsed = JSON.parse(text) as {
    serviceCode?: string;
    product?: { productFamily?: string; attributes?: Record<string, string> };
  };
  return {
    text,
    serviceCode: parsed.serviceCode ?? "",
    productFamily: parsed.product?.productFamily ?? "",
    attributes: parsed.product?.attributes ?? {},
  };
}

function fieldValue(record: StoredRecord, field: string): string | undefined {
  if (field === "productFamily") return record.productFamily;
  if (field === "serviceCode") return record.serviceCode;
  return record.attributes[field];
}

/** The Query API's filter types (TERM_MATCH is what fetch.ts sends). */
function passes(record: StoredRecord, filter: StubFilter): boolean {
  const value = fieldValue(record, filter.Field);
  const values = filter.Value.split(",").map((v) => v.trim());
  switch (filter.Type) {
    case "TERM_MATCH":
    case "EQUALS":
      return value === filter.Value;
    case "ANY_OF":
      return value !== undefined && values.includes(value);
    case "NONE_OF":
      return value === undefined || !values.includes(value);
    case "CONTAINS":
      return value !== undefined && value.includes(filter.Value);
    default:
      return false;
  }
}

function encodeToken(offset: number, queryKey: string): string {
  return Buffer.from(JSON.stringify({ offset, queryKey })).toString("base64url");
}

function decodeToken(token: string, queryKey: string): number | null {
  try {
    const decoded = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as {
      offset?: unknown;
      queryKey?: unknown;
    };
    if (decoded.queryKey !== queryKey || typeof decoded.offset !== "number") return null;
    return decoded.offset;
  } catch {
    return null;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/x-amz-json-1.1",
    "content-length": Buffer.byteLength(text),
    "x-amzn-requestid": randomUUID(),
  });
  response.end(text);
}

function awsError(response: ServerResponse, status: number, type: string, message: string): void {
  reply(response, status, { __type: type, message });
}

export async function startPricingStub(options: PricingStubOptions): Promise<PricingStub> {
  const byService = new Map<string, StoredRecord[]>();
  for (const record of options.records) {
    const stored = store(record);
    const list = byService.get(stored.serviceCode) ?? [];
    list.push(stored);
    byService.set(stored.serviceCode, list);
  }
  const pageCap = Math.min(options.pageSize ?? API_MAX_RESULTS, API_MAX_RESULTS);
  const requests: StubRequest[] = [];
  let getProductsCount = 0;
  // Filtering 20,000 records for every page would dominate the bench: cache per query.
  const matchCache = new Map<string, StoredRecord[]>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = String(request.headers["x-amz-target"] ?? "");
    const signed = String(request.headers["authorization"] ?? "").startsWith("AWS4-HMAC-SHA256");
    const text = await readBody(request);
    const log: StubRequest = {
      target,
      serviceCode: null,
      filters: [],
      nextToken: null,
      maxResults: null,
      page: 0,
      status: 200,
      signed,
    };
    requests.push(log);
    const fail = (status: number, type: string, message: string): void => {
      log.status = status;
      awsError(response, status, type, message);
    };

    if (request.method !== "POST" || target !== GET_PRODUCTS) {
      fail(400, "UnknownOperationException", `unsupported operation ${JSON.stringify(target)}`);
      return;
    }
    let body: {
      ServiceCode?: unknown;
      Filters?: unknown;
      NextToken?: unknown;
      MaxResults?: unknown;
      FormatVersion?: unknown;
    };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      fail(400, "SerializationException", "request body is not JSON");
      return;
    }
    const serviceCode = typeof body.ServiceCode === "string" ? body.ServiceCode : null;
    const filters = Array.isArray(body.Filters) ? (body.Filters as StubFilter[]) : [];
    const nextToken = typeof body.NextToken === "string" ? body.NextToken : null;
    const maxResults = typeof body.MaxResults === "number" ? body.MaxResults : null;
    Object.assign(log, { serviceCode, filters, nextToken, maxResults });
    if (serviceCode === null) {
      fail(400, "InvalidParameterException", "ServiceCode is required");
      return;
    }

    getProductsCount += 1;
    if (getProductsCount <= (options.throttleFirstRequests ?? 0)) {
      fail(400, "ThrottlingException", "Rate exceeded");
      return;
    }

    const queryKey = JSON.stringify([serviceCode, filters]);
    const offset = nextToken === null ? 0 : decodeToken(nextToken, queryKey);
    if (offset === null) {
      fail(400, "InvalidNextTokenException", "The next token is invalid");
      return;
    }
    const size = Math.min(maxResults ?? API_MAX_RESULTS, pageCap);
    const page = Math.floor(offset / size) + 1;
    log.page = page;

    const failing = options.failPage;
    if (
      failing &&
      failing.page === page &&
      (failing.serviceCode === undefined || failing.serviceCode === serviceCode)
    ) {
      fail(failing.status ?? 500, "InternalErrorException", "An internal error occurred");
      return;
    }

    let matched = matchCache.get(queryKey);
    if (matched === undefined) {
      matched = (byService.get(serviceCode) ?? []).filter((record) => filters.every((f) => passes(record, f)));
      matchCache.set(queryKey, matched);
    }
    const priceList: unknown[] = matched.slice(offset, offset + size).map((record) => record.text);
    for (const injection of options.inject ?? []) {
      if (injection.page !== page) continue;
      if (injection.serviceCode !== undefined && injection.serviceCode !== serviceCode) continue;
      priceList.splice(injection.position ?? priceList.length, 0, ...injection.entries);
    }
    const hasMore = offset + size < matched.length;
    reply(response, 200, {
      FormatVersion: "aws_v1",
      PriceList: priceList,
      ...(hasMore ? { NextToken: encodeToken(offset + size, queryKey) } : {}),
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) awsError(response, 500, "InternalErrorException", String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
