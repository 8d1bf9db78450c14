import Link from "next/link";

export const NAV_ITEMS = [
  { href: "/compare", label: "Compare" },
  { href: "/advisor", label: "Advisor" },
  { href: "/projections", label: "Over time" },
  { href: "/migrations", label: "Moving data" },
  { href: "/plans", label: "Terraform plans" },
  { href: "/options", label: "Options" },
  { href: "/upload", label: "Upload results" },
  { href: "/metrics", label: "CloudWatch" },
  { href: "/datasets", label: "Datasets" },
  { href: "/accuracy", label: "Accuracy" },
  { href: "/prices", label: "Prices" },
] as const;

/**
 * The navigation is on every page, in view at load: prefetching its routes fetched
 * their data and code (another page's chart library among it) while the page itself was
 * still hydrating, seen in bench/lighthouse.ts's network records of /compare on a
 * throttled phone. Every route renders per request, so a prefetch saves little on the click.
 */
const PREFETCH_NAV = false;

export function SiteNav() {
  return (
    <header className="site-header">
      <nav aria-label="Main" className="site-nav">
        <Link href="/" className="brand" prefetch={PREFETCH_NAV}>
          Storage Advisor
        </Link>
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.href}>
              <Link href={item.href} prefetch={PREFETCH_NAV}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
