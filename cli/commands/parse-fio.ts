import { stat } from "node:fs/promises";
import { readFileCapped } from "../read-capped";
import { FIO_MAX_BYTES, parseFio, usableJobCount } from "@/lib/fio";
import { EXIT_BAD_INPUT, EXIT_OK, type CliCommand } from "../command";
import { readFailureReason } from "../read-failure";

const USAGE = `Usage: storage-advisor parse-fio FILE

Reads fio's JSON output (--output-format=json or json+, fio 2.x or 3.x) and prints one
JSON document on stdout: fio version, each job's workload and its read / write / trim
results in bytes, bytes per second and nanoseconds, and warnings.

Exit status: 0 when at least one job is usable; 2 (with the reason on stderr) when the
file cannot be read, is not fio output, or no job has a usable measurement.`;

function readError(file: string, error: unknown): string {
  return `parse-fio: cannot read ${file}: ${readFailureReason(error)}`;
}

export const parseFioCommand: CliCommand = {
  name: "parse-fio",
  summary: "Parse a fio JSON / json+ result file and print the normalised result as JSON.",
  usage: USAGE,
  run: async (args, io) => {
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout(USAGE);
      return EXIT_OK;
    }
    const unknownFlag = args.find((a) => a.startsWith("-") && a !== "-");
    if (unknownFlag) {
      io.stderr(`parse-fio: unknown option ${unknownFlag}\n\n${USAGE}`);
      return EXIT_BAD_INPUT;
    }
    if (args.length !== 1 || !args[0]) {
      io.stderr(`parse-fio: expected exactly one FILE, got ${args.length}.\n\n${USAGE}`);
      return EXIT_BAD_INPUT;
    }
    const file = args[0];

    let bytes: Uint8Array;
    try {
      const info = await stat(file);
      if (info.isDirectory()) {
        io.stderr(`parse-fio: cannot read ${file}: it is a directory`);
        return EXIT_BAD_INPUT;
      }
      // Refuse before reading: a huge file is not read into memory at all.
      if (info.size > FIO_MAX_BYTES) {
        io.stderr(
          `parse-fio: ${file}: too_large: the file is ${(info.size / 1024 / 1024).toFixed(1)} MB, over the ${FIO_MAX_BYTES / 1024 / 1024} MB limit (FIO_MAX_BYTES).`,
        );
        return EXIT_BAD_INPUT;
      }
      bytes = await readFileCapped(file, FIO_MAX_BYTES);
    } catch (error) {
      io.stderr(readError(file, error));
      return EXIT_BAD_INPUT;
    }

    const result = parseFio(bytes);
    if (!result.ok) {
      io.stderr(`parse-fio: ${file}: ${result.error.code}: ${result.error.message}`);
      return EXIT_BAD_INPUT;
    }
    if (usableJobCount(result.document) === 0) {
      io.stderr(`parse-fio: ${file}: no job has a usable measurement.`);
      return EXIT_BAD_INPUT;
    }
    io.stdout(`${JSON.stringify(result.document, null, 2)}\n`);
    return EXIT_OK;
  },
};
