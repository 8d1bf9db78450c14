import Link from "next/link";

export const NAV_ITEMS = [
  { href: "/compare", label: "Compare" },
  { href: "/advisor", label: "Advisor" },
  { href: "/upload", label: "Upload results" },
  { href: "/datasets", label: "Datasets" },
  { href: "/prices", label: "Prices" },
] as const;

export function SiteNav() {
  return (
    <header className="site-header">
      <nav aria-label="Main" className="site-nav">
        <Link href="/" className="brand">
          Storage Advisor
        </Link>
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
