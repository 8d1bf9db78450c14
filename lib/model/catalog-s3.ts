import { z } from "zod";
import { defineOption, type CatalogEntry } from "./catalog-entry";
import { S3_GET_REQUESTS_PER_SECOND_PER_PREFIX, S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX, S3_REQUEST_LATENCY_SECONDS } from "./limits-s3";
import { SOURCES } from "./sources";

const LABEL = "S3 Standard";

export const S3_ENTRY: CatalogEntry = defineOption({
  id: "s3-standard",
  label: LABEL,
  family: "s3",
  shared: true,
  sharedNote: "Object storage over HTTPS: any number of clients; applications use the S3 API (or a FUSE layer), not POSIX.",
  durability: "multiAz",
  description: `${LABEL}: object storage billed per GB stored and per request.`,
  paramsSchema: z.strictObject({}),
  limits: [
    { name: "PUT/COPY/POST/DELETE per prefix", value: S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX, unit: "requests/s", source: SOURCES.awsS3Performance },
    { name: "GET/HEAD per prefix", value: S3_GET_REQUESTS_PER_SECOND_PER_PREFIX, unit: "requests/s", source: SOURCES.awsS3Performance },
    { name: "throughput per connection", value: "85-90", unit: "MB/s", source: SOURCES.awsS3Performance },
    { name: "request latency (assumed)", value: S3_REQUEST_LATENCY_SECONDS * 1000, unit: "ms", source: SOURCES.assumption },
  ],
  priceKeys: ["s3.standard.storage", "s3.requests.tier1", "s3.requests.tier2"],
  sources: [SOURCES.factsPrices, SOURCES.awsS3Performance, SOURCES.awsS3Limits],
  rules: () => [],
  build: (_params, ctx) => ({
    id: "s3-standard",
    label: LABEL,
    family: "s3",
    params: {},
    storedBytes: ctx.storedBytes,
    capacityBytes: null,
    sizingNote: "S3 bills the bytes stored; nothing to provision.",
    warnings: ["S3 is object storage: a POSIX application needs the S3 API or a FUSE layer, which adds its own overheads."],
    infeasibleReason: null,
  }),
});
