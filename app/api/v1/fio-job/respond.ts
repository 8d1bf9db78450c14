import { NextResponse } from "next/server";
import { ApiError, validationError } from "@/lib/api/errors";
import { FioJobInputError } from "@/lib/data/fio-jobs";
import { fioJobQuerySchema, FIO_JOB_QUERY_KEYS, type FioJobFormat, type FioJobQuery } from "@/lib/validations/fio-job";
import type { FioJobBundle } from "@/lib/workloads/fio-bundle";

/** Shared by the fio job routes: reading `option`, `variant`, `format` and answering in that format. */

/** The fio job parameters of a query; `allowOthers` leaves the rest (a /compare view) to the caller. */
export function readFioJobQuery(params: URLSearchParams, allowOthers: boolean): FioJobQuery {
  const raw: Record<string, string> = {};
  for (const [name, value] of params) {
    if ((FIO_JOB_QUERY_KEYS as readonly string[]).includes(name)) raw[name] = value;
    else if (!allowOthers) throw new ApiError("invalid_request", `Unknown query parameter "${name}"; use ${FIO_JOB_QUERY_KEYS.join(", ")}.`, name);
  }
  const parsed = fioJobQuerySchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A Host header value: a name or address and a port, nothing a shell or URL could misread. */
const HOST_PATTERN = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/**
 * The app's origin as the client reached it, which is where its script should upload:
 * the Host header the client sent (Next.js rebuilds request.url from its own bind
 * address). It only shapes the file served back to that same client.
 */
export function serverUrlOf(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("host");
  return host !== null && HOST_PATTERN.test(host) ? `${url.protocol}//${host}` : url.origin;
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

export function asApiError(error: unknown): never {
  if (error instanceof FioJobInputError) throw new ApiError(error.code, error.message, error.path);
  throw error;
}
