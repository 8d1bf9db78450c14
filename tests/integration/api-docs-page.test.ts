/**
 * /api-docs renders the OpenAPI document from the app itself: every operation of the
 * document has its section, with its body fields and its error codes, and the page loads
 * nothing from another site (it works offline and under the CSP).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ApiDocsPage from "@/app/api-docs/page";
import { buildOpenApiDocument } from "@/server/api/openapi";

describe("/api-docs", () => {
  const html = renderToStaticMarkup(createElement(ApiDocsPage));
  const document = buildOpenApiDocument({ version: "test" }) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };

  it("has a section for every operation of the OpenAPI document", () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(html, `${method} ${path}`).toContain(`id="${operation.operationId}"`);
      }
    }
  });

  it("shows bodies field by field and the error codes with their meaning", () => {
    expect(html).toContain("<code>storedBytes</code>");
    expect(html).toContain(
      "<code>efs_max_io_with_elastic</code>: EFS Max I/O performance mode cannot be used with Elastic throughput.",
    );
  });

  it("is served as JSON by GET /api/v1/openapi.json, the same document", async () => {
    const { GET } = await import("@/app/api/v1/openapi.json/route");
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/vnd\.oai\.openapi\+json/);
    const served = (await response.json()) as { openapi: string; paths: unknown };
    expect(served.openapi).toBe("3.1.0");
    expect(served.paths).toEqual(document.paths);
  });

  it("loads nothing from another site", () => {
    const external = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((url) => /^(?:https?:)?\/\//.test(url));
    expect(external).toEqual([]);
    expect(html).not.toMatch(/<script|<link /);
  });
});
