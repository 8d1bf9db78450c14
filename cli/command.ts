/**
 * One CLI sub-command. Commands live in `cli/commands/<name>.ts` and are listed in
 * `cli/commands/index.ts`. `run` returns the process exit code; it writes its own
 * stdout/stderr through the `io` it is given so tests can capture both.
 */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export interface CliCommand {
  name: string;
  /** One line shown in `storage-advisor --help`. */
  summary: string;
  /** Full usage text shown by `storage-advisor <name> --help`. */
  usage: string;
  run: (args: string[], io: CliIo) => Promise<number>;
}

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
/** Bad input: a file we cannot use, a flag we do not know. */
export const EXIT_BAD_INPUT = 2;
