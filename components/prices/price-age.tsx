import { formatAge } from "@/lib/format/age";

/** "2 years old": how old prices "as of" a date are, shown beside them wherever they show. */
export function PriceAge({ asOf, now }: { asOf: string; now: Date }) {
  return (
    <span className="price-age" data-testid="price-age">
      {formatAge(asOf, now)}
    </span>
  );
}
