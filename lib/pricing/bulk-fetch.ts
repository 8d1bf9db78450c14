/**
 * A live refresh from the public Price List bulk files, without credentials: the offer
 * index, each priced service's region index, then one region offer file per service
 * and region, streamed (bulk-offer.ts). Records go through the same validation,
 * normalising and mapping as the Query API path (fetch.ts).
 *
 * Failure policy: an offer index that cannot be read fails the whole fetch (no region
 * could be planned). A service the offer index does not list is left out and reported
 * in `unreadServices`: the other services are read, and the caller carries that
 * service's previous prices over (price-refresh.ts); only when it lists none of them
 * does the fetch fail. A region offer file that cannot be read fails that REGION: none of its
 * services' items are used, the region is reported in `failedRegions`, and the caller
 * stores the regions that completed, so the failed region's previous prices stay the
 * current ones. Files are read one at a time to keep memory bounded.
 */
import { validatePriceListRecord } from "./aws-record";
import {
  DEFAULT_BULK_ENDPOINT,
  OFFER_INDEX_PATH,
  parseOfferIndex,
  parseRegionIndex,
  planRegionOffers,
  resolveBulkUrl,
  type RegionIndex,
  type RegionOfferRef,
} from "./bulk-index";
import { readRegionOffer } from "./bulk-offer";
import { PricingError } from "./errors";
import type { FetchPricesResult, ServiceCounts, SkippedEntry } from "./fetch";
import { buildPriceBooks } from "./mapping";
import type { ServiceCode } from "./mapping-table";
import { normaliseRecord, type PriceItem } from "./normalise";
import { PRICED_SERVICES } from "./queries";

/** A file is tried this many times before its region (or, for an index, the fetch) fails. */
export const BULK_MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;
/** A download that sends nothing for this long is given up (its region fails), not waited on forever. */
export const BULK_IDLE_TIMEOUT_MS = 60_000;

export type BulkProgress =
  | { kind: "indexes"; services: number; regions: number; files: number }
  | {
      kind: "file-start" | "file-bytes" | "file-done";
      service: ServiceCode;
      region: string;
      fileIndex: number;
      fileCount: number;
      bytes: number;
      totalBytes: number | null;
      records: number;
    }
  | {
      kind: "file-failed";
      service: ServiceCode;
      region: string;
      fileIndex: number;
      fileCount: number;
      message: string;
    };

export interface BulkFetchOptions {
  /** Explicit region codes, or "all": every commercial region the indexes list. */
  regions: readonly string[] | "all";
  services?: readonly ServiceCode[];
  /** Base URL whose /offers/v1.0/aws/index.json is the offer index; default AWS's public one. */
  endpoint?: string;
  onProgress?: (progress: BulkProgress) => void;
  snapshotId?: string;
  signal?: AbortSignal;
  /** Test hook: a fetch with the WHATWG signature (default: global fetch). */
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
  idleTimeoutMs?: number;
}

export interface FailedRegion {
  region: string;
  service: ServiceCode | null;
  message: string;
}

/** A service the offer index does not list: none of its keys could be read. */
export interface UnreadService {
  service: ServiceCode;
  message: string;
}

export interface BulkFetchResult extends FetchPricesResult {
  /** Services left out because the offer index lists no region index for them. */
  unreadServices: UnreadService[];
  /** Regions whose every offer file was read: the ones the books cover. */
  regions: string[];
  failedRegions: FailedRegion[];
  bytesRead: number;
  files: number;
  endpoint: string;
}

class HttpStatusError extends Error {}

async function get(fetchImpl: typeof fetch, url: string, signal: AbortSignal | undefined): Promise<Response> {
  const response = await fetchImpl(url, signal ? { signal } : {});
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpStatusError(`GET ${url}: HTTP ${response.status}`);
  }
  return response;
}

async function withRetries<T>(
  attempts: number,
  delayMs: number,
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}

