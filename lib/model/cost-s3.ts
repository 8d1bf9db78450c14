import type { S3Config } from "./configured-option";
import { perMonth, runsText, UNIT_GB_MONTH, UNIT_REQUESTS, type CostLineDraft } from "./cost-types";
import { S3_MAX_SINGLE_PUT_BYTES } from "./limits-s3";
import { s3RequestsPerRun } from "./perf-s3";
import { GIB_BYTES } from "@/lib/units";
import { formatBytes, formatCount } from "./message-format";
import type { Operation } from "./workload-schema";

/** S3 bills the bytes stored and every request: PUT-class per file written (parts for big files), GET per file read. */
export function s3CostLines(cfg: S3Config, operations: readonly Operation[]): CostLineDraft[] {
  const lines: CostLineDraft[] = [
    { item: `S3 Standard storage: ${formatBytes(cfg.storedBytes)}`, priceKey: "s3.standard.storage", quantity: cfg.storedBytes / GIB_BYTES, unit: UNIT_GB_MONTH, bucket: "storage" },
  ];
  for (const op of operations) {
    const requests = s3RequestsPerRun(op);
    if (requests === 0) continue;
    const write = op.direction === "write";
    const multipart = write && op.fileSizeBytes > S3_MAX_SINGLE_PUT_BYTES ? " (multipart: parts plus create and complete)" : "";
    lines.push({
      item: `S3 ${write ? "PUT" : "GET"} requests, "${op.name}": ${formatCount(requests)} per run${multipart}, ${runsText(op)}, 30 days`,
      priceKey: write ? "s3.requests.tier1" : "s3.requests.tier2",
      quantity: perMonth(requests * op.timesPerDay),
      unit: UNIT_REQUESTS,
      bucket: "requests",
    });
  }
  return lines;
}
