import { isAppError } from "@/lib/errors/app-error";
import { UsageError } from "./args";
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliCommand, type CliIo } from "./command";
import { describeError } from "./describe-error";

/** How a command words its errors; the exit code is the same for all. */
export interface CliErrorStyle {
  /** What the message starts with: the command's name, or `prices show` for a sub-command. */
  prefix: string;
  /** Printed after a bad flag (and after bad input with usageOnBadInput); none for a sub-command. */
  usage?: string;
  /** Print the usage after bad input too, not only after a bad flag. */
  usageOnBadInput?: boolean;
  /** A fault on our side reads `prefix: message` instead of `prefix failed: message`. */
  plainFaults?: boolean;
}

function withUsage(style: CliErrorStyle): string {
  return style.usage === undefined ? "" : `\n\n${style.usage}`;
}

/**
 * The one CLI translator: any thrown value to stderr and an exit code. A bad flag
 * (UsageError) prints the reason and the usage; any other AppError that is the user's
 * (a 4xx code in lib/errors/codes.ts: a file, a value, a snapshot id) prints its message;
 * both exit 2. Everything else is a fault (ours, the database's, AWS's): exit 1.
 */
export function reportCliError(error: unknown, io: CliIo, style: CliErrorStyle): number {
  if (error instanceof UsageError) {
    io.stderr(`${style.prefix}: ${error.message}${withUsage(style)}`);
    return EXIT_BAD_INPUT;
  }
  if (isAppError(error) && error.isClientError) {
    io.stderr(`${style.prefix}: ${error.message}${style.usageOnBadInput === true ? withUsage(style) : ""}`);
    return EXIT_BAD_INPUT;
  }
  io.stderr(
    style.plainFaults === true
      ? `${style.prefix}: ${(error as Error).message}`
      : `${style.prefix} failed: ${describeError(error)}`,
  );
  return EXIT_FAILURE;
}

/**
 * A command's `run` with what every command answers the same way: `--help` prints the
 * usage, and whatever it throws goes through reportCliError.
 */
export function runWithUsage(
  name: string,
  usage: string,
  run: (args: string[], io: CliIo) => Promise<number>,
  style: Partial<CliErrorStyle> = {},
) {
  return async (args: string[], io: CliIo): Promise<number> => {
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout(usage);
      return EXIT_OK;
    }
    try {
      return await run(args, io);
    } catch (error) {
      return reportCliError(error, io, { prefix: name, usage, ...style });
    }
  };
}

/** How cli/main.ts runs every command: through runWithUsage, so no error escapes untranslated. */
export function runCommand(command: CliCommand, args: string[], io: CliIo): Promise<number> {
  return runWithUsage(command.name, command.usage, command.run)(args, io);
}
