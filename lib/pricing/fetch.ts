/**
 * Live refresh from the AWS Price List Query API with the real SDK client: one
 * paginated GetProducts query per service, family and region (queries.ts), every entry
 * parsed, validated and normalised, then mapped to price books (mapping.ts).
 *
 * Failure policy: a malformed entry is skipped and reported; an HTTP error that
 * survives the SDK's retries aborts the whole fetch with a PricingError, so the caller
 * stores nothing from a partial refresh.
 */
import { PricingClient, paginateGetProducts, type PricingClientConfig } from "@aws-sdk/client-pricing";
import { z } from "zod";
import { parsePriceListEntry } from "./aws-record";
import { PricingError, type PricingIssue } from "./errors";
import { buildPriceBooks, type PriceBooksResult } from "./mapping";
import type { ServiceCode } from "./mapping-table";
import { normaliseRecord, type PriceItem } from "./normalise";
import { PRICED_SERVICES, buildQueries, type PriceQuery } from "./queries";
import { REGION_CODE_PATTERN } from "./regions";

/** The Query API's endpoints live in us-east-1, eu-central-1 and ap-south-1 (facts file section 1). */
export const DEFAULT_PRICING_ENDPOINT_REGION = "us-east-1";

/** GetProducts returns at most 100 entries per page. */
export const MAX_PAGE_SIZE = 100;

/**
 * The Price List API throttles bursts; two retries (the SDK's default of 3 attempts)
 * are often not enough for a refresh of ~25 queries, so allow five attempts.
 */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface FetchProgress {
  kind: "page" | "query-done";
  service: ServiceCode;
  region: string;
  query: string;
  /** 0-based index of the query and how many there are, for an overall bar. */
  queryIndex: number;
  queryCount: number;
  /** 1-based page within the query; entries in that page. */
  page: number;
  pageRecords: number;
  /** Running totals for the service across its queries. */
  servicePages: number;
  serviceRecords: number;
}

export interface FetchPricesOptions {
  regions: readonly string[];
  services?: readonly ServiceCode[];
  /** Override the endpoint (tests point it at a local stub). */
  endpoint?: string;
  /** Omit to use the SDK's default credential chain. */
  credentials?: PricingClientConfig["credentials"];
  /** The Query API endpoint's region, not the priced region. */
  clientRegion?: string;
  onProgress?: (progress: FetchProgress) => void;
  maxAttempts?: number;
  /** A retry strategy for the SDK (tests use one with short delays); wins over maxAttempts. */
  retryStrategy?: PricingClientConfig["retryStrategy"];
  pageSize?: number;
  /** Identifies the resulting price books; default "aws-price-list-<publication date>". */
  snapshotId?: string;
  signal?: AbortSignal;
}

/** An entry that was skipped, and where it was. */
export interface SkippedEntry extends PricingIssue {
  service: ServiceCode;
  region: string;
  query: string;
  page: number;
  /** 0-based position in the query's whole result (across pages). */
  index: number;
}

export interface ServiceCounts {
  queries: number;
  pages: number;
  records: number;
  items: number;
  skipped: number;
}

export interface FetchPricesResult extends PriceBooksResult {
  items: PriceItem[];
  /** The parsed JSON of every valid record, as AWS sent it. */
  rawRecords: unknown[];
  skipped: SkippedEntry[];
  /** The latest publicationDate among the records (ISO timestamp), or null if none. */
  publicationDate: string | null;
  countsByService: Partial<Record<ServiceCode, ServiceCounts>>;
}

const optionsSchema = z.object({
  regions: z.array(z.string().regex(REGION_CODE_PATTERN, "expected an AWS region code such as us-east-2")).min(1),
  services: z
    .array(z.enum(PRICED_SERVICES as [ServiceCode, ...ServiceCode[]]))
    .min(1)
    .optional(),
  endpoint: z.url().optional(),
  clientRegion: z.string().regex(REGION_CODE_PATTERN).optional(),
  maxAttempts: z.number().int().min(1).max(20).optional(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  snapshotId: z.string().min(1).optional(),
});

function validateOptions(options: FetchPricesOptions): void {
  const { onProgress: _p, credentials: _c, retryStrategy: _r, signal: _s, ...data } = options;
  const parsed = optionsSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PricingError("aws_invalid_options", issue?.message ?? "invalid fetch options", [
      "options",
      ...(issue?.path ?? []).map(String),
    ]);
  }
}

interface SdkErrorLike {
  name?: unknown;
  message?: unknown;
  $metadata?: { httpStatusCode?: unknown; attempts?: unknown; requestId?: unknown };
}

