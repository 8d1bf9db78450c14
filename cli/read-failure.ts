/** Why a file could not be read, in words (the errno codes people meet on the command line). */
export function readFailureReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "it is a directory";
  return error instanceof Error ? error.message : String(error);
}
