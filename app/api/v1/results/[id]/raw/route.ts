import { withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";
import { getRawFile } from "@/server/data/results/results";
import { resultNotFound } from "../../result-errors";

export const dynamic = "force-dynamic";

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The file exactly as uploaded. Served as a download (octet-stream, nosniff): its bytes
 * are whatever the uploader sent and must never be rendered as a page of this site.
 */
export const GET = withErrorContract(async (_request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const raw = await getRawFile(getDb(), id);
  if (!raw) throw resultNotFound(id);
  return new Response(new Uint8Array(raw.bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": contentDisposition(raw.fileName),
      "Content-Length": String(raw.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
