import { withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";
import { recommendationFioJob } from "@/server/data/results/fio-jobs";
import { fioJobResponse, readFioJobQuery, serverUrlOf } from "../../../fio-job/respond";

export const dynamic = "force-dynamic";

/**
 * The fio job file that measures a saved recommendation's workload on one of its ranked
 * options: `?option=<ranked key or option id>` (default: the first),
 * `variant=auto|full|scaled`, `format=fio|sh|json` (the job file, the run-and-upload
 * script, or both as JSON).
 */
export const GET = withErrorContract(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const query = readFioJobQuery(new URL(request.url).searchParams, false);
  return fioJobResponse(
    await recommendationFioJob(getDb(), id, query.option, query.variant, serverUrlOf(request)),
    query.format,
  );
});
