import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { formatDuration, formatUsd } from "@/lib/format";
import type { MigrationPlan } from "@/lib/projection/migration";
import { migrationRequestSchema, type MigrationRequest } from "@/lib/validations/projection";
import { parseCommandArgs, UsageError } from "../args";
import { EXIT_OK, type CliCommand, type CliIo } from "../command";
import { readJsonRequest } from "../read-json-request";
import { onRequestedPrices } from "../price-book";
import { runWithUsage } from "../run-command";

const USAGE = `Usage: storage-advisor migrate-plan --input FILE [--snapshot ID] [--table]

Plans moving a data set from one storage option to another: how long the copy takes
(DataSync or parallel copies; the source's reads and burst credits, the target's writes,
the copier's ceiling), a final incremental pass for the cutover, what it costs and the month
it pays for itself. Prints the same JSON document as POST /api/v1/migrations.

  --input FILE      the request as JSON: source {id, params}, target {id, params}, dataGiB,
                    fileSizeBytes, method (datasync|parallel-copy), instances, instanceType,
                    threads, dailyChangePct, region (example: fixtures/migrations/efs-to-lustre.json)
  --snapshot ID     price snapshot (default: the newest covering the region; ${BUNDLED_SNAPSHOT.id}
                    and the default before any database exists open no database)
  --table           the plan in words instead of JSON

Exit status: 0 on success; 2 when the file cannot be read or is not a valid request.`;

const seconds = (value: number | null) => (value === null ? "not estimated" : formatDuration(value));

function words(p: MigrationPlan): string {
  const out = [p.summary, ""];
  if (p.copySeconds === null) return [p.summary, ...p.issues].join("\n");
  out.push(
    `Source ${p.source.optionId}: reads in ${seconds(p.source.seconds)}, held by ${p.source.bottleneck}${p.source.credits ? `; ${p.source.credits}` : ""}.`,
  );
  out.push(
    `Target ${p.target.optionId}: writes in ${seconds(p.target.seconds)}, held by ${p.target.bottleneck}${p.target.credits ? `; ${p.target.credits}` : ""}.`,
  );
  out.push(`Copier: ${seconds(p.copierSeconds)} at ${p.copierLimit}.`, "");
  for (const l of p.cost.lines)
    out.push(`${formatUsd(l.usd).padStart(12)}  ${l.item}${l.unconfirmed ? " (unconfirmed)" : ""}`);
  out.push(
    `${formatUsd(p.cost.totalUsd).padStart(12)}  in all; ${formatUsd(p.monthly.sourceUsd)} a month today, ${formatUsd(p.monthly.targetUsd)} after`,
  );
  if (p.issues.length > 0) out.push("", ...p.issues);
  return out.join("\n");
}

async function answer(request: MigrationRequest): Promise<MigrationPlan> {
  const { migrationOnBook } = await import("@/server/data/recommendations/projections");
  return onRequestedPrices(request, (book) => migrationOnBook(request, book));
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    input: { type: "string" },
    snapshot: { type: "string" },
    table: { type: "boolean" },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  if (values.input === undefined) throw new UsageError("give the request with --input FILE");
  const request = await readJsonRequest(values.input, migrationRequestSchema);
  const plan = await answer(values.snapshot ? { ...request, snapshotId: values.snapshot } : request);
  io.stdout(values.table ? `${words(plan)}\n` : `${JSON.stringify(plan, null, 2)}\n`);
  return EXIT_OK;
}

export const migratePlanCommand: CliCommand = {
  name: "migrate-plan",
  summary: "Plan moving data from one storage option to another: copy time, what holds it, cost, payback.",
  usage: USAGE,
  run: runWithUsage("migrate-plan", USAGE, run),
};
