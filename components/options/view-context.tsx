import Link from "next/link";
import type { OptionView } from "./view";

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
  const query = new URLSearchParams();
  if (view.preset !== "custom") query.set("workload", view.preset);
  query.set("region", view.region);
  for (const [name, value] of Object.entries(view.rawParams)) query.set(name, value);
  // The units setting is how the reader reads, not what was estimated: it stays.
  if (view.units !== "auto") query.set("units", view.units);
  return (
    <p className="notice" data-testid="option-context">
      Estimated as on the chart it was opened from: {parts.join(", ")}.{" "}
      <Link href={`/options/${optionId}?${query.toString()}`}>Estimate without them</Link>.
    </p>
  );
}
