import { join } from "node:path";
import * as workerThreads from "node:worker_threads";
import type { Worker } from "node:worker_threads";
import { UPLOAD_FORM_MAX_BYTES, UPLOAD_JSON_MAX_BYTES } from "@/server/api/body-limits";
import { ApiError } from "@/server/api/errors";
import { readBodyLimited } from "@/server/api/multipart";
import type { IngestOutcome } from "@/server/data/results/result-ingest";
import { FIO_MAX_BYTES } from "@/lib/fio";
import { outcomeOf, runUploadTask, type UploadTaskResult } from "./upload-task";

/**
 * An upload's body, read on the request thread (waiting on the socket costs nothing), then
 * handed whole (transferred, not copied) to one worker thread that reads the form, parses
 * and stores it. A 24 MB file took this thread for about 6 s, and every other request
 * waited (issue 34 item 3). Bodies under INLINE_MAX_BYTES (almost every real fio file) stay
 * on this thread: a few milliseconds of work, less than the hop.
 *
 * The worker is scripts/upload-worker.mjs in the project folder (the server runs from it),
 * outside the Next.js build on purpose. Turbopack reads `new Worker(<path>)` as an entry
 * point and tries to bundle it (tsx and esbuild's binary with it, which fails the build), so
 * the constructor is reached through WorkerThread, a reference it does not follow. When the
 * worker cannot start, uploads run here as before and the log says why.
 */
const INLINE_MAX_BYTES = 1024 * 1024;
const WORKER_FILE = join(process.cwd(), "scripts", "upload-worker.mjs");
const WorkerThread = Reflect.get(workerThreads, "Worker") as typeof Worker;

interface Pending {
  resolve: (result: UploadTaskResult) => void;
  reject: (error: Error) => void;
}

const state = globalThis as unknown as {
  storageAdvisorUploadWorker?: { worker: Worker; pending: Map<number, Pending>; next: number } | null;
};

function uploadWorker() {
  if (state.storageAdvisorUploadWorker !== undefined) return state.storageAdvisorUploadWorker;
  try {
    const pending = new Map<number, Pending>();
    const worker = new WorkerThread(WORKER_FILE);
    const entry = { worker, pending, next: 1 };
    worker.on("message", (message: { id?: number; result?: UploadTaskResult }) => {
      if (message.id === undefined || !message.result) return;
      pending.get(message.id)?.resolve(message.result);
      pending.delete(message.id);
      if (pending.size === 0) worker.unref();
    });
    const fail = (error: Error) => {
      console.error("The upload worker stopped; the next upload starts a new one:", error.message);
      for (const job of pending.values()) job.reject(new Error("the upload worker stopped"));
      pending.clear();
      state.storageAdvisorUploadWorker = undefined;
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`exit code ${code}`)));
    // An idle worker must not keep a process (a test, a script) from ending; a busy one does.
    worker.unref();
    state.storageAdvisorUploadWorker = entry;
    return entry;
  } catch (error) {
    console.error(
      `Uploads are parsed on the request thread: the upload worker (${WORKER_FILE}) could not start:`,
      error instanceof Error ? error.message : error,
    );
    state.storageAdvisorUploadWorker = null;
    return null;
  }
}

function inWorker(contentType: string, body: Uint8Array<ArrayBuffer>): Promise<UploadTaskResult> | null {
  const entry = uploadWorker();
  if (!entry) return null;
  const id = entry.next++;
  return new Promise((resolve, reject) => {
    entry.pending.set(id, { resolve, reject });
    entry.worker.ref();
    entry.worker.postMessage({ id, contentType, body }, [body.buffer]);
  });
}

/** The upload in `request` read, parsed and stored: its outcome, or the error it raised. */
export async function ingestUploadRequest(request: Request): Promise<IngestOutcome> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase();
  if (type !== "multipart/form-data" && type !== "application/json") {
    throw new ApiError(
      "unsupported_media_type",
      "Send multipart/form-data (field `file`) or application/json ({fileName, content}).",
    );
  }
  // The same limits the task applies again (upload-request.ts): reading stops at the type's own.
  const limit =
    type === "multipart/form-data"
      ? { maxBytes: UPLOAD_FORM_MAX_BYTES, what: "A fio result file", statedLimitBytes: FIO_MAX_BYTES }
      : { maxBytes: UPLOAD_JSON_MAX_BYTES, what: "A JSON upload", statedLimitBytes: UPLOAD_JSON_MAX_BYTES };
  const body = await readBodyLimited(request, limit);
  const result = body.byteLength > INLINE_MAX_BYTES ? inWorker(contentType, body) : null;
  return outcomeOf(await (result ?? runUploadTask(contentType, body)));
}
