import type { Metadata } from "next";
import { connection } from "next/server";
import { SiteNav } from "@/components/site-nav";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Storage Advisor", template: "%s · Storage Advisor" },
  description:
    "Cost and performance of AWS storage options (EFS, EBS, FSx, S3) for your workload, from published benchmarks and live prices.",
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Every page renders per request: Next.js puts the request's CSP nonce (proxy.ts) on its
  // scripts only while rendering, so a page prerendered at build time would be blocked.
  await connection();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteNav />
        <main id="main" className="container" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer container">
          Storage Advisor is open source. Prices and measurements name their sources and dates.
        </footer>
      </body>
    </html>
  );
}
