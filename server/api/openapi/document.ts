import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors/codes";
import { API_ROUTES } from "./routes";
import {
  HTTP_METHODS,
  type ApiContent,
  type ApiOperation,
  type ApiParameter,
  type ApiRoute,
  type JsonSchema,
  type SchemaSource,
} from "./types";

/**
 * The OpenAPI 3.1 document of the HTTP API, built from the route registry (routes.ts) and
 * the zod schemas the routes validate with (z.toJSONSchema, JSON Schema 2020-12, which is
 * OpenAPI 3.1's schema dialect). Pure: no Next, no database; the same input gives the same
 * document, so the route may cache it.
 */

export const OPENAPI_VERSION = "3.1.0";

/** Codes any route can answer before its handler runs (the proxy's request guards). */
export const GUARD_ERROR_CODES: readonly ErrorCode[] = [
  "invalid_path",
  "invalid_characters",
  "unknown_host",
  "method_not_allowed",
];
const DATABASE_ERROR_CODES: readonly ErrorCode[] = ["database_unavailable", "database_busy"];

export interface DocumentInfo {
  version: string;
  /** The app's public URL when known (PUBLIC_URL); the document's own host otherwise. */
  serverUrl?: string;
}

export function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/**
 * A zod schema as JSON Schema 2020-12 (its input side: what a client sends), or a written
 * JSON Schema with any zod schemas inside it converted in place.
 */
export function toJsonSchema(source: SchemaSource): JsonSchema {
  if (isZodSchema(source)) {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(source, {
      target: "draft-2020-12",
      io: "input",
      unrepresentable: "any",
    }) as JsonSchema;
    return schema;
  }
  return convertNested(source) as JsonSchema;
}

function convertNested(value: unknown): unknown {
  if (isZodSchema(value)) return toJsonSchema(value);
  if (Array.isArray(value)) return value.map(convertNested);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, convertNested(v)]));
  return value;
}

/** /api/v1/options/[id] -> /api/v1/options/{id} */
export function openApiPath(routePath: string): string {
  return routePath.replace(/\[([^\]]+)\]/g, "{$1}");
}

/** Every code an operation can answer, the guards' and the database's included, in the order of lib/errors/codes.ts. */
export function operationErrorCodes(operation: ApiOperation, method: string): ErrorCode[] {
  const codes = new Set<ErrorCode>([
    ...operation.errors,
    ...GUARD_ERROR_CODES,
    ...(operation.database ? DATABASE_ERROR_CODES : []),
  ]);
  if (method !== "GET") codes.add("cross_origin_write");
  return (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => codes.has(code));
}

/** The error codes grouped by the HTTP status each carries. */
export function errorsByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(ERROR_CODES[code].status, [...(byStatus.get(ERROR_CODES[code].status) ?? []), code]);
  return new Map([...byStatus.entries()].sort(([a], [b]) => a - b));
}

function parameterObject(p: ApiParameter): JsonSchema {
  const schema = p.schema === undefined ? { type: "string" } : toJsonSchema(p.schema);
  const freeForm = schema.type === "object";
  return {
    name: p.name,
    in: p.in,
    description: p.description,
    required: p.in === "path" ? true : (p.required ?? false),
    schema,
    ...(freeForm ? { style: "form", explode: true } : {}),
  };
}

function queryParameters(query: z.ZodObject): JsonSchema[] {
  const schema = toJsonSchema(query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: "query",
      required: required.has(name) && rest.default === undefined,
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

function content(list: readonly ApiContent[]): JsonSchema {
  return Object.fromEntries(
    list.map((c) => [c.type, c.schema === undefined ? {} : { schema: toJsonSchema(c.schema) }]),
  );
}

function errorResponse(status: number, codes: readonly ErrorCode[]): JsonSchema {
  return {
    description: codes.map((code) => `\`${code}\`: ${ERROR_CODES[code].meaning}`).join("\n"),
    content: {
      "application/json": {
        schema: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message", "path"],
              properties: {
                code: { type: "string", enum: [...codes] },
                message: { type: "string", description: "What went wrong, in words a person understands." },
                path: { type: ["string", "null"], description: "The field, parameter or header at fault, if one is." },
              },
            },
          },
        },
      },
    },
    ...(status === 405
      ? { headers: { Allow: { description: "The methods this address answers.", schema: { type: "string" } } } }
      : {}),
    ...(status === 429 || status === 503
      ? {
          headers: {
            "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } },
          },
        }
      : {}),
  };
}

function operationObject(route: ApiRoute, method: string, operation: ApiOperation): JsonSchema {
  const parameters = [
    ...(operation.parameters ?? []).map(parameterObject),
    ...(operation.query ? queryParameters(operation.query) : []),
  ];
  const responses: JsonSchema = {};
  for (const r of operation.responses) {
    responses[String(r.status)] = {
      description: r.description,
      ...(r.content.length > 0 ? { content: content(r.content) } : {}),
    };
  }
  for (const [status, codes] of errorsByStatus(operationErrorCodes(operation, method)))
    responses[String(status)] = errorResponse(status, codes);
  return {
    operationId: operationId(route.path, method),
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            description: operation.body.description,
            required: operation.body.required,
            content: content(operation.body.content),
          },
        }
      : {}),
    responses,
  };
}

/** `GET /api/v1/options/[id]` -> `getOptionsById`: stable, unique, readable. */
export function operationId(path: string, method: string): string {
  const words = path
    .replace(/^\/api\/v1\//, "")
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith("[") ? `By${capitalize(w.slice(1, -1))}` : capitalize(w)));
  return `${method.toLowerCase()}${words.join("")}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function buildOpenApiDocument(info: DocumentInfo, routes: readonly ApiRoute[] = API_ROUTES): JsonSchema {
  const paths: JsonSchema = {};
  for (const route of routes) {
    const item: JsonSchema = {};
    for (const method of HTTP_METHODS) {
      const operation = route.methods[method];
      if (operation) item[method.toLowerCase()] = operationObject(route, method, operation);
    }
    paths[openApiPath(route.path)] = item;
  }
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Storage Advisor API",
      version: info.version,
      summary: "AWS storage cost and performance: estimates, the advisor, prices, fio results, cost over time.",
      description:
        "Every error answers `{error: {code, message, path}}` with the status its code carries; each operation lists its codes. Prices cite the AWS page or public record they were read from.",
    },
    // Without a public URL the spec's default server ("/", this host) applies.
    ...(info.serverUrl === undefined ? {} : { servers: [{ url: info.serverUrl }] }),
    paths,
  };
}