async function getJson(
  fetchImpl: typeof fetch,
  url: string,
  options: BulkFetchOptions,
  path: (string | number)[],
): Promise<unknown> {
  try {
    return await withRetries(BULK_MAX_ATTEMPTS, options.retryDelayMs ?? RETRY_DELAY_MS, options.signal, async () =>
      (await get(fetchImpl, url, options.signal)).json(),
    );
  } catch (error) {
    if (options.signal?.aborted) throw new PricingError("aws_aborted", "price refresh aborted", path);
    throw new PricingError(
      "aws_request_failed",
      `Price List bulk file ${url} could not be read after ${BULK_MAX_ATTEMPTS} attempts: ${describe(error)}`,
      path,
      { cause: error },
    );
  }
}

async function readIndexes(
  fetchImpl: typeof fetch,
  endpoint: string,
  services: readonly ServiceCode[],
  options: BulkFetchOptions,
): Promise<{ indexes: Map<ServiceCode, RegionIndex>; unreadServices: UnreadService[] }> {
  const offerIndexUrl = resolveBulkUrl(endpoint, OFFER_INDEX_PATH);
  const offerIndex = parseOfferIndex(await getJson(fetchImpl, offerIndexUrl, options, ["offer-index"]), offerIndexUrl);
  const indexes = new Map<ServiceCode, RegionIndex>();
  const unreadServices: UnreadService[] = [];
  for (const service of services) {
    const regionIndexPath = offerIndex.offers[service]?.currentRegionIndexUrl;
    if (regionIndexPath === undefined) {
      // One missing service (a mirror without AWSBackup) must not stop the others' refresh.
      unreadServices.push({
        service,
        message: `The offer index ${offerIndexUrl} lists no region index for ${service}.`,
      });
      continue;
    }
    const url = resolveBulkUrl(endpoint, regionIndexPath);
    indexes.set(
      service,
      parseRegionIndex(await getJson(fetchImpl, url, options, [service, "region-index"]), service, url),
    );
  }
  if (indexes.size === 0)
    throw new PricingError(
      "aws_invalid_response",
      `The offer index ${offerIndexUrl} lists none of ${services.join(", ")}.`,
      ["offer-index"],
    );
  return { indexes, unreadServices };
}

interface FileResult {
  items: PriceItem[];
  records: unknown[];
  skipped: SkippedEntry[];
  publicationDate: string | null;
  bytes: number;
}

async function readOfferFile(
  fetchImpl: typeof fetch,
  ref: RegionOfferRef,
  fileIndex: number,
  fileCount: number,
  options: BulkFetchOptions,
): Promise<FileResult> {
  const report = (
    kind: "file-start" | "file-bytes" | "file-done",
    bytes: number,
    totalBytes: number | null,
    records: number,
  ) =>
    options.onProgress?.({
      kind,
      service: ref.service,
      region: ref.region,
      fileIndex,
      fileCount,
      bytes,
      totalBytes,
      records,
    });
  const idleMs = options.idleTimeoutMs ?? BULK_IDLE_TIMEOUT_MS;
  const content = await withRetries(
    BULK_MAX_ATTEMPTS,
    options.retryDelayMs ?? RETRY_DELAY_MS,
    options.signal,
    async () => {
      // Aborted by the caller, or when the server goes quiet for idleMs.
      const idle = new AbortController();
      let timer = setTimeout(() => idle.abort(new Error(`no data for ${idleMs / 1000} s`)), idleMs);
      const kick = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(new Error(`no data for ${idleMs / 1000} s`)), idleMs);
      };
      const signal = options.signal ? AbortSignal.any([options.signal, idle.signal]) : idle.signal;
      try {
        const response = await get(fetchImpl, ref.url, signal);
        const length = Number(response.headers.get("content-length"));
        const totalBytes = Number.isFinite(length) && length > 0 ? length : null;
        report("file-start", 0, totalBytes, 0);
        if (!response.body) throw new Error(`GET ${ref.url}: no body`);
        return await readRegionOffer(response.body as unknown as AsyncIterable<Uint8Array>, {
          service: ref.service,
          onBytes: (bytes) => {
            kick();
            report("file-bytes", bytes, totalBytes, 0);
          },
          signal,
        });
      } catch (error) {
        throw idle.signal.aborted ? new Error(`GET ${ref.url}: ${describe(idle.signal.reason)}`) : error;
      } finally {
        clearTimeout(timer);
      }
    },
  );

  const result: FileResult = {
    items: [],
    records: [],
    skipped: [],
    publicationDate: content.publicationDate,
    bytes: content.bytes,
  };
  content.records.forEach((raw, index) => {
    const path = [ref.service, ref.region, "bulk", 0, index];
    const where = { service: ref.service, region: ref.region, query: "bulk", page: 0, index };
    const parsed = validatePriceListRecord(raw, path);
    if (!parsed.ok) {
      result.skipped.push({ ...parsed.issue, ...where });
      return;
    }
    result.records.push(raw);
    const normalised = normaliseRecord(parsed.entry, path);
    result.items.push(...normalised.items);
    for (const issue of normalised.issues) result.skipped.push({ ...issue, ...where });
  });
  report("file-done", content.bytes, content.bytes, result.records.length);
  return result;
}

