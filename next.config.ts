import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

/**
 * Content-Security-Policy for every response. Next.js hydrates with inline scripts and
 * Recharts positions with inline styles, so both need 'unsafe-inline'; 'unsafe-eval'
 * is only allowed under `next dev` (React's dev tooling uses eval). Exports build
 * images from blob: and data: URLs in the browser.
 */
function contentSecurityPolicy(dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    // Nothing is fetched at build or run time: no remote images, no telemetry.
    images: { unoptimized: true },
    poweredByHeader: false,
    // `npm test` typechecks the whole project (tsc --noEmit) as its own step; the build
    // would repeat it over tests and scripts too, slowing every start.
    typescript: { ignoreBuildErrors: true },
    // Server-only packages that must not be bundled (wasm loaders, the pg driver).
    serverExternalPackages: ["pg", "@electric-sql/pglite", "@electric-sql/pglite-socket", "@prisma/schema-engine-wasm"],
    async headers() {
      return [
        {
          source: "/:path*",
          headers: [
            { key: "Content-Security-Policy", value: contentSecurityPolicy(dev) },
            { key: "X-Content-Type-Options", value: "nosniff" },
            { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
            { key: "X-Frame-Options", value: "DENY" },
            { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
          ],
        },
      ];
    },
  };
}
