import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { FIO_MAX_BYTES } from "@/lib/fio";
import { resultLabelsSchema, type ResultLabels } from "@/lib/validations/results";
import { isAppError } from "@/lib/errors/app-error";
import { InputProblem, parseCommandArgs } from "../args";
import { reportCliError } from "../run-command";
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliCommand, type CliIo } from "../command";
import { readFailureReason } from "../read-failure";

const DEFAULT_URL = "http://localhost:3000";
/** A 25 MiB upload over a slow link plus parsing; beyond this something is wrong. */
const REQUEST_TIMEOUT_MS = 120_000;

const USAGE = `Usage: storage-advisor upload FILE [FILE...] [options]

Uploads fio JSON / json+ result files to a Storage Advisor server through its HTTP API
(POST /api/v1/results), so it works against any deployment, e.g. from a CI pipeline.
For each file it prints the result's URL and its owner token. The token is shown once:
keep it, it is needed to delete the result (DELETE /api/v1/results/ID with
"Authorization: Bearer TOKEN"). A file uploaded before is recognised and not stored
twice (no new token).

Options:
  --url URL              server address (default ${DEFAULT_URL})
  --option ID            storage option the test ran on: a catalog id (ebs-gp3,
                         efs-standard-elastic, ...) or "other"
  --option-params JSON   its configuration, e.g. '{"iops": 6000, "throughputMiBps": 500}'
  --other TEXT           what the storage was, with --option other
  --region R             AWS region, e.g. us-east-2
  --instance-type T      EC2 instance type of the client, e.g. c5n.18xlarge
  --notes TEXT           free text shown with the result
  --recommendation ID    the saved recommendation (/r/ID) this run measured; needs --option
                         (and --option-params when it ranked that option more than once)
  --json                 print one JSON array with an entry per file

Exit status: 0 when every file was stored (or was already there); 2 when a file was
rejected (the server's reason on stderr) or an option is wrong; 1 when the server could
not be reached or failed.`;

const OPTIONS = {
  url: { type: "string" },
  option: { type: "string" },
  "option-params": { type: "string" },
  other: { type: "string" },
  region: { type: "string" },
  "instance-type": { type: "string" },
  notes: { type: "string" },
  recommendation: { type: "string" },
  json: { type: "boolean" },
} as const;

export type UploadFileOutcome =
  | { file: string; status: "created"; id: string; url: string; ownerToken: string }
  | { file: string; status: "duplicate"; id: string; url: string }
  | { file: string; status: "rejected"; code: string; message: string }
  | { file: string; status: "failed"; message: string };

