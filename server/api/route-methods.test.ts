import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { allowedApiMethods, API_ROUTE_METHODS } from "./route-methods";

const API_DIR = join(import.meta.dirname, "../../app/api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name === "route.ts" ? [join(dir, entry.name)] : [],
  );
}

describe("API route methods", () => {
  it("list exactly the handlers every app/api route file exports", () => {
    const found: Record<string, string[]> = {};
    for (const file of routeFiles(API_DIR)) {
      const template = `/api/${relative(API_DIR, file).split(sep).slice(0, -1).join("/")}`;
      const methods = [
        ...readFileSync(file, "utf8").matchAll(/^export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/gm),
      ].map((m) => m[1]!);
      found[template] = methods.sort();
    }
    const listed = Object.fromEntries(
      Object.entries(API_ROUTE_METHODS).map(([path, methods]) => [path, [...methods].sort()]),
    );
    expect(listed).toEqual(found);
  });

  it("match paths with their dynamic segments, and no other path", () => {
    expect(allowedApiMethods("/api/v1/results/abc")).toEqual(["GET", "PATCH", "DELETE", "HEAD", "OPTIONS"]);
    expect(allowedApiMethods("/api/v1/results/abc/raw")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedApiMethods("/api/v1/estimate")).toEqual(["POST", "OPTIONS"]);
    expect(allowedApiMethods("/api/v1/compare.csv")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedApiMethods("/api/v1/compareXcsv")).toBeNull();
    expect(allowedApiMethods("/api/v1/nothing")).toBeNull();
    expect(allowedApiMethods("/api/v1/results/a/b/c")).toBeNull();
  });
});
