import { parseArgs, type ParseArgsConfig } from "node:util";

export class UsageError extends Error {}

/** node:util parseArgs with our error type, so commands can answer bad flags with exit 2. */
export function parseCommandArgs<T extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: T, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Input a command cannot use (a file, a value): its message is printed, exit 2. */
export class InputProblem extends Error {}
