import { NextResponse } from "next/server";
import { ApiError, validationError } from "@/server/api/errors";
import { publicBase } from "@/server/api/public-url";
import { getEnv } from "@/server/env";
import { fioJobQuerySchema, FIO_JOB_QUERY_KEYS, type FioJobFormat, type FioJobQuery } from "@/lib/validations/fio-job";
import type { FioJobBundle } from "@/lib/workloads/fio-bundle";

/** Shared by the fio job routes: reading `option`, `variant`, `format` and answering in that format. */

/** The fio job parameters of a query; `allowOthers` leaves the rest (a /compare view) to the caller. */
export function readFioJobQuery(params: URLSearchParams, allowOthers: boolean): FioJobQuery {
  const raw: Record<string, string> = {};
  for (const [name, value] of params) {
    if ((FIO_JOB_QUERY_KEYS as readonly string[]).includes(name)) raw[name] = value;
    else if (!allowOthers)
      throw new ApiError(
        "invalid_request",
        `Unknown query parameter "${name}"; use ${FIO_JOB_QUERY_KEYS.join(", ")}.`,
        name,
      );
  }
  const parsed = fioJobQuerySchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * The app's address as the client should reach it, which is where its script should
 * upload: PUBLIC_URL when set, else the Host the client sent (X-Forwarded-Host/-Proto
 * behind a TRUST_PROXY proxy), never Next's bind address. The same rule as share links
 * (server/api/public-url.ts).
 */
export function serverUrlOf(request: Request): string {
  return publicBase(request, getEnv());
}

export function fioJobResponse(bundle: FioJobBundle, format: FioJobFormat): Response {
  if (format === "json") {
    const { plan, ...rest } = bundle;
    return NextResponse.json({ ...rest, operations: plan.operations });
  }
  const file = format === "sh" ? bundle.script : bundle.jobFile;
  return new Response(file.text, {
    headers: {
      "Content-Type": format === "sh" ? "text/x-shellscript; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
    },
  });
}
