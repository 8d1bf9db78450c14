import { stat } from "node:fs/promises";
import { readFileCapped } from "../read-capped";
import {
  EstimateInputError,
  estimateOnBook,
  NoPricesError,
  parseEstimateRequest,
  type EstimateRequest,
  type EstimateResponse,
} from "@/server/data/prices/estimate-book";
import type { RegionEstimatesResponse } from "@/server/data/recommendations/estimates";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";
import { noDatabaseYet } from "../no-database-yet";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "@/lib/pricing/bundled";
import { formatDuration, formatUsd } from "@/lib/format";
import { workloadSchema } from "@/lib/model";
import { formatIssuePath } from "@/lib/format/issue-path";
import {
  documentPath,
  parseEstimateDocument,
  PRESET_IDS,
  presetIdSchema,
  presetWorkload,
  type EstimateDocument,
} from "@/lib/workloads";
import { InputProblem, parseCommandArgs, UsageError } from "../args";
import { runWithUsage } from "../run-command";
import { EXIT_OK, type CliCommand, type CliIo } from "../command";
import { readFailureReason } from "../read-failure";

/** The same bound as the HTTP API's body: a real workload is a few kB. */
const WORKLOAD_MAX_BYTES = 1024 * 1024;

const USAGE = `Usage: storage-advisor estimate (--workload FILE | --preset ID) [--snapshot ID] [--regions all|R1,R2] [--table]

Estimates the monthly cost and daily duration of a workload on every storage option (or
on the options the workload lists) and prints the same JSON document as
POST /api/v1/estimate.

  --workload FILE   a workload JSON file, bare or as {workload, snapshotId?, options?}
                    (examples: fixtures/workloads/)
  --preset ID       a named workload instead: ${PRESET_IDS.join(", ")}
  --snapshot ID     price snapshot to use (default: the newest covering the region)
                    ${BUNDLED_SNAPSHOT.id} (the bundled prices) opens no database; neither
                    does the default while there is no database to hold another
                    (no DATABASE_URL and no embedded database yet)
  --regions LIST    the same workload in each region ("all": every region the prices
                    cover), cheapest region first, as POST /api/v1/estimate with regions
  --table           a table for people instead of JSON: option, monthly cost,
                    duration per day, bottleneck; cheapest first
  --json            JSON output (the default)

Exit status: 0 on success; 2 when the file cannot be read or the workload, the snapshot
or the region is not usable (the reason and the field's path on stderr).`;

