import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { formatUsd } from "@/lib/format";
import type { Projection } from "@/lib/projection/types";
import { projectionRequestSchema, type ProjectionRequest } from "@/lib/validations/projection";
import { parseCommandArgs, UsageError } from "../args";
import { EXIT_OK, type CliCommand, type CliIo } from "../command";
import { readJsonRequest } from "../read-json-request";
import { onRequestedPrices } from "../price-book";
import { runWithUsage } from "../run-command";

const USAGE = `Usage: storage-advisor project --input FILE [--snapshot ID] [--table]

Projects a data set that grows and cools, month by month, under each storage policy (S3
Standard, S3 lifecycle rules, S3 Intelligent-Tiering, EFS lifecycle to IA and Archive) and
prints the same JSON document as POST /api/v1/projections.

  --input FILE      the request as JSON: storedGiB, months (1-60), writtenGiBPerMonth,
                    objectBytes, retentionDays, access {within7, within30, within90,
                    within365} (shares of the bytes last read within those days),
                    coldReadGiBPerMonth, coldReadNeed (milliseconds|hours), region
                    (example: fixtures/projections/team-share.json)
  --snapshot ID     price snapshot (default: the newest covering the region; ${BUNDLED_SNAPSHOT.id}
                    and the default before any database exists open no database)
  --table           each policy's total, cheapest first, instead of JSON

Exit status: 0 on success; 2 when the file cannot be read or is not a valid request.`;

function table(p: Projection): string {
  const rows = [...p.policies].sort((a, b) => a.totalUsd - b.totalUsd);
  const width = Math.max(...rows.map((r) => r.label.length));
  const out = [
    `Prices ${p.priceSnapshot.id} (as of ${p.priceSnapshot.asOf}), ${p.region}; ${p.months} months`,
    "",
    p.summary,
    "",
  ];
  for (const r of rows) {
    const mark = r.key === p.cheapestKey ? "*" : " ";
    const flags = [
      r.meetsColdReadNeed ? null : "cold reads too slow",
      r.missingPriceKeys.length > 0 ? `no price for ${r.missingPriceKeys.join(", ")}` : null,
    ]
      .filter(Boolean)
      .join("; ");
    out.push(`${mark} ${r.label.padEnd(width)}  ${formatUsd(r.totalUsd).padStart(12)}${flags ? `  (${flags})` : ""}`);
  }
  return out.join("\n");
}

async function answer(request: ProjectionRequest): Promise<Projection> {
  const { projectionOnBook } = await import("@/server/data/recommendations/projections");
  return onRequestedPrices(request, (book) => projectionOnBook(request, book));
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    input: { type: "string" },
    snapshot: { type: "string" },
    table: { type: "boolean" },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  if (values.input === undefined) throw new UsageError("give the request with --input FILE");
  const request = await readJsonRequest(values.input, projectionRequestSchema);
  const projection = await answer(values.snapshot ? { ...request, snapshotId: values.snapshot } : request);
  io.stdout(values.table ? `${table(projection)}\n` : `${JSON.stringify(projection, null, 2)}\n`);
  return EXIT_OK;
}

export const projectCommand: CliCommand = {
  name: "project",
  summary:
    "Project a data set's bill month by month under each tiering policy (S3 lifecycle, Intelligent-Tiering, EFS lifecycle).",
  usage: USAGE,
  run: runWithUsage("project", USAGE, run),
};
