import { InputProblem, UsageError } from "./args";
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from "./command";

/**
 * A command's `run` with what every such command answers the same way: `--help` prints
 * the usage; a bad flag (UsageError) prints the reason and the usage, unusable input
 * (InputProblem) the reason, both exit 2. Anything else is left to the CLI's handler.
 */
export function runWithUsage(name: string, usage: string, run: (args: string[], io: CliIo) => Promise<number>) {
  return async (args: string[], io: CliIo): Promise<number> => {
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout(usage);
      return EXIT_OK;
    }
    try {
      return await run(args, io);
    } catch (error) {
      if (error instanceof UsageError) {
        io.stderr(`${name}: ${error.message}\n\n${usage}`);
        return EXIT_BAD_INPUT;
      }
      if (error instanceof InputProblem) {
        io.stderr(`${name}: ${error.message}`);
        return EXIT_BAD_INPUT;
      }
      throw error;
    }
  };
}
