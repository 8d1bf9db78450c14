import { stat } from "node:fs/promises";
import { readFileCapped } from "../read-capped";
import { basename } from "node:path";
import { analyseMetricsFiles, importMetrics, MetricsImportError } from "@/server/data/metrics/metrics";
import { METRICS_FILE_MAX_BYTES, parseMetricsFiles, type MetricsAnalysis, type MetricsFile } from "@/lib/metrics";
import { formatRate, formatUsd } from "@/lib/format";
import { metricsImportFieldsSchema } from "@/lib/validations/metrics";
import { MIB_BYTES } from "@/lib/units";
import { InputProblem, parseCommandArgs, UsageError } from "../args";
import { runWithUsage } from "../run-command";
import { EXIT_OK, type CliCommand, type CliIo } from "../command";
import { withDatabase } from "../with-database";
import { readFailureReason } from "../read-failure";

const USAGE = `Usage: storage-advisor import-metrics FILE... [--region R] [--stored-gib N] [--name NAME] [--sharing S] [--access A] [--save] [--json]

Reads CloudWatch metrics of one EFS file system, EBS volume or FSx file system: the JSON
that \`aws cloudwatch get-metric-data\` or \`get-metric-statistics\` prints, or the console's
CSV download (formats: fixtures/cloudwatch/README.md). Derives the workload, replays the
observed hours on every storage option (cost, hours it could not keep up) and forecasts
when burst credits run out.

  --region R       the prices' region (default us-east-1)
  --stored-gib N   the stored size; needed for EBS and FSx, whose metrics carry none
  --name NAME      the saved workload's name (with --save)
  --sharing S      who used it: single (one instance), nfs (Linux instances) or smb
                   (Windows clients); default from the service (EFS and FSx shared over
                   NFS, EBS one instance). Only options that could serve them are replayed
  --access A       how the data is read and written: sequential or random; default from
                   the average request size (under 64 KiB counts as random)
  --save           save the derived workload: it then opens in /compare, the wizard and
                   GET /api/v1/workloads/ID
  --json           print the whole analysis as JSON (default: a summary)

Exit status: 0 done; 2 when a file cannot be used (the message names the metric and the
position), or a flag is wrong. A refused import stores nothing.`;

async function readFiles(paths: string[]): Promise<MetricsFile[]> {
  const files: MetricsFile[] = [];
  for (const path of paths) {
    try {
      const info = await stat(path);
      if (info.isDirectory()) throw new InputProblem(`cannot read ${path}: it is a directory`);
      // Refused before reading: a huge file never enters memory.
      if (info.size > METRICS_FILE_MAX_BYTES)
        throw new InputProblem(
          `${path}: too_large: ${(info.size / MIB_BYTES).toFixed(1)} MiB, over the ${METRICS_FILE_MAX_BYTES / MIB_BYTES} MiB a metrics file may have.`,
        );
      files.push({ name: basename(path), bytes: await readFileCapped(path, METRICS_FILE_MAX_BYTES) });
    } catch (error) {
      if (error instanceof InputProblem) throw error;
      throw new InputProblem(`cannot read ${path}: ${readFailureReason(error)}`);
    }
  }
  return files;
}

