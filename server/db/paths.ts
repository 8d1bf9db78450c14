import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder, from this file's location rather than the working directory,
 * so the `storage-advisor` bin works from anywhere. Only the CLI and start scripts
 * use it (the web server is handed DATABASE_URL).
 */
export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export function fromProjectRoot(path: string): string {
  return isAbsolute(path) ? path : join(PROJECT_ROOT, path);
}
