import type { PriceBook } from "@/lib/pricing/price-keys";
import { keysOfFamily, type PriceFamily } from "./format";
import { PriceKeyTable } from "./price-key-row";

/** One storage family's prices in one region: every key of the family, priced or not. */
export function PriceFamilyTable({ family, book, now }: { family: PriceFamily; book: PriceBook; now?: Date }) {
  const keys = keysOfFamily(family);
  const headingId = `prices-${family.id}-${book.region}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        {family.label} <span className="muted">({book.region})</span>
      </h3>
      <PriceKeyTable book={book} keys={keys} now={now} />
    </section>
  );
}