function summary(
  a: MetricsAnalysis,
  saved: { id: string; name: string; links: Record<string, string> } | null,
): string {
  const lines = [
    `${a.system.toUpperCase()} metrics ${a.period.start} to ${a.period.end} (${a.period.hours} hours); prices ${a.priceSnapshot}`,
  ];
  if (a.derived.peak)
    lines.push(
      `Peak hour ${a.derived.peak.at}: ${formatRate(a.derived.peak.bytesPerSecond)}; reads ${a.derived.readShare === null ? "-" : `${Math.round(a.derived.readShare * 100)}%`} of bytes`,
    );
  for (const op of a.workload.operations)
    lines.push(
      `  ${op.name}: ${op.fileCount} x ${op.fileSizeBytes} B, ${op.timesPerDay}/day, requests ${op.ioSizeBytes} B ${op.access}`,
    );
  lines.push("", "Replay (cheapest first; hours over what the option permits):");
  const rows = a.options
    .filter((o) => o.feasible && o.periodCostUsd !== null)
    .sort((x, y) => x.periodCostUsd! - y.periodCostUsd!);
  for (const o of rows)
    lines.push(
      `  ${o.optionId.padEnd(32)} ${formatUsd(o.periodCostUsd!).padStart(11)}  ${String(o.exceededHours).padStart(5)} h over  ${o.binding}`,
    );
  lines.push(
    "",
    a.cheapest
      ? `Cheapest that kept up: ${a.cheapest.optionId} (${formatUsd(a.cheapest.periodCostUsd)} for the period)`
      : "No option kept up every hour.",
  );
  if (a.cheapestSameService && a.cheapestSameService.optionId !== a.cheapest?.optionId)
    lines.push(
      `Cheapest ${a.system.toUpperCase()} option that kept up: ${a.cheapestSameService.optionId} (${formatUsd(a.cheapestSameService.periodCostUsd)})`,
    );
  const forecasts = a.forecasts.filter((f) => f.runsOutAt !== null);
  lines.push(
    ...(forecasts.length ? ["", "Credits run out:"] : []),
    ...forecasts.map(
      (f) =>
        `  ${f.optionId} ${f.bucket}: ${f.runsOutAt} (${f.daysFromEnd} days after the data; from the ${f.balanceSource} balance)`,
    ),
  );
  if (a.notes.length) lines.push("", "Notes:", ...a.notes.map((n) => `  ${n}`));
  if (saved)
    lines.push(
      "",
      `Saved as "${saved.name}" (${saved.id}): ${saved.links.compare}`,
      `  wizard: ${saved.links.wizard}`,
      `  API: ${saved.links.api}`,
    );
  return lines.join("\n");
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    region: { type: "string" },
    "stored-gib": { type: "string" },
    name: { type: "string" },
    sharing: { type: "string" },
    access: { type: "string" },
    save: { type: "boolean" },
    json: { type: "boolean" },
  });
  if (positionals.length === 0) throw new UsageError("give at least one FILE");
  const fields = metricsImportFieldsSchema.safeParse({
    region: values.region,
    storedGiB: values["stored-gib"],
    name: values.name,
    sharing: values.sharing,
    access: values.access,
  });
  if (!fields.success) throw new UsageError(fields.error.issues.map((i) => i.message).join("; "));
  const files = await readFiles(positionals);
  // Checked before the database is opened: a bad file needs no connection.
  const parsed = parseMetricsFiles(files);
  if (!parsed.ok) throw new InputProblem(`${parsed.error.code}: ${parsed.error.message}`);
  const request = { files, ...fields.data };
  try {
    if (values.save) {
      const saved = await withDatabase((db) => importMetrics(db, request));
      io.stdout(values.json ? `${JSON.stringify(saved, null, 2)}\n` : `${summary(saved.analysis, saved)}\n`);
    } else {
      const analysis = await withDatabase((db) => analyseMetricsFiles(db, request));
      io.stdout(values.json ? `${JSON.stringify(analysis, null, 2)}\n` : `${summary(analysis, null)}\n`);
    }
    return EXIT_OK;
  } catch (error) {
    // No prices for the Region is the user's input too: cli/run-command.ts prints it, exit 2.
    if (error instanceof MetricsImportError) throw new InputProblem(`${error.issue.code}: ${error.issue.message}`);
    throw error;
  }
}

export const importMetricsCommand: CliCommand = {
  name: "import-metrics",
  summary: "Import CloudWatch metrics (EFS, EBS, FSx): derived workload, replay on every option, credit forecast.",
  usage: USAGE,
  run: runWithUsage("import-metrics", USAGE, run),
};
