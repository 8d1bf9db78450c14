"use client";

import { FAMILY_COLOURS, FAMILY_KEYS, FAMILY_LABELS, FRONTIER_COLOUR, type FamilyKey } from "@/lib/compare/families";

export function FamilySwatch({ family }: { family: FamilyKey }) {
  return (
    <svg width="14" height="14" aria-hidden="true" className="compare-legend-swatch">
      <rect x="1" y="1" width="12" height="12" rx="2" fill={FAMILY_COLOURS[family]} />
    </svg>
  );
}

/**
 * The chart's legend. Family items are toggle buttons (aria-pressed) that show or hide a
 * family in the chart and the table; the state goes into the URL. The marker key below
 * says what filled, hollow, diamond, "?" and "*" mean.
 */
export function ChartLegend({
  families,
  counts,
  onToggle,
}: {
  families: readonly FamilyKey[];
  counts: Readonly<Record<FamilyKey, number>>;
  onToggle: (family: FamilyKey) => void;
}) {
  const shown = new Set(families);
  return (
    <div className="compare-legend">
      <ul className="compare-legend-families" aria-label="Families (toggle to show or hide)">
        {/* Only families with points in this view: toggling one with nothing to show would mislead. */}
        {FAMILY_KEYS.filter((family) => counts[family] > 0).map((family) => (
          <li key={family}>
            <button
              type="button"
              className="compare-legend-toggle"
              aria-pressed={shown.has(family)}
              onClick={() => onToggle(family)}
              data-family={family}
            >
              <FamilySwatch family={family} />
              {FAMILY_LABELS[family]} <span className="muted">({counts[family]})</span>
            </button>
          </li>
        ))}
      </ul>
      <MarkerKey />
    </div>
  );
}

/** What filled, hollow, diamond, the joining line, the dashed frontier, "?" and "*" mean; shared by /compare and the advisor's chart. */
export function MarkerKey({ extra }: { extra?: React.ReactNode }) {
  return (
    <ul className="compare-legend-key" aria-label="Marker key">
      <li>
        <svg width="16" height="16" aria-hidden="true">
          <circle cx="8" cy="8" r="5.5" fill="#4d5562" />
        </svg>
        measured (published)
      </li>
      <li>
        <svg width="16" height="16" aria-hidden="true">
          <path d="M8 1L15 8L8 15L1 8Z" fill="#4d5562" />
        </svg>
        your uploads (measured)
      </li>
      <li>
        <svg width="16" height="16" aria-hidden="true">
          <circle cx="8" cy="8" r="5.5" fill="#fff" stroke="#4d5562" strokeWidth="2" />
        </svg>
        modelled
      </li>
      <li>
        <svg width="24" height="16" aria-hidden="true">
          <line x1="2" y1="8" x2="22" y2="8" stroke="#4d5562" strokeWidth="1.25" />
        </svg>
        measured to modelled, same configuration
      </li>
      <li>
        <svg width="24" height="16" aria-hidden="true">
          <path d="M2 3H12V13H22" stroke={FRONTIER_COLOUR} strokeWidth="1.5" strokeDasharray="6 3" fill="none" />
        </svg>
        Pareto frontier
      </li>
      <li>
        <strong aria-hidden="true">?</strong> unpriced (cost incomplete), <strong aria-hidden="true">*</strong>{" "}
        unconfirmed prices
      </li>
      {extra}
    </ul>
  );
}