function labelsFrom(values: { [K in keyof typeof OPTIONS]?: string | boolean }): ResultLabels {
  let optionParams: unknown;
  if (typeof values["option-params"] === "string") {
    try {
      optionParams = JSON.parse(values["option-params"]);
    } catch {
      throw new InputProblem(`--option-params must be a JSON object, e.g. '{"throughputMiBps": 250}'`);
    }
  }
  const parsed = resultLabelsSchema.safeParse({
    optionId: values.option,
    optionParams,
    otherOption: values.other,
    region: values.region,
    instanceType: values["instance-type"],
    notes: values.notes,
    recommendationId: values.recommendation,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputProblem(`${issue?.path.join(".") || "labels"}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

function endpointFor(url: string): URL {
  let base: URL;
  try {
    base = new URL(url.endsWith("/") ? url : `${url}/`);
  } catch {
    throw new InputProblem(`--url ${JSON.stringify(url)} is not a URL (e.g. ${DEFAULT_URL})`);
  }
  if (base.protocol !== "http:" && base.protocol !== "https:")
    throw new InputProblem(`--url must be http:// or https://, not ${base.protocol}`);
  return new URL("api/v1/results", base);
}

function formFor(file: string, bytes: Uint8Array<ArrayBuffer>, labels: ResultLabels): FormData {
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "application/json" }), basename(file));
  for (const [name, value] of Object.entries(labels)) {
    if (value === undefined) continue;
    form.set(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  return form;
}

async function uploadOne(file: string, endpoint: URL, labels: ResultLabels): Promise<UploadFileOutcome> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const info = await stat(file);
    if (!info.isFile()) return { file, status: "rejected", code: "not_a_file", message: "not a regular file" };
    // Refused here so a file the server would refuse is not sent at all.
    if (info.size > FIO_MAX_BYTES)
      return {
        file,
        status: "rejected",
        code: "too_large",
        message: `${info.size} bytes, over the ${FIO_MAX_BYTES / 1024 / 1024} MiB limit`,
      };
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    return { file, status: "rejected", code: "unreadable", message: readFailureReason(error) };
  }

  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      body: formFor(file, bytes, labels),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      file,
      status: "failed",
      message: `cannot reach ${endpoint.origin}${cause ? ` (${cause})` : ""}: ${(error as Error).message}`,
    };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const resultUrl = typeof body?.url === "string" ? new URL(body.url, endpoint).toString() : "";
  if (response.status === 201 && typeof body?.id === "string" && typeof body.ownerToken === "string") {
    return { file, status: "created", id: body.id, url: resultUrl, ownerToken: body.ownerToken };
  }
  if (response.status === 200 && body?.duplicate === true && typeof body.id === "string")
    return { file, status: "duplicate", id: body.id, url: resultUrl };
  const error = (body?.error ?? null) as { code?: string; message?: string } | null;
  const message = error?.message ?? `HTTP ${response.status} ${response.statusText}`;
  if (response.status >= 400 && response.status < 500)
    return { file, status: "rejected", code: error?.code ?? `http_${response.status}`, message };
  return { file, status: "failed", message: `server error: ${message}` };
}

function report(outcome: UploadFileOutcome, io: CliIo): void {
  switch (outcome.status) {
    case "created":
      io.stdout(
        `${outcome.file}: saved ${outcome.url}\n  owner token: ${outcome.ownerToken}\n  (shown once: keep it to delete this result)`,
      );
      break;
    case "duplicate":
      io.stdout(`${outcome.file}: already uploaded ${outcome.url} (not stored twice; no new owner token)`);
      break;
    case "rejected":
      io.stderr(`upload: ${outcome.file}: ${outcome.code}: ${outcome.message}`);
      break;
    case "failed":
      io.stderr(`upload: ${outcome.file}: ${outcome.message}`);
      break;
  }
}

export const uploadCommand: CliCommand = {
  name: "upload",
  summary: "Upload fio JSON result files to a Storage Advisor server; prints each result URL and owner token.",
  usage: USAGE,
  run: async (args, io) => {
    let endpoint: URL;
    let labels: ResultLabels;
    let files: string[];
    let json: boolean;
    try {
      const { values, positionals } = parseCommandArgs(args, OPTIONS);
      if (positionals.length === 0) throw new InputProblem("give at least one FILE");
      endpoint = endpointFor(values.url ?? DEFAULT_URL);
      labels = labelsFrom(values);
      files = positionals;
      json = values.json === true;
    } catch (error) {
      if (isAppError(error) && error.isClientError)
        return reportCliError(error, io, { prefix: "upload", usage: USAGE, usageOnBadInput: true });
      throw error;
    }

    const outcomes: UploadFileOutcome[] = [];
    // One at a time: a CI job uploads a handful of files, and the server parses each one.
    for (const file of files) {
      const outcome = await uploadOne(file, endpoint, labels);
      outcomes.push(outcome);
      if (!json || outcome.status === "rejected" || outcome.status === "failed")
        report(outcome, json ? { stdout: () => undefined, stderr: io.stderr } : io);
    }
    if (json) io.stdout(JSON.stringify(outcomes, null, 2));
    if (outcomes.some((o) => o.status === "rejected")) return EXIT_BAD_INPUT;
    if (outcomes.some((o) => o.status === "failed")) return EXIT_FAILURE;
    return EXIT_OK;
  },
};