export async function fetchBulkPrices(options: BulkFetchOptions): Promise<BulkFetchResult> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = options.endpoint ?? DEFAULT_BULK_ENDPOINT;
  const services = options.services ?? PRICED_SERVICES;
  const { indexes, unreadServices } = await readIndexes(fetchImpl, endpoint, services, options);
  const plan = planRegionOffers(endpoint, indexes, options.regions);
  options.onProgress?.({
    kind: "indexes",
    services: indexes.size,
    regions: plan.regions.length,
    files: plan.offers.length,
  });

  const failedRegions: FailedRegion[] = plan.notServed.map((region) => ({
    region,
    service: null,
    message: `no service's region index lists ${region}`,
  }));
  const byRegion = new Map<string, FileResult[]>();
  const countsByService: Partial<Record<ServiceCode, ServiceCounts>> = {};
  let bytesRead = 0;

  for (const [fileIndex, ref] of plan.offers.entries()) {
    if (failedRegions.some((f) => f.region === ref.region)) continue;
    if (options.signal?.aborted)
      throw new PricingError("aws_aborted", "price refresh aborted", [ref.service, ref.region]);
    try {
      const file = await readOfferFile(fetchImpl, ref, fileIndex, plan.offers.length, options);
      bytesRead += file.bytes;
      byRegion.set(ref.region, [...(byRegion.get(ref.region) ?? []), file]);
      const counts = (countsByService[ref.service] ??= { queries: 0, pages: 0, records: 0, items: 0, skipped: 0 });
      counts.queries += 1;
      counts.pages += 1;
      counts.records += file.records.length;
      counts.items += file.items.length;
      counts.skipped += file.skipped.length;
    } catch (error) {
      if (options.signal?.aborted)
        throw new PricingError("aws_aborted", "price refresh aborted", [ref.service, ref.region]);
      const message = describe(error);
      failedRegions.push({ region: ref.region, service: ref.service, message });
      byRegion.delete(ref.region);
      options.onProgress?.({
        kind: "file-failed",
        service: ref.service,
        region: ref.region,
        fileIndex,
        fileCount: plan.offers.length,
        message,
      });
    }
  }

  const regions = plan.regions.filter((region) => !failedRegions.some((f) => f.region === region));
  const items: PriceItem[] = [];
  const rawRecords: unknown[] = [];
  const skipped: SkippedEntry[] = [];
  let publicationDate: string | null = null;
  for (const region of regions) {
    for (const file of byRegion.get(region) ?? []) {
      for (const item of file.items) items.push(item);
      for (const record of file.records) rawRecords.push(record);
      for (const entry of file.skipped) skipped.push(entry);
      if (file.publicationDate && (publicationDate === null || file.publicationDate > publicationDate))
        publicationDate = file.publicationDate;
    }
  }

  const published = publicationDate === null ? null : publicationDate.slice(0, 10);
  const books = buildPriceBooks(items, {
    snapshotId: options.snapshotId ?? `aws-price-list-bulk-${published ?? "empty"}`,
    asOf: published ?? new Date().toISOString().slice(0, 10),
    regions,
  });
  return {
    ...books,
    items,
    rawRecords,
    skipped,
    publicationDate,
    countsByService,
    regions,
    failedRegions,
    unreadServices,
    bytesRead,
    files: plan.offers.length,
    endpoint,
  };
}
