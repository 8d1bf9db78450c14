import type { NextConfig } from "next";
import { LARGEST_REQUEST_BODY_BYTES } from "./server/api/body-limits";

export default function config(): NextConfig {
  return {
    // Nothing is fetched at build or run time: no remote images, no telemetry.
    images: { unoptimized: true },
    poweredByHeader: false,
    // proxy.ts runs on every request, so Next.js buffers each body for it and passes the
    // route at most this many bytes (10 MB by default): the largest body a route accepts.
    experimental: { proxyClientMaxBodySize: LARGEST_REQUEST_BODY_BYTES },
    // `npm test` typechecks the whole project (tsc --noEmit) as its own step; the build
    // would repeat it over tests and scripts too, slowing every start.
    typescript: { ignoreBuildErrors: true },
    // Server-only packages that must not be bundled (wasm loaders, the pg driver).
    serverExternalPackages: ["pg", "@electric-sql/pglite", "@electric-sql/pglite-socket", "@prisma/schema-engine-wasm"],
    // The Content-Security-Policy carries a nonce per request: proxy.ts sets it.
    async headers() {
      return [
        {
          source: "/:path*",
          headers: [
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
