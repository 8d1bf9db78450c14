// The production web server's entry (`npm start` runs it through scripts/serve.ts): Node
// needs JavaScript here. It prepares Next.js FIRST (Next.js loads next.config.ts with its
// own hooks), and only then loads the TypeScript server with tsx's `tsImport`, which
// registers tsx's hooks for that import alone. The server: server/runtime/web-server.ts.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import next from "next";
import { tsImport } from "tsx/esm/api";

const { values } = parseArgs({ options: { port: { type: "string" }, hostname: { type: "string" } } });
const port = Number(values.port ?? 3000);
const hostname = values.hostname ?? "0.0.0.0";

// Random per process: proves the peer-address header came from this server (server/api/client-address.ts).
const secret = randomBytes(16).toString("hex");
process.env.STORAGE_ADVISOR_PEER_SECRET = secret;

const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
/** @type {import("../server/runtime/web-server")} */
const { startWebServer } = await tsImport("../server/runtime/web-server.ts", import.meta.url);
startWebServer(handle, { port, hostname, secret });
