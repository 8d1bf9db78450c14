import { z } from "zod";
import type { OptionField } from "@/components/results/option-fields";
import { viewWorkload } from "@/lib/compare/workload";
import type { WorkloadInput } from "@/lib/model";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";
import { CUSTOM_WORKLOAD, type CustomWorkload } from "@/lib/compare/view";
import { parseCompareView } from "@/lib/validations/compare";
import {
  DEFAULT_PRESET_ID,
  DEFAULT_PRESET_REGION,
  presetIdSchema,
  presetWorkload,
  type PresetId,
} from "@/lib/workloads";

/**
 * The option page's state, all in the URL so a link reproduces the estimate:
 *   /options/ebs-gp3?workload=hdfs-st1&region=us-east-2&iops=6000
 * `workload` is a preset id, or "custom" with the compare form's custom fields (gib,
 * opdir, opcount, opsize, opunit, opconc, opruns, opdirs), and `region` a region code (unknown
 * values fall back to the defaults rather than failing the page); every other key the
 * option's parameter schema knows is one of its params. Param values are kept as typed: a value the schema rejects
 * is reported by the model with its rule, on the page.
 */

type SearchParams = Record<string, string | string[] | undefined>;

const viewSchema = z.object({
  workload: z.union([presetIdSchema, z.literal(CUSTOM_WORKLOAD)]).catch(DEFAULT_PRESET_ID),
  region: z.string().regex(REGION_CODE_PATTERN).catch(DEFAULT_PRESET_REGION),
});

export interface OptionView {
  preset: PresetId | typeof CUSTOM_WORKLOAD;
  region: string;
  /** The custom workload when `preset` is "custom", with what was wrong in its fields. */
  custom: CustomWorkload | null;
  customIssues: string[];
  /** The workload the model runs (without options), as JSON: the estimate's cache key. */
  workloadJson: string;
  /** The params as the model receives them (numbers and booleans coerced from the URL). */
  params: Record<string, unknown>;
  /** The params as written in the URL, to fill the form back in. */
  rawParams: Record<string, string>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** "6000" -> 6000 for a number field; an unparseable value stays a string so the model names the problem. */
function coerce(field: OptionField, raw: string): unknown {
  if (field.kind === "number" || (field.kind === "choice" && field.numeric)) {
    const value = Number(raw);
    return raw.trim() !== "" && Number.isFinite(value) ? value : raw;
  }
  if (field.kind === "boolean") return raw === "true" ? true : raw === "false" ? false : raw;
  return raw;
}

export function parseOptionView(searchParams: SearchParams, fields: readonly OptionField[]): OptionView {
  const { workload, region } = viewSchema.parse({
    workload: first(searchParams.workload),
    region: first(searchParams.region),
  });
  const params: Record<string, unknown> = {};
  const rawParams: Record<string, string> = {};
  for (const field of fields) {
    const raw = first(searchParams[field.name])?.trim();
    if (raw === undefined || raw === "") continue;
    rawParams[field.name] = raw;
    params[field.name] = coerce(field, raw);
  }
  let custom: CustomWorkload | null = null;
  let customIssues: string[] = [];
  let input: WorkloadInput;
  if (workload === CUSTOM_WORKLOAD) {
    const parsed = parseCompareView({ ...searchParams, workload: CUSTOM_WORKLOAD, region });
    custom = parsed.view.custom;
    customIssues = parsed.issues;
    input = viewWorkload(parsed.view).input;
  } else {
    input = presetWorkload(workload, { region });
  }
  return { preset: workload, region, custom, customIssues, workloadJson: JSON.stringify(input), params, rawParams };
}

/** The query string of a view (defaults left out so links stay short). */
export function optionViewQuery(view: { preset: PresetId; region: string; rawParams: Record<string, string> }): string {
  const query = new URLSearchParams();
  if (view.preset !== DEFAULT_PRESET_ID) query.set("workload", view.preset);
  if (view.region !== DEFAULT_PRESET_REGION) query.set("region", view.region);
  for (const [name, value] of Object.entries(view.rawParams)) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** A URL parameter value for a catalog param value (the article's setups link with these). */
export function paramText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
