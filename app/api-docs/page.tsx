import type { Metadata } from "next";
import { OperationSection } from "@/components/api-docs/operation-section";
import { buildOpenApiDocument } from "@/server/api/openapi";
import { MODEL_VERSION } from "@/lib/model";

export const metadata: Metadata = { title: "HTTP API" };

type Paths = Record<string, Record<string, Parameters<typeof OperationSection>[0]["operation"]>>;

/**
 * The OpenAPI document (/api/v1/openapi.json) rendered by the app itself, as HTML: no
 * viewer loaded from elsewhere, so it works offline and under the site's CSP. Static: the
 * document derives from the code alone.
 */
export default function ApiDocsPage() {
  const document = buildOpenApiDocument({ version: `v1 (model ${MODEL_VERSION})` });
  const paths = document.paths as Paths;
  return (
    <div className="api-docs">
      <h1>HTTP API</h1>
      <p className="lede">
        Every route of the API: its parameters, body, answers and error codes, from the same schemas the routes check
        requests with. The machine-readable form is <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI
        3.1).
      </p>
      <nav aria-label="Routes">
        <ul>
          {Object.entries(paths).flatMap(([path, item]) =>
            Object.entries(item).map(([method, operation]) => (
              <li key={operation.operationId}>
                <a href={`#${operation.operationId}`}>
                  <code>
                    {method.toUpperCase()} {path}
                  </code>
                </a>{" "}
                {operation.summary}
              </li>
            )),
          )}
        </ul>
      </nav>
      {Object.entries(paths).map(([path, item]) => (
        <section key={path}>
          <h2>
            <code>{path}</code>
          </h2>
          {Object.entries(item).map(([method, operation]) => (
            <OperationSection key={method} method={method} path={path} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  );
}
