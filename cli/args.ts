import { parseArgs, type ParseArgsConfig } from "node:util";
import { AppError } from "@/lib/errors/app-error";

/** A flag the command does not take, or a value it cannot: the reason and the usage are printed, exit 2. */
export class UsageError extends AppError {
  constructor(message: string) {
    super("invalid_request", message);
    this.name = "UsageError";
  }
}

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * Joins `--name value` into `--name=value` when `name` takes a string and the value starts
 * with "-" but is not one of the command's flags. node:util's parseArgs refuses such a value
 * as "ambiguous", and share ids are base64url: one in 64 starts with "-", and a person pastes
 * it after --recommendation as it is.
 */
function joinDashValues(args: string[], options: Options): string[] {
  const flags = new Set(
    Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short === undefined ? [] : [`-${o.short}`])]),
  );
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    const name = arg.startsWith("--") ? arg.slice(2) : undefined;
    if (
      name !== undefined &&
      options[name]?.type === "string" &&
      next !== undefined &&
      next.startsWith("-") &&
      next !== "--" &&
      !flags.has(next.split("=")[0]!)
    ) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** node:util parseArgs with our error type, so commands can answer bad flags with exit 2. */
export function parseCommandArgs<T extends Options>(args: string[], options: T, allowPositionals = true) {
  try {
    return parseArgs({ args: joinDashValues(args, options), options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Input a command cannot use (a file, a value): its message is printed, exit 2. */
export class InputProblem extends AppError {
  constructor(message: string) {
    super("invalid_request", message);
    this.name = "InputProblem";
  }
}
