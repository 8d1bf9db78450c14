/**
 * The HTTP methods each API route answers: the handlers its app/api/.../route.ts exports
 * (route-methods.test.ts reads the files and fails when this list and they differ). The
 * proxy answers any other method 405 with Allow in the error contract, before the route;
 * Next.js's own 405 has neither.
 */
const ROUTES: Record<string, readonly string[]> = {
  "/api/v1/compare.csv": ["GET"],
  "/api/v1/datasets": ["GET"],
  "/api/v1/datasets/[slug]": ["GET"],
  "/api/v1/estimate": ["POST"],
  "/api/v1/fio-job": ["GET", "POST"],
  "/api/v1/health": ["GET"],
  "/api/v1/instances": ["GET"],
  "/api/v1/metrics": ["POST"],
  "/api/v1/migrations": ["POST"],
  "/api/v1/openapi.json": ["GET"],
  "/api/v1/options": ["GET"],
  "/api/v1/options/[id]": ["GET"],
  "/api/v1/plan-reviews": ["POST"],
  "/api/v1/prices/diff": ["GET"],
  "/api/v1/prices/refresh": ["POST"],
  "/api/v1/prices/snapshots": ["GET"],
  "/api/v1/prices/snapshots/[id]": ["GET"],
  "/api/v1/projections": ["POST"],
  "/api/v1/recommendations": ["POST"],
  "/api/v1/recommendations/[id]": ["GET"],
  "/api/v1/recommendations/[id]/fio-job": ["GET"],
  "/api/v1/results": ["GET", "POST"],
  "/api/v1/results/[id]": ["GET", "PATCH", "DELETE"],
  "/api/v1/results/[id]/raw": ["GET"],
  "/api/v1/schemas/dataset.json": ["GET"],
  "/api/v1/workloads/[id]": ["GET"],
};

export const API_ROUTE_METHODS: Readonly<Record<string, readonly string[]>> = ROUTES;

const MATCHERS = Object.entries(ROUTES).map(([template, methods]) => {
  const pattern = template
    .split("/")
    .map((segment) => (/^\[.+\]$/.test(segment) ? "[^/]+" : segment.replace(/[.]/g, "\\.")))
    .join("/");
  return { regex: new RegExp(`^${pattern}/?$`), methods };
});

/**
 * The methods an API path answers, in Allow order, or null for a path no route has (its
 * 404 is Next.js's). HEAD comes with GET and OPTIONS with every route, as Next.js
 * implements them itself.
 */
export function allowedApiMethods(path: string): string[] | null {
  const match = MATCHERS.find((m) => m.regex.test(path));
  if (!match) return null;
  return [...match.methods, ...(match.methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
}
