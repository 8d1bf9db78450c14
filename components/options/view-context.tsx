import Link from "next/link";
import { DEFAULT_PRESET_ID } from "@/lib/workloads";
import { optionViewQuery, type OptionView } from "./view";

/**
 * Says what the page was opened with beyond the form's fields (a /compare point's runs a
 * day, client instance and price snapshot), with a link back to the defaults.
 */
export function ViewContext({ view, optionId }: { view: OptionView; optionId: string }) {
  const parts = [
    view.times === null ? null : `${view.times} runs a day`,
    view.client === null ? null : `client instance ${view.client}`,
    view.snapshot === null ? null : `prices of snapshot ${view.snapshot}`,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  // The same page without the chart's context (a custom workload falls back to the default
  // preset, as before); the units setting is how the reader reads, not what was estimated: it stays.
  const query = optionViewQuery({
    preset: view.preset === "custom" ? DEFAULT_PRESET_ID : view.preset,
    region: view.region,
    rawParams: view.rawParams,
    units: view.units,
  });
  return (
    <p className="notice" data-testid="option-context">
      Estimated as on the chart it was opened from: {parts.join(", ")}.{" "}
      <Link href={`/options/${optionId}${query}`}>Estimate without them</Link>.
    </p>
  );
}
