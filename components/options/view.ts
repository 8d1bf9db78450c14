import { z } from "zod";
import type { OptionField } from "@/components/results/option-fields";
import { viewWorkload } from "@/lib/compare/workload";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";
import { CUSTOM_WORKLOAD, type CustomWorkload } from "@/lib/compare/view";
import type { ByteUnits } from "@/lib/format/bytes";
import { parseCompareView } from "@/lib/validations/compare";
import { DEFAULT_PRESET_ID, getPreset, presetIdSchema, type PresetId } from "@/lib/workloads";
import { DEFAULT_REGION } from "@/lib/pricing/regions";

/**
 * The option page's state, all in the URL so a link reproduces the estimate:
 *   /options/ebs-gp3?workload=hdfs-st1&region=us-east-2&iops=6000
 * `times`, `client` and `snapshot` are read as /compare reads them, so a point opened from
 * its chart is estimated as it was drawn.
 * `workload` is a preset id, or "custom" with the compare form's custom fields (gib,
 * clients, opdir, opcount, opsize, opunit, opconc, opruns, opdirs, opaccess, opio), and `region` a region code (unknown
 * values fall back to the defaults rather than failing the page); every other key the
 * option's parameter schema knows is one of its params. Param values are kept as typed: a value the schema rejects
 * is reported by the model with its rule, on the page.
 */

type SearchParams = Record<string, string | string[] | undefined>;

const viewSchema = z.object({
  workload: z.union([presetIdSchema, z.literal(CUSTOM_WORKLOAD)]).catch(DEFAULT_PRESET_ID),
  region: z.string().regex(REGION_CODE_PATTERN).catch(DEFAULT_REGION),
});

export interface OptionView {
  preset: PresetId | typeof CUSTOM_WORKLOAD;
  region: string;
  /** The custom workload when `preset` is "custom", with what was wrong in its fields. */
  custom: CustomWorkload | null;
  customIssues: string[];
  /** Runs a day when not the preset's own; null: the preset's (or the custom workload's own runs). */
  times: number | null;
  /** The client instance in place of the workload's default; null: the default. */
  client: string | null;
  /** A price snapshot id; null: the newest covering the region. */
  snapshot: string | null;
  /** How sizes and rates print (`units`, read as /compare reads it). */
  units: ByteUnits;
  /**
   * What the model is asked, as JSON (the estimate's cache key): the workload without
   * options, the preset's model options with the client, and the snapshot.
   */
  requestJson: string;
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
  // The compare page's reading of the same keys: a point opened from its chart keeps the
  // runs a day, client instance and price snapshot it was drawn with.
  const parsed = parseCompareView({ ...searchParams, workload, region });
  const compared = parsed.view;
  const w = viewWorkload(compared);
  const custom = workload === CUSTOM_WORKLOAD ? compared.custom : null;
  const customIssues = workload === CUSTOM_WORKLOAD ? parsed.issues : [];
  const presetTimes = workload === CUSTOM_WORKLOAD ? null : (getPreset(workload)?.timesPerDay ?? null);
  const times = presetTimes !== null && compared.times !== presetTimes ? compared.times : null;
  const requestJson = JSON.stringify({
    workload: w.input,
    options: w.estimateOptions ?? null,
    snapshotId: compared.snapshot,
  });
  return {
    preset: workload,
    region,
    times,
    client: compared.client,
    snapshot: compared.snapshot,
    units: compared.units,
    custom,
    customIssues,
    requestJson,
    params,
    rawParams,
  };
}

/** The query string of a view (defaults left out so links stay short). */
export function optionViewQuery(view: {
  preset: PresetId;
  region: string;
  rawParams: Record<string, string>;
  times?: number | null;
  client?: string | null;
  snapshot?: string | null;
  units?: ByteUnits;
}): string {
  const query = new URLSearchParams();
  if (view.preset !== DEFAULT_PRESET_ID) query.set("workload", view.preset);
  if (view.region !== DEFAULT_REGION) query.set("region", view.region);
  if (view.times != null) query.set("times", String(view.times));
  if (view.client != null) query.set("client", view.client);
  if (view.snapshot != null) query.set("snapshot", view.snapshot);
  if (view.units !== undefined && view.units !== "auto") query.set("units", view.units);
  for (const [name, value] of Object.entries(view.rawParams)) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** A URL parameter value for a catalog param value (the article's setups link with these). */
export function paramText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
