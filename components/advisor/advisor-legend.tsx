"use client";

import { MarkerKey, FamilySwatch } from "@/components/compare/chart-legend";
import { FAMILY_LABELS, type FamilyKey } from "@/lib/compare/families";

/** The advisor chart's key: which colour is which family, what the markers, "*" and the dashed line mean, and the ranked rings. */
export function AdvisorLegend({ families }: { families: readonly FamilyKey[] }) {
  return (
    <div className="compare-legend" data-testid="advisor-chart-legend">
      <ul className="compare-legend-families" aria-label="Families">
        {families.map((family) => (
          <li key={family} className="compare-legend-toggle" data-family={family}>
            <FamilySwatch family={family} />
            {FAMILY_LABELS[family]}
          </li>
        ))}
      </ul>
      <MarkerKey
        extra={
          <li>
            <svg width="16" height="16" aria-hidden="true">
              <circle cx="8" cy="8" r="6.5" fill="none" stroke="#111" strokeWidth="1.5" />
            </svg>
            ringed and numbered: the ranked options, #1 first
          </li>
        }
      />
    </div>
  );
}
