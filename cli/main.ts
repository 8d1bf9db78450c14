import { EXIT_BAD_INPUT, EXIT_FAILURE, type CliIo } from "./command";
import { COMMANDS } from "./commands";
import { describeError } from "./describe-error";
import { runCommand } from "./run-command";

const io: CliIo = {
  stdout: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
  stderr: (text) => process.stderr.write(text.endsWith("\n") ? text : `${text}\n`),
};

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "storage-advisor: AWS storage cost-performance advisor",
    "",
    "Usage: storage-advisor <command> [options]   (or: npm run --silent cli -- <command> [options])",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run `storage-advisor <command> --help` for a command's options.",
    "The database is DATABASE_URL when set, else the embedded one under .data/pglite.",
  ].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    io.stdout(help());
    return 0;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) {
    io.stderr(`Unknown command "${name}".\n\n${help()}`);
    return EXIT_BAD_INPUT;
  }
  try {
    return await runCommand(await entry.load(), args, io);
  } catch (error) {
    io.stderr(`${entry.name} failed: ${describeError(error)}`);
    return EXIT_FAILURE;
  }
}

process.exitCode = await main(process.argv.slice(2));
