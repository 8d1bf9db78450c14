import { stat } from "node:fs/promises";
import { readFileCapped } from "../read-capped";
import { basename } from "node:path";
import { DatasetImportError, importDataset } from "@/server/data/datasets/datasets";
import { parseDataset, type DatasetError } from "@/lib/datasets/load";
import { EXIT_BAD_INPUT, EXIT_OK, type CliCommand } from "../command";
import { withDatabase } from "../with-database";
import { readFailureReason } from "../read-failure";

/** Far above the largest bundled dataset (about 110 kB); refuses a wrong file before reading it. */
const DATASET_MAX_BYTES = 10 * 1024 * 1024;

const USAGE = `Usage: storage-advisor import-dataset FILE

Validates a benchmark dataset file (format: data/datasets/README.md; the file must be
named <slug>.json) and imports it into the database:
  created    a new dataset
  replaced   a dataset with this slug existed with other content: all its rows were replaced
  unchanged  the same content was already imported (reformatting does not count)

Exit status: 0 when imported or unchanged; 2 when the file cannot be read or is not a
valid dataset (every problem is printed on stderr with its field path; nothing is written).`;

function readError(file: string, error: unknown): string {
  return `import-dataset: cannot read ${file}: ${readFailureReason(error)}`;
}

function invalidMessage(file: string, error: Pick<DatasetError, "issues" | "message">): string {
  const count = error.issues.length;
  return `import-dataset: ${file} is not a valid dataset (${count} problem${count === 1 ? "" : "s"}); nothing was imported.\n${error.message}`;
}

async function readText(file: string): Promise<string> {
  const info = await stat(file);
  if (info.isDirectory()) throw Object.assign(new Error("it is a directory"), { code: "EISDIR" });
  if (info.size > DATASET_MAX_BYTES)
    throw new Error(`the file is ${info.size} bytes, over the ${DATASET_MAX_BYTES}-byte limit`);
  return (await readFileCapped(file, DATASET_MAX_BYTES)).toString("utf8");
}

export const importDatasetCommand: CliCommand = {
  name: "import-dataset",
  summary: "Validate a benchmark dataset file and import it (created, replaced or unchanged).",
  usage: USAGE,
  run: async (args, io) => {
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout(USAGE);
      return EXIT_OK;
    }
    const unknownFlag = args.find((a) => a.startsWith("-"));
    if (unknownFlag) {
      io.stderr(`import-dataset: unknown option ${unknownFlag}\n\n${USAGE}`);
      return EXIT_BAD_INPUT;
    }
    const [file] = args;
    if (args.length !== 1 || !file) {
      io.stderr(`import-dataset: expected exactly one FILE, got ${args.length}.\n\n${USAGE}`);
      return EXIT_BAD_INPUT;
    }

    let text: string;
    try {
      text = await readText(file);
    } catch (error) {
      io.stderr(readError(file, error));
      return EXIT_BAD_INPUT;
    }

    // Validate before opening the database: a bad file needs no connection at all.
    const parsed = parseDataset(text, basename(file));
    if (!parsed.ok) {
      io.stderr(invalidMessage(file, parsed.error));
      return EXIT_BAD_INPUT;
    }

    try {
      const outcome = await withDatabase((db) => importDataset(db, text, basename(file)));
      const { systems, workloads, results, observations } = outcome.counts;
      io.stdout(
        `${outcome.status}: ${outcome.slug} (${systems} systems, ${workloads} workloads, ${results} results, ${observations} observations)`,
      );
      return EXIT_OK;
    } catch (error) {
      if (!(error instanceof DatasetImportError)) throw error;
      io.stderr(invalidMessage(file, error));
      return EXIT_BAD_INPUT;
    }
  },
};
