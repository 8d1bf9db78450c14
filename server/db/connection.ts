import { getEnv } from "@/server/env";
import { fromProjectRoot } from "./paths";
import { findRunningEmbeddedServer, startEmbeddedServer, embeddedUrl } from "./embedded";

export interface ResolvedDatabase {
  url: string;
  kind: "external" | "embedded";
  /** Stops what this process started (an embedded server it had to open itself). */
  release: () => Promise<void>;
}

/**
 * Where the database is: DATABASE_URL when set; otherwise the embedded database,
 * reached through the process already serving it (the web server, usually) or,
 * when none does, served by this process until `release()`.
 */
export async function resolveDatabase(): Promise<ResolvedDatabase> {
  const env = getEnv();
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, kind: "external", release: async () => {} };
  const dataDir = fromProjectRoot(env.EMBEDDED_DB_DIR);
  const running = await findRunningEmbeddedServer(dataDir);
  if (running) return { url: embeddedUrl(running.port), kind: "embedded", release: async () => {} };
  const server = await startEmbeddedServer(dataDir, env.EMBEDDED_DB_PORT);
  return { url: server.url, kind: "embedded", release: server.stop };
}

/** A connection string with the password replaced, for logs and `db-info`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
