import type { OptionId } from "@/lib/model";
import type { Json, PlanResource } from "./plan";
import type { AttributeChange } from "./types";

/**
 * What every resource mapper (one file per AWS resource type, as infracost keeps them)
 * returns: the catalog option and parameters the resource's attributes set, and the
 * configurations to try against it, each as the attribute changes that make it.
 */

export interface Candidate {
  optionId: OptionId;
  params: Record<string, unknown>;
  changes: AttributeChange[];
  /**
   * False: it provides at least what the resource provisions (IOPS, throughput), so it
   * meets the same need whatever runs on it. True: only a workload can tell.
   */
  needsWorkload: boolean;
  reason: string;
  /** Added to the reason when no workload is attached: what the saving leaves out. */
  withoutWorkload?: string;
}

export interface MappedStorage {
  /** The resource's address, plus the block for an instance's volumes. */
  address: string;
  type: string;
  optionId: OptionId;
  params: Record<string, unknown>;
  candidates: Candidate[];
  notes: string[];
  unknownAttributes: string[];
  /** Billed by capacity provisioned (EBS, FSx): the stored bytes change no cost, and need not be given. */
  capacityBilled: boolean;
}

export type MapOutcome = { reviewed: MappedStorage[] } | { notReviewed: string };

export interface MapContext {
  /** Every managed resource in the plan: companions (lifecycle rules, ONTAP volumes) are read from here. */
  resources: readonly PlanResource[];
}

export type ResourceMapper = (resource: PlanResource, context: MapContext) => MapOutcome;

/** An attribute of a block: the value, or undefined when absent, null or known only after apply. */
export function known(values: Json, unknown: Json, key: string): unknown {
  if (unknown[key] === true) return undefined;
  const value = values[key];
  return value === null ? undefined : value;
}

export function isUnknown(unknown: Json, key: string): boolean {
  return unknown[key] === true;
}

export function text(values: Json, unknown: Json, key: string): string | undefined {
  const value = known(values, unknown, key);
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function number(values: Json, unknown: Json, key: string): number | undefined {
  const value = known(values, unknown, key);
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The first element of a nested block list (`disk_iops_configuration[0]`), with its unknown tree. */
export function firstBlock(values: Json, unknown: Json, key: string): { values: Json; unknown: Json } | undefined {
  const list = values[key];
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const first: unknown = list[0];
  if (typeof first !== "object" || first === null || Array.isArray(first)) return undefined;
  const unknownList = unknown[key];
  const unknownFirst: unknown = Array.isArray(unknownList) ? unknownList[0] : undefined;
  return {
    values: first as Json,
    unknown: typeof unknownFirst === "object" && unknownFirst !== null ? (unknownFirst as Json) : {},
  };
}

/** The HCL literal of a value: `"gp3"`, `1000`, `true`. */
export function hcl(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

export function change(
  attribute: string,
  from: string | number | boolean | null | undefined,
  to: string | number | boolean | null | undefined,
): AttributeChange {
  return { attribute, from: hcl(from), to: hcl(to) };
}

/** Attributes the review reads that the plan leaves to apply time, named in the notes. */
export function unknownOf(unknown: Json, keys: readonly string[], prefix = ""): string[] {
  return keys.filter((key) => isUnknown(unknown, key)).map((key) => `${prefix}${key}`);
}

export function unknownNote(attributes: readonly string[]): string[] {
  return attributes.length === 0
    ? []
    : [
        `Known only after apply: ${attributes.join(", ")}; the review uses the catalog's default for ${attributes.length === 1 ? "it" : "them"}.`,
      ];
}
