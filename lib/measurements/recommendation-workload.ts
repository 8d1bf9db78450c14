import type { AdvisorResult, RankedOption } from "@/lib/advisor";
import { workloadSchema, type Workload } from "@/lib/model";

/**
 * The workload behind a saved recommendation (its plan: one node's storage and day of
 * work) and the ranked option a job file or an upload names.
 */

export function recommendationWorkload(result: Pick<AdvisorResult, "plan" | "region">): Workload {
  const { plan } = result;
  // busyHour marks the advisor's busiest-hour run (issue 14); the model's workload has no such key.
  const operations = plan.operations.map(({ busyHour: _busyHour, ...op }) => op);
  return workloadSchema.parse({
    region: result.region,
    storedBytes: plan.storedBytesPerNode,
    days: plan.days,
    clients: plan.clients,
    operations,
  });
}

/** Params compared as canonical JSON: key order does not matter. */
export function sameParams(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const canon = (p: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(p)
        .sort()
        .map((k) => [k, p[k]]),
    );
  return canon(a) === canon(b);
}

export type RankedChoice = { ok: true; option: RankedOption } | { ok: false; message: string };

function listed(ranking: readonly RankedOption[]): string {
  return ranking.map((o) => `${o.key} (${o.optionId} ${JSON.stringify(o.params)})`).join(", ");
}

/** A ranked option by its key ("ebs-gp3@throughput") or by its option id when only one ranked entry has it. */
export function findRankedByKey(ranking: readonly RankedOption[], option: string): RankedChoice {
  const byKey = ranking.find((o) => o.key === option);
  if (byKey) return { ok: true, option: byKey };
  const byId = ranking.filter((o) => o.optionId === option);
  if (byId.length === 1) return { ok: true, option: byId[0]! };
  if (byId.length > 1)
    return {
      ok: false,
      message: `The recommendation ranked ${option} more than once; name one by its key: ${byId.map((o) => o.key).join(", ")}.`,
    };
  return {
    ok: false,
    message: `The recommendation did not rank ${JSON.stringify(option.slice(0, 100))}. It ranked: ${listed(ranking)}.`,
  };
}

/** The ranked option an upload ran on: its option id and, when the id is ranked more than once, its params. */
export function findRankedByParams(
  ranking: readonly RankedOption[],
  optionId: string,
  params: Record<string, unknown> | undefined,
): RankedChoice {
  const sameId = ranking.filter((o) => o.optionId === optionId);
  if (sameId.length === 0)
    return {
      ok: false,
      message: `The recommendation did not rank ${JSON.stringify(optionId.slice(0, 100))}. It ranked: ${listed(ranking)}.`,
    };
  if (params === undefined) {
    if (sameId.length === 1) return { ok: true, option: sameId[0]! };
    return {
      ok: false,
      message: `The recommendation ranked ${optionId} with different parameters; send optionParams of the one you ran: ${listed(sameId)}.`,
    };
  }
  const match = sameId.find((o) => sameParams(o.params, params));
  if (match) return { ok: true, option: match };
  return {
    ok: false,
    message: `The recommendation did not rank ${optionId} with ${JSON.stringify(params)}. It ranked: ${listed(sameId)}.`,
  };
}