async function readDocument(file: string): Promise<EstimateDocument> {
  let text: string;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error("it is a directory"), { code: "EISDIR" });
    if (info.size > WORKLOAD_MAX_BYTES)
      throw new Error(`the file is ${info.size} bytes, over the ${WORKLOAD_MAX_BYTES}-byte limit`);
    text = (await readFileCapped(file, WORKLOAD_MAX_BYTES)).toString("utf8");
  } catch (error) {
    throw new InputProblem(`cannot read ${file}: ${readFailureReason(error)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputProblem(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  const parsed = parseEstimateDocument(body);
  if (!parsed.ok)
    throw new InputProblem(`${file}: ${parsed.issue.path ? `${parsed.issue.path}: ` : ""}${parsed.issue.message}`);
  // Checked before the database is opened: a bad file needs no connection.
  const workload = workloadSchema.safeParse(parsed.document.workload);
  if (!workload.success) {
    const first = workload.error.issues[0];
    const path = documentPath(parsed.document.form, first ? formatIssuePath(first.path) : "");
    throw new InputProblem(`${file}: ${path ? `${path}: ` : ""}${first?.message ?? "invalid workload"}`);
  }
  return parsed.document;
}

function presetDocument(id: string): EstimateDocument {
  const preset = presetIdSchema.safeParse(id);
  if (!preset.success) throw new InputProblem(preset.error.issues[0]?.message ?? `unknown preset ${id}`);
  return { form: "workload", workload: presetWorkload(preset.data) };
}

function parseRegions(
  value: string | undefined,
  fromDocument: EstimateDocument["regions"],
): "all" | string[] | undefined {
  if (value === undefined) return fromDocument;
  if (value.trim() === "all") return "all";
  const list = [
    ...new Set(
      value
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
  const bad = list.find((r) => !REGION_CODE_PATTERN.test(r));
  if (list.length === 0 || bad !== undefined)
    throw new UsageError(
      `--regions takes "all" or region codes separated by commas (such as us-east-1,eu-west-1)${bad ? `, not ${bad}` : ""}`,
    );
  return list;
}

/** One line per region, cheapest first. */
function regionsTable(response: RegionEstimatesResponse): string {
  const out = [
    `The same workload in ${response.regions.length} regions, cheapest first; model ${response.modelVersion}`,
    "",
  ];
  for (const r of response.regions) {
    const best = r.cheapest
      ? `${r.cheapest.optionId}  ${formatUsd(r.cheapest.monthlyCostUsd)} a month`
      : "nothing fully priced";
    out.push(`${r.region.padEnd(16)}${best}  (prices ${r.pricesSnapshot.id}, as of ${r.pricesSnapshot.asOf})`);
  }
  if (response.missing.length > 0)
    out.push("", "Not compared:", ...response.missing.map((m) => `  ${m.region}: ${m.message}`));
  return out.join("\n");
}

/** Cheapest first; options that cannot run the workload last, with the reason. */
function estimateTable(response: EstimateResponse): string {
  const { pricesSnapshot, region, days, modelVersion } = response;
  // Partly priced options (a price missing from the snapshot) after the fully priced ones: their sum is only a floor.
  const feasible = response.results
    .filter((r) => r.feasible)
    .sort((a, b) => Number(!a.priced) - Number(!b.priced) || a.monthlyCostUsd.total - b.monthlyCostUsd.total);
  const rows = feasible.map((r) => [
    r.optionId,
    `${formatUsd(r.monthlyCostUsd.total)}${r.priced ? "" : " *"}`,
    Number.isFinite(r.durationSecondsPerDay) ? formatDuration(r.durationSecondsPerDay) : "never finishes",
    r.bottleneck,
  ]);
  const header = ["option", "monthly", "duration/day", "bottleneck"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 1 || i === 2
          ? cell.padStart(widths[i] ?? 0)
          : i === cells.length - 1
            ? cell
            : cell.padEnd(widths[i] ?? 0),
      )
      .join("  ");
  const out = [
    `Prices ${pricesSnapshot.id} (as of ${pricesSnapshot.asOf}), ${region}; ${days} days; model ${modelVersion}`,
    "",
    line(header),
    ...rows.map(line),
  ];
  if (feasible.some((r) => !r.priced))
    out.push(
      "",
      "* some prices are missing from the snapshot: the cost leaves them out, so it is a floor (see missingPriceKeys in --json).",
    );
  const infeasible = response.results.filter((r) => !r.feasible);
  if (infeasible.length > 0)
    out.push("", "Cannot run this workload:", ...infeasible.map((r) => `  ${r.optionId}: ${r.infeasibleReason ?? ""}`));
  return out.join("\n");
}

async function problemOf(error: unknown, document: EstimateDocument, origin: string): Promise<string | null> {
  if (error instanceof EstimateInputError) {
    const path = documentPath(document.form, error.issue.path);
    return `${origin}: ${path ? `${path}: ` : ""}${error.issue.message} (${error.issue.code})`;
  }
  if (error instanceof NoPricesError) return error.message;
  const { SnapshotNotFoundError } = await import("@/server/data/prices/price-snapshots");
  if (error instanceof SnapshotNotFoundError) return error.message;
  return null;
}

/**
 * The bundled snapshot answers without a database when it is asked for by id, or when no
 * database could hold a newer one (no DATABASE_URL, no embedded database created yet):
 * the CLI then starts in well under a second. Null: ask the database.
 */
function bundledAnswer(request: EstimateRequest): EstimateResponse | null {
  if (request.snapshotId !== BUNDLED_SNAPSHOT.id && !(request.snapshotId === undefined && noDatabaseYet())) return null;
  const input = parseEstimateRequest(request);
  const book = bundledPriceBook(input.workload.region);
  return book === null ? null : estimateOnBook(input, book);
}

async function regionsAnswer(
  request: EstimateRequest & { regions: "all" | string[] },
): Promise<RegionEstimatesResponse> {
  const [{ withDatabase }, { runRegionEstimates }] = await Promise.all([
    import("../with-database"),
    import("@/server/data/recommendations/estimates"),
  ]);
  return withDatabase((db) => runRegionEstimates(db, request));
}

/** Everything that touches the database loads only when needed: the client takes a while to load. */
async function databaseAnswer(request: EstimateRequest): Promise<EstimateResponse> {
  const [{ withDatabase }, { runEstimate }] = await Promise.all([
    import("../with-database"),
    import("@/server/data/recommendations/estimates"),
  ]);
  return withDatabase((db) => runEstimate(db, request));
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    workload: { type: "string" },
    preset: { type: "string" },
    snapshot: { type: "string" },
    table: { type: "boolean" },
    json: { type: "boolean" },
    regions: { type: "string" },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  if ((values.workload === undefined) === (values.preset === undefined))
    throw new UsageError("give exactly one of --workload FILE and --preset ID");
  if (values.table && values.json) throw new UsageError("--table and --json exclude each other");

  const origin = values.workload ?? `preset ${values.preset}`;
  const document =
    values.workload !== undefined ? await readDocument(values.workload) : presetDocument(values.preset ?? "");
  const snapshotId = values.snapshot ?? document.snapshotId;
  const regions = parseRegions(values.regions, document.regions);
  try {
    const request: EstimateRequest = {
      workload: document.workload,
      options: document.options,
      ...(snapshotId ? { snapshotId } : {}),
    };
    if (regions !== undefined) {
      const response = await regionsAnswer({ ...request, regions });
      io.stdout(values.table ? `${regionsTable(response)}\n` : `${JSON.stringify(response, null, 2)}\n`);
      return EXIT_OK;
    }
    const response = bundledAnswer(request) ?? (await databaseAnswer(request));
    io.stdout(values.table ? `${estimateTable(response)}\n` : `${JSON.stringify(response, null, 2)}\n`);
    return EXIT_OK;
  } catch (error) {
    const problem = await problemOf(error, document, origin);
    if (problem === null) throw error;
    throw new InputProblem(problem);
  }
}

export const estimateCommand: CliCommand = {
  name: "estimate",
  summary: "Estimate a workload's monthly cost and daily duration on each storage option (JSON or --table).",
  usage: USAGE,
  run: runWithUsage("estimate", USAGE, run),
};
