import { ApiError, validationError, withErrorContract } from "@/server/api/errors";
import { FIO_JOB_BODY_MAX_BYTES } from "@/server/api/body-limits";
import { readJsonLimited, requireJsonBody } from "@/server/api/multipart";
import { viewWorkload } from "@/lib/compare/workload";
import { workloadFioJob } from "@/server/data/results/fio-jobs";
import { workloadSchema } from "@/lib/model";
import { parseCompareSearch } from "@/lib/validations/compare";
import { fioJobBodySchema } from "@/lib/validations/fio-job";
import { fioJobResponse, readFioJobQuery, serverUrlOf } from "./respond";

export const dynamic = "force-dynamic";

/**
 * The fio job file for the workload of a /compare view: the page's own query plus
 * `option=<catalog id>` (optional, default parameters), `variant` and `format`.
 */
export const GET = withErrorContract(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const query = readFioJobQuery(params, true);
  const { view, issues } = parseCompareSearch(params);
  if (issues.length > 0) throw new ApiError("invalid_workload", issues.join(" "), "workload");
  const described = viewWorkload(view);
  const workload = workloadSchema.safeParse(described.input);
  if (!workload.success) throw validationError(workload.error);
  const option = query.option === undefined ? undefined : { id: query.option };
  return fioJobResponse(
    workloadFioJob(workload.data, option, query.variant, serverUrlOf(request), described.label),
    query.format,
  );
});

/** The fio job file for a workload: `{workload, option?: {id, params}, variant?, format?}`. */
export const POST = withErrorContract(async (request: Request) => {
  requireJsonBody(request, "the fio job request");
  const body = await readJsonLimited(request, {
    maxBytes: FIO_JOB_BODY_MAX_BYTES,
    what: "A fio job request",
    statedLimitBytes: FIO_JOB_BODY_MAX_BYTES,
  });
  const parsed = fioJobBodySchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { workload, option, variant, format } = parsed.data;
  return fioJobResponse(workloadFioJob(workload, option, variant, serverUrlOf(request), "workload"), format);
});