function toPricingError(error: unknown, query: PriceQuery, page: number): PricingError {
  const e = (typeof error === "object" && error !== null ? error : {}) as SdkErrorLike;
  const name = typeof e.name === "string" ? e.name : "Error";
  const detail = typeof e.message === "string" ? e.message : String(error);
  const status = typeof e.$metadata?.httpStatusCode === "number" ? e.$metadata.httpStatusCode : null;
  const attempts = typeof e.$metadata?.attempts === "number" ? e.$metadata.attempts : null;
  const code =
    name === "ThrottlingException"
      ? "aws_throttled"
      : name === "AccessDeniedException" || status === 403
        ? "aws_access_denied"
        : "aws_request_failed";
  const http = status === null ? "" : ` HTTP ${status}`;
  const tries = attempts === null ? "" : ` after ${attempts} attempt${attempts === 1 ? "" : "s"}`;
  const message = `GetProducts ${query.service} ${query.region} (${query.label}) page ${page} failed${tries}:${http} ${name}: ${detail}`;
  return new PricingError(code, message, [query.service, query.region, query.label, page], { cause: error });
}

export async function fetchPrices(options: FetchPricesOptions): Promise<FetchPricesResult> {
  validateOptions(options);
  const queries = buildQueries(options.regions, options.services ?? PRICED_SERVICES);
  const client = new PricingClient({
    region: options.clientRegion ?? DEFAULT_PRICING_ENDPOINT_REGION,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    ...(options.retryStrategy === undefined
      ? { maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS }
      : { retryStrategy: options.retryStrategy }),
  });

  const items: PriceItem[] = [];
  const rawRecords: unknown[] = [];
  const skipped: SkippedEntry[] = [];
  const countsByService: Partial<Record<ServiceCode, ServiceCounts>> = {};
  let publicationDate: string | null = null;

  try {
    for (const [queryIndex, query] of queries.entries()) {
      const counts = countsByService[query.service] ?? { queries: 0, pages: 0, records: 0, items: 0, skipped: 0 };
      countsByService[query.service] = counts;
      counts.queries += 1;
      let page = 0;
      let index = 0;
      const pages = paginateGetProducts(
        { client, pageSize: options.pageSize ?? MAX_PAGE_SIZE },
        { ServiceCode: query.service, Filters: query.filters, FormatVersion: "aws_v1" },
      );
      const iterator = pages[Symbol.asyncIterator]();
      for (;;) {
        if (options.signal?.aborted)
          throw new PricingError("aws_aborted", "price refresh aborted", [
            query.service,
            query.region,
            query.label,
            page + 1,
          ]);
        let next: IteratorResult<unknown>;
        try {
          next = await iterator.next();
        } catch (error) {
          throw toPricingError(error, query, page + 1);
        }
        if (next.done) break;
        page += 1;
        const priceList: unknown = (next.value as { PriceList?: unknown }).PriceList ?? [];
        if (!Array.isArray(priceList)) {
          throw new PricingError(
            "aws_invalid_response",
            `GetProducts ${query.service} page ${page}: PriceList is not a list`,
            [query.service, query.region, query.label, page],
          );
        }
        for (const element of priceList as unknown[]) {
          const where = { service: query.service, region: query.region, query: query.label, page, index };
          const path = [query.service, query.region, query.label, page, index];
          index += 1;
          const parsed = parsePriceListEntry(element, path);
          if (!parsed.ok) {
            skipped.push({ ...parsed.issue, ...where });
            counts.skipped += 1;
            continue;
          }
          const { record, raw } = parsed.entry;
          rawRecords.push(raw);
          counts.records += 1;
          if (publicationDate === null || record.publicationDate > publicationDate)
            publicationDate = record.publicationDate;
          const normalised = normaliseRecord(parsed.entry, path);
          for (const item of normalised.items) items.push(item);
          counts.items += normalised.items.length;
          for (const issue of normalised.issues) skipped.push({ ...issue, ...where });
          counts.skipped += normalised.issues.length;
        }
        counts.pages += 1;
        options.onProgress?.({
          kind: "page",
          service: query.service,
          region: query.region,
          query: query.label,
          queryIndex,
          queryCount: queries.length,
          page,
          pageRecords: priceList.length,
          servicePages: counts.pages,
          serviceRecords: counts.records,
        });
      }
      options.onProgress?.({
        kind: "query-done",
        service: query.service,
        region: query.region,
        query: query.label,
        queryIndex,
        queryCount: queries.length,
        page,
        pageRecords: 0,
        servicePages: counts.pages,
        serviceRecords: counts.records,
      });
    }
  } finally {
    client.destroy();
  }

  const published = publicationDate === null ? null : publicationDate.slice(0, 10);
  const books = buildPriceBooks(items, {
    snapshotId: options.snapshotId ?? `aws-price-list-${published ?? "empty"}`,
    // With no record at all, the books are empty as of the fetch itself.
    asOf: published ?? new Date().toISOString().slice(0, 10),
    regions: options.regions,
  });
  return { ...books, items, rawRecords, skipped, publicationDate, countsByService };
}
