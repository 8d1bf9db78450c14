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

/** The page's own URL with `units` set (left out for "auto") and every other parameter kept. */
export function withUnits(
  path: string,
  searchParams: Record<string, string | string[] | undefined>,
  units: ByteUnits,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (key === "units" || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  if (units !== "auto") query.set("units", units);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A link to another page with the units setting carried on (left out for "auto"), its other parameters kept. */
export function keepUnits(href: string, units: ByteUnits): string {
  if (units === "auto") return href;
  const at = href.indexOf("?");
  const query = new URLSearchParams(at === -1 ? "" : href.slice(at + 1));
  query.set("units", units);
  return `${at === -1 ? href : href.slice(0, at)}?${query.toString()}`;
}
