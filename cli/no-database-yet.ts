import { existsSync } from "node:fs";
import { fromProjectRoot } from "@/server/db/paths";
import { getEnv } from "@/server/env";

/**
 * No database could hold a price snapshot yet: no DATABASE_URL and no embedded database
 * created. Checked without opening one, so a command that can answer on the bundled prices
 * starts fast and creates nothing on disk.
 */
export function noDatabaseYet(): boolean {
  const env = getEnv();
  return !env.DATABASE_URL && !existsSync(fromProjectRoot(env.EMBEDDED_DB_DIR));
}
