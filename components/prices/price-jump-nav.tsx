import { PRICE_FAMILIES } from "./format";

/**
 * Links to each table of the region's prices, so a reader goes straight to the family they
 * are pricing instead of scrolling past the others (the ids are the tables' heading ids).
 */
export function PriceJumpNav({ region }: { region: string }) {
  const targets = [
    ...PRICE_FAMILIES.map((f) => ({ id: `prices-${f.id}-${region}`, label: f.label.replace(/^Amazon /, "") })),
    { id: `prices-moving-data-${region}`, label: "Data transfer and DataSync" },
    { id: `prices-ec2-instances-${region}`, label: "EC2 instances" },
  ];
  return (
    <nav aria-label="Price tables" className="price-jump-nav">
      <span className="muted">Jump to:</span>
      <ul>
        {targets.map((t) => (
          <li key={t.id}>
            <a href={`#${t.id}`}>{t.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
