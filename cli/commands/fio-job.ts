import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { recommendationFioJob, workloadFioJob } from "@/server/data/results/fio-jobs";
import { workloadSchema } from "@/lib/model";
import { formatIssuePath } from "@/lib/format/issue-path";
import { FIO_JOB_FORMATS, type FioJobFormat } from "@/lib/validations/fio-job";
import { PRESET_IDS, presetIdSchema, presetWorkload } from "@/lib/workloads";
import type { FioJobBundle } from "@/lib/workloads/fio-bundle";
import { FIO_JOB_VARIANTS, type FioJobVariant } from "@/lib/workloads/fio-job-plan";
import { InputProblem, parseCommandArgs, UsageError } from "../args";
import { EXIT_OK, type CliCommand, type CliIo } from "../command";
import { runWithUsage } from "../run-command";
import { withDatabase } from "../with-database";
import { readFailureReason } from "../read-failure";

const WORKLOAD_MAX_BYTES = 1024 * 1024;
const DEFAULT_SERVER = "http://localhost:3000";

const USAGE = `Usage: storage-advisor fio-job (--recommendation ID [--option KEY] | --preset ID | --workload FILE)
                              [--option ID] [--variant auto|full|scaled] [--format fio|sh|json]
                              [--server URL] [--out DIR]

Writes the fio job file that reproduces a workload (one job section per operation, the
directory read from $SA_FIO_DIR) and, with --format sh, the POSIX sh script that runs it
with --output-format=json+ and uploads the result linked to the recommendation and option.

  --recommendation ID  a saved recommendation (its /r/ID); --option picks a ranked option
                       by its key or option id (default: the first ranked)
  --preset ID          a named workload: ${PRESET_IDS.join(", ")}
  --workload FILE      a workload JSON file (as POST /api/v1/estimate takes it, bare)
  --option ID          with --preset/--workload: the catalog option the run is for (default parameters)
  --variant V          auto (default: scaled down and time-limited only when too big), full, scaled
  --format F           fio (default), sh, or json (both files and the plan)
  --server URL         where the script uploads (default ${DEFAULT_SERVER})
  --out DIR            write the job file and the script into DIR instead of printing

Exit status: 0 on success; 2 for a bad flag, file, workload, option or unknown recommendation;
1 when the database fails.`;

async function readWorkload(file: string) {
  let text: string;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error("not a regular file");
    if (info.size > WORKLOAD_MAX_BYTES)
      throw new Error(`${info.size} bytes, over the ${WORKLOAD_MAX_BYTES}-byte limit`);
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new InputProblem(`cannot read ${file}: ${readFailureReason(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InputProblem(`${file} is not JSON: ${(error as Error).message}`);
  }
  const body =
    json !== null && typeof json === "object" && "workload" in json ? (json as { workload: unknown }).workload : json;
  const parsed = workloadSchema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new InputProblem(
      `${file}: ${first ? `${formatIssuePath(first.path)}: ${first.message}` : "invalid workload"}`,
    );
  }
  return parsed.data;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string, fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`${flag} must be one of ${allowed.join(", ")}`);
  return value as T;
}

async function bundleFor(
  values: Record<string, string | boolean | undefined>,
  variant: FioJobVariant,
  server: string,
): Promise<FioJobBundle> {
  const option = values.option as string | undefined;
  if (typeof values.recommendation === "string") {
    const id = values.recommendation;
    return withDatabase((db) => recommendationFioJob(db, id, option, variant, server));
  }
  if (typeof values.preset === "string") {
    const preset = presetIdSchema.safeParse(values.preset);
    if (!preset.success) throw new InputProblem(preset.error.issues[0]?.message ?? "unknown preset");
    const workload = workloadSchema.parse(presetWorkload(preset.data));
    return workloadFioJob(
      workload,
      option === undefined ? undefined : { id: option },
      variant,
      server,
      `preset ${preset.data}`,
    );
  }
  const workload = await readWorkload(values.workload as string);
  return workloadFioJob(
    workload,
    option === undefined ? undefined : { id: option },
    variant,
    server,
    String(values.workload),
  );
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    recommendation: { type: "string" },
    preset: { type: "string" },
    workload: { type: "string" },
    option: { type: "string" },
    variant: { type: "string" },
    format: { type: "string" },
    server: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  const sources = [values.recommendation, values.preset, values.workload].filter((v) => v !== undefined);
  if (sources.length !== 1)
    throw new UsageError("give exactly one of --recommendation ID, --preset ID and --workload FILE");
  const variant = oneOf(values.variant, FIO_JOB_VARIANTS, "--variant", "auto");
  const format: FioJobFormat = oneOf(values.format, FIO_JOB_FORMATS, "--format", "fio");
  const server = values.server ?? DEFAULT_SERVER;
  if (!/^https?:\/\/[^\s'"]+$/.test(server)) throw new UsageError("--server must be an http(s) URL");

  const bundle = await bundleFor(values, variant, server.replace(/\/+$/, ""));
  if (values.out !== undefined) {
    await mkdir(values.out, { recursive: true });
    await writeFile(join(values.out, bundle.jobFile.fileName), bundle.jobFile.text);
    await writeFile(join(values.out, bundle.script.fileName), bundle.script.text, { mode: 0o755 });
    io.stdout(
      `Wrote ${join(values.out, bundle.jobFile.fileName)} and ${join(values.out, bundle.script.fileName)}${bundle.scaled ? ` (scaled to 1/${Math.round(1 / bundle.scale)})` : ""}.`,
    );
    return EXIT_OK;
  }
  if (format === "json") {
    const { plan, ...rest } = bundle;
    io.stdout(JSON.stringify({ ...rest, operations: plan.operations }, null, 2));
  } else {
    io.stdout((format === "sh" ? bundle.script : bundle.jobFile).text.replace(/\n$/, ""));
  }
  return EXIT_OK;
}

export const fioJobCommand: CliCommand = {
  name: "fio-job",
  summary:
    "Write the fio job file (and run-and-upload script) that measures a recommendation's or a workload's work on your storage.",
  usage: USAGE,
  run: runWithUsage("fio-job", USAGE, run, { plainFaults: true }),
};
