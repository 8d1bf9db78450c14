import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { formatIssuePath } from "@/lib/format/issue-path";
import { MAX_CLIENTS, MAX_DAYS, MAX_OPERATIONS, MAX_STORED_BYTES, operationSchema, type Operation } from "@/lib/model";
import { PlanReviewError } from "./errors";

/**
 * The usage document, in the spirit of infracost-usage.yml: `resource_usage` keyed by
 * resource address (`aws_ebs_volume.data[*]` matches every instance), each a workload in
 * the estimate API's terms (storedBytes, days, clients, operations). YAML or JSON.
 */

const resourceUsageSchema = z.strictObject({
  savedWorkload: z
    .string({ error: "savedWorkload must be text" })
    .trim()
    .min(1, "savedWorkload must name a saved workload")
    .max(100, "savedWorkload is at most 100 characters")
    .optional()
    .meta({
      description:
        "The id of a saved CloudWatch import (import-metrics --save, /metrics/{id}): its workload, the fields given here overriding it. Needs the database.",
    }),
  storedBytes: z
    .number({ error: "storedBytes must be a number" })
    .min(0, "storedBytes must not be negative")
    .max(MAX_STORED_BYTES, "storedBytes must be at most 1 EiB")
    .optional(),
  days: z
    .number({ error: "days must be a number" })
    .int("days must be a whole number")
    .min(1, "days must be at least 1")
    .max(MAX_DAYS, `days must be at most ${MAX_DAYS}`)
    .default(30),
  clients: z
    .number({ error: "clients must be a number" })
    .int("clients must be a whole number")
    .min(1, "clients must be at least 1")
    .max(MAX_CLIENTS, `clients must be at most ${MAX_CLIENTS}`)
    .default(1),
  operations: z.array(operationSchema).max(MAX_OPERATIONS, `at most ${MAX_OPERATIONS} operations`).default([]),
});

export const usageDocumentSchema = z.strictObject({
  version: z.union([z.string(), z.number()]).optional(),
  resource_usage: z.record(z.string(), resourceUsageSchema, {
    error: "resource_usage must map resource addresses to workloads",
  }),
});

export type ResourceUsage = z.output<typeof resourceUsageSchema>;

export interface UsageMatch {
  key: string;
  usage: ResourceUsage;
  operations: Operation[];
}

export const PLAN_REVIEW_USAGE_EXAMPLE = `version: 0.1
resource_usage:
  aws_ebs_volume.data:
    storedBytes: 600000000000
    operations:
      - { name: nightly scan, direction: read, fileCount: 600, fileSizeBytes: 1000000000 }
`;

/** Checks the usage document; the path of a problem starts at `usage`. */
export function parseUsage(value: unknown): Map<string, ResourceUsage> {
  const parsed = usageDocumentSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = formatIssuePath(["usage", ...(issue?.path ?? [])]);
    throw new PlanReviewError("invalid_request", `${path}: ${issue?.message ?? "not a usage document"}`, path);
  }
  return new Map(Object.entries(parsed.data.resource_usage));
}

/** A usage file's text, YAML or JSON (JSON is YAML), as a value; unreadable text names the line. */
export function readUsageText(text: string): unknown {
  try {
    return parseYaml(text, { maxAliasCount: 100 }) as unknown;
  } catch (error) {
    throw new PlanReviewError(
      "invalid_request",
      `usage: not valid YAML or JSON: ${error instanceof Error ? error.message.split("\n")[0] : "unreadable"}`,
      "usage",
    );
  }
}

/** A saved workload is read from the database before the review (server/data/recommendations/plan-reviews.ts); one still named here was not. */
export function refuseUnresolved(usage: ReadonlyMap<string, ResourceUsage>): void {
  for (const [key, entry] of usage) {
    if (entry.savedWorkload === undefined) continue;
    const path = formatIssuePath(["usage", "resource_usage", key, "savedWorkload"]);
    throw new PlanReviewError(
      "invalid_request",
      `${path}: a saved CloudWatch import is read from the database, and this review runs without one: use the server's API or a database, or copy its workload's fields here`,
      path,
    );
  }
}

/** The exact address first, then a `[*]` key that matches every instance of its resource. */
export function usageFor(address: string, usage: ReadonlyMap<string, ResourceUsage>): UsageMatch | null {
  const base = address.replace(/\.(?:root|ebs)_block_device\[[^\]]*\]$/, "");
  for (const key of [address, base, `${base.replace(/\[[^\]]*\]$/, "")}[*]`]) {
    const found = usage.get(key);
    if (found) return { key, usage: found, operations: found.operations };
  }
  return null;
}
