import type { Db } from "@/server/db/client";
import { FIO_MAX_BYTES, FioParseError, parseFioDetailed, usableJobCount, type FioDocument } from "@/lib/fio";
import type { ResultLabels } from "@/lib/validations/results";
import { resolveUploadLink } from "./measurements";
import { insertResult } from "./results";
import { newOwnerToken, sha256Hex } from "./result-tokens";
import { storedFioDocumentSchema } from "@/lib/validations/stored-fio";
import { readStoredJson } from "../shared/stored-json";

/**
 * One uploaded file, from bytes to stored rows: the path shared by the API and the
 * benchmark. Identical bytes are stored once: the second upload is answered with the
 * first one's id (and no owner token: the first uploader owns it).
 */

export type IngestOutcome =
  | { kind: "created"; id: string; ownerToken: string; document: FioDocument }
  | { kind: "duplicate"; id: string; document: FioDocument }
  | { kind: "rejected"; error: FioParseError }
  | { kind: "bad-link"; code: "unknown_recommendation" | "option_not_ranked"; message: string; path: string };

export interface Upload {
  fileName: string;
  bytes: Uint8Array;
  labels: ResultLabels;
}

export async function ingestFioUpload(db: Db, upload: Upload): Promise<IngestOutcome> {
  if (upload.bytes.byteLength > FIO_MAX_BYTES) {
    return { kind: "rejected", error: new FioParseError("too_large", `The file is ${upload.bytes.byteLength} bytes, over the ${FIO_MAX_BYTES}-byte limit (FIO_MAX_BYTES).`) };
  }
  // A link to a recommendation that does not exist, or to an option it did not rank, is
  // refused before anything else: even a repeat of stored bytes must not seem accepted.
  const linked = await resolveUploadLink(db, upload.labels);
  if (!linked.ok) return { kind: "bad-link", code: linked.code, message: linked.message, path: linked.path };
  const sha256 = sha256Hex(upload.bytes);

  // A stored file was valid when stored: no need to parse it again to answer.
  const earlier = await duplicateOf(db, sha256);
  if (earlier) return earlier;

  const parsed = parseFioDetailed(upload.bytes);
  if (!parsed.ok) return { kind: "rejected", error: parsed.error };
  if (usableJobCount(parsed.document) === 0) {
    return { kind: "rejected", error: new FioParseError("no_usable_jobs", "No job in the file has a usable measurement (every job failed or did no I/O).") };
  }

  const owner = newOwnerToken();
  const outcome = await insertResult(db, {
    sha256,
    ownerTokenHash: owner.hash,
    fileName: upload.fileName,
    bytes: upload.bytes,
    document: parsed.document,
    jobDetails: parsed.details.jobs,
    labels: upload.labels,
    link: linked.link,
  });
  if (outcome.inserted) return { kind: "created", id: outcome.id, ownerToken: owner.token, document: parsed.document };
  return (await duplicateOf(db, sha256)) ?? { kind: "duplicate", id: outcome.existingId, document: parsed.document };
}

async function duplicateOf(db: Db, sha256: string): Promise<IngestOutcome | null> {
  const row = await db.uploadedResult.findUnique({ where: { sha256 }, select: { id: true, parsed: true } });
  return row ? { kind: "duplicate", id: row.id, document: readStoredJson(storedFioDocumentSchema, row.parsed, `result ${row.id}`) } : null;
}
