import { readFile, stat } from "node:fs/promises";
import {
  recommend,
  recommendOnBook,
  saveRecommendation,
  type RecommendationView,
} from "@/server/data/recommendations/recommendations";
import { noDatabaseYet } from "../no-database-yet";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "@/lib/pricing/bundled";
import { type AdvisorAnswers } from "@/lib/advisor/answers";
import { parseAnswerJson } from "@/lib/validations/advisor";
import { InputProblem, parseCommandArgs, UsageError } from "../args";
import { EXIT_OK, type CliCommand, type CliIo } from "../command";
import { runWithUsage } from "../run-command";
import { withDatabase } from "../with-database";
import { readFailureReason } from "../read-failure";

/** Answer files are a few hundred bytes; anything near this is not one. */
const ANSWERS_MAX_BYTES = 64 * 1024;

const USAGE = `Usage: storage-advisor advise --answers FILE [--save] [--snapshot ID]

Runs the advisor on the answers in FILE (JSON: the wizard's answers, every one optional,
e.g. fixtures/advisor/hdfs-five-nodes.json) with the newest prices covering the answers'
region, and prints the ranking as JSON: ranked options with cost, duration, bottleneck,
reasons and the configuration to ask AWS for; what was ruled out and why; and what would
change the answer. Without --save and while there is no database yet (no DATABASE_URL
and no embedded database), the bundled prices (${BUNDLED_SNAPSHOT.id}) answer without opening
one: nothing is created on disk.

Options:
  --answers FILE   the answers (required)
  --save           also store it and print its share id and link (/r/ID), which keeps
                   showing this result after prices change
  --snapshot ID    use this price snapshot instead of the newest

Exit status: 0 on success; 2 when FILE cannot be read or an answer is invalid (the
answer's name and the reason on stderr), or the region has no prices; 1 when the
database fails.`;

const OPTIONS = {
  answers: { type: "string" },
  save: { type: "boolean" },
  snapshot: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

async function readAnswers(file: string): Promise<AdvisorAnswers> {
  let text: string;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new InputProblem(`cannot read ${file}: not a regular file`);
    if (info.size > ANSWERS_MAX_BYTES)
      throw new InputProblem(`${file} is ${info.size} bytes: an answer file is at most ${ANSWERS_MAX_BYTES} bytes`);
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error instanceof InputProblem) throw error;
    throw new InputProblem(`cannot read ${file}: ${readFailureReason(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InputProblem(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = parseAnswerJson(json);
  if (!parsed.ok) {
    throw new InputProblem(
      `${file}: invalid answers\n${parsed.issues.map((i) => `  ${i.field || "(file)"}: ${i.message}`).join("\n")}`,
    );
  }
  return parsed.answers;
}

/**
 * As estimate does: an unsaved answer on the bundled prices needs no database, so a first
 * run before `setup` neither fails nor leaves an empty embedded database behind. Null: ask
 * the database.
 */
function bundledAnswer(
  answers: AdvisorAnswers,
  snapshotId: string | undefined,
  save: boolean,
): RecommendationView | null {
  // With a database, it says which snapshot is current today (currentSnapshot, pricesChanged).
  if (save || !noDatabaseYet() || (snapshotId !== undefined && snapshotId !== BUNDLED_SNAPSHOT.id)) return null;
  const book = bundledPriceBook(answers.region);
  return book === null ? null : recommendOnBook(answers, book);
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, false);
  if (values.help) {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  if (positionals.length > 0 || values.answers === undefined) throw new UsageError("--answers FILE is required");
  const answers = await readAnswers(values.answers);
  const options = values.snapshot === undefined ? {} : { snapshotId: values.snapshot };
  // No prices for the Region or no such snapshot is the user's input: reportCliError answers exit 2.
  const result =
    bundledAnswer(answers, values.snapshot, values.save === true) ??
    (await withDatabase((db) =>
      values.save ? saveRecommendation(db, answers, options) : recommend(db, answers, options),
    ));
  io.stdout(JSON.stringify(result, null, 2));
  return EXIT_OK;
}

export const adviseCommand: CliCommand = {
  name: "advise",
  summary: "Rank storage options for a workload described by an answers file (JSON); --save makes a share link.",
  usage: USAGE,
  run: runWithUsage("advise", USAGE, run, { plainFaults: true }),
};
