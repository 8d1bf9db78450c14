import Link from "next/link";
import type { CatalogListing } from "@/lib/model";
import { getPreset, type PresetId } from "@/lib/workloads";
import { optionViewQuery, paramText } from "./view";

/** What the chosen preset is, where it comes from, and the article's own setup when it ran on this option. */
export function PresetNote({
  presetId,
  region,
  option,
}: {
  presetId: PresetId;
  region: string;
  option: CatalogListing;
}) {
  const preset = getPreset(presetId);
  if (!preset) return null;
  const setups = preset.measuredOn.filter((setup) => setup.optionId === option.id);
  return (
    <div className="preset-note">
      <p>
        {preset.description}{" "}
        <span className="muted">
          Source: <Link href={`/datasets/${preset.source.datasetSlug}`}>{preset.source.datasetSlug}</Link> dataset
          {preset.sourceRegion && preset.sourceRegion !== region
            ? `; the article measured in ${preset.sourceRegion}`
            : ""}
          .
        </span>
      </p>
      {setups.map((setup) => {
        const rawParams = Object.fromEntries(
          Object.entries(setup.params).map(([name, value]) => [name, paramText(value)]),
        );
        const described = Object.entries(rawParams)
          .map(([name, value]) => `${name} ${value}`)
          .join(", ");
        return (
          <p key={described}>
            The article ran this workload on {option.label}
            {described ? ` (${described})` : ""}:{" "}
            <Link href={`/options/${option.id}${optionViewQuery({ preset: presetId, region, rawParams })}`}>
              use the article&apos;s setup
            </Link>
            .
          </p>
        );
      })}
    </div>
  );
}
