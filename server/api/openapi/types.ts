import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors/codes";

/**
 * What the route registry says about each API route. A zod schema where the route
 * validates with one (the very schema it imports), else a JSON Schema written here for a
 * shape no zod schema describes (answers built in server/data, files).
 */
export type JsonSchema = Record<string, unknown>;
export type SchemaSource = z.ZodType | JsonSchema;

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiParameter {
  name: string;
  in: "path" | "query" | "header";
  description: string;
  required?: boolean;
  schema?: SchemaSource;
}

export interface ApiContent {
  /** Media type, e.g. application/json, multipart/form-data, text/csv. */
  type: string;
  schema?: SchemaSource;
}

export interface ApiBody {
  description: string;
  required: boolean;
  content: ApiContent[];
}

export interface ApiSuccess {
  status: number;
  description: string;
  content: ApiContent[];
  headers?: Record<string, string>;
}

export interface ApiOperation {
  summary: string;
  description?: string;
  tag: string;
  /** The query's zod object: each of its fields becomes one query parameter. */
  query?: z.ZodObject;
  parameters?: ApiParameter[];
  body?: ApiBody;
  responses: ApiSuccess[];
  /** The codes of lib/errors/codes.ts this operation answers with (besides those every route can). */
  errors: ErrorCode[];
  /** Reads or writes the database: may answer database_unavailable / database_busy. */
  database?: boolean;
}

export interface ApiRoute {
  /** As the file system names it: /api/v1/options/[id] for app/api/v1/options/[id]/route.ts. */
  path: string;
  methods: Partial<Record<HttpMethod, ApiOperation>>;
}
