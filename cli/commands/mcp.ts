import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { MODEL_VERSION } from "@/lib/model";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { parseCommandArgs, UsageError } from "../args";
import { EXIT_OK, type CliCommand, type CliIo } from "../command";
import { registerTools } from "../mcp/tools";
import { runWithUsage } from "../run-command";

const USAGE = `Usage: storage-advisor mcp

Serves the Model Context Protocol over stdio, for AI agents (Claude Desktop, IDEs...):
tools estimate, advise, list_options, option_limits, prices and review_plan, each taking
the same input as the HTTP API (POST /api/v1/estimate, /recommendations, /plan-reviews). Answers
use the bundled prices (${BUNDLED_SNAPSHOT.id}) while there is no database, the database's
snapshots otherwise; advise with save: true returns a share link when PUBLIC_URL is set.

Stdout carries the protocol only; messages go to stderr. Ends when stdin closes.

An agent's configuration: {"command": "npx", "args": ["storage-advisor", "mcp"]}`;

/** Serves until the client closes stdin (or the transport closes). */
async function serve(): Promise<void> {
  const server = new McpServer({ name: "storage-advisor", version: MODEL_VERSION });
  const tools = registerTools(server);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
    process.stdin.once("end", () => void server.close());
  });
  await server.connect(transport);
  process.stderr.write(`storage-advisor mcp: serving ${tools.join(", ")} over stdio\n`);
  await closed;
}

async function run(args: string[], _io: CliIo): Promise<number> {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  await serve();
  return EXIT_OK;
}

export const mcpCommand: CliCommand = {
  name: "mcp",
  summary:
    "Serve the Model Context Protocol over stdio (estimate, advise, options, limits, prices, plan review) for AI agents.",
  usage: USAGE,
  run: runWithUsage("mcp", USAGE, run),
};
