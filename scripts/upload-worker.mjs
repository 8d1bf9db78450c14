// The worker thread that reads, parses and stores large fio uploads (app/api/v1/results/
// upload-task.ts), so the web server's own thread keeps answering meanwhile. Started by
// app/api/v1/results/upload-thread.ts from this file on disk, not from the Next.js build:
// the task's TypeScript is loaded by tsx, as `npm start` loads scripts/serve.ts. Its own
// database pool (server/db/client.ts getDb) comes from the same DATABASE_URL.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

// Below the request thread's priority: with two cores, an upload's seconds of work would
// otherwise take turns with it. On Linux setpriority(2) with pid 0 applies to the calling
// thread only, so this lowers this worker, not the server.
try {
  setPriority(10);
} catch {
  // Not permitted here: the worker runs at the server's priority.
}

/** @type {import("../app/api/v1/results/upload-task")} */
const task = await tsImport("../app/api/v1/results/upload-task.ts", import.meta.url);

parentPort?.on("message", (/** @type {{ id: number, contentType: string, body: Uint8Array<ArrayBuffer> }} */ job) => {
  void task.runUploadTask(job.contentType, job.body).then((result) => parentPort?.postMessage({ id: job.id, result }));
});
parentPort?.postMessage({ ready: true });
