import Link from "next/link";
import type { ByteUnits } from "@/lib/format/bytes";

const CHOICES: { units: ByteUnits; label: string }[] = [
  { units: "auto", label: "as sourced" },
  { units: "binary", label: "binary (MiB/s)" },
  { units: "decimal", label: "decimal (MB/s)" },
];

/**
 * The units setting (issue 40): plain links, so the choice lives in the URL with every
 * other parameter kept (each page passes how to build its own URL), survives a reload and
 * needs no script.
 */
export function UnitsLinks({ units, hrefFor }: { units: ByteUnits; hrefFor: (units: ByteUnits) => string }) {
  return (
    <nav className="units-links" aria-label="Units">
      <span>Sizes and rates: </span>
      {CHOICES.map((choice, i) => (
        <span key={choice.units}>
          {i > 0 ? " · " : null}
          {choice.units === units ? (
            <strong aria-current="true">{choice.label}</strong>
          ) : (
            <Link href={hrefFor(choice.units)} data-units={choice.units} prefetch={false}>
              {choice.label}
            </Link>
          )}
        </span>
      ))}
    </nav>
  );
}
