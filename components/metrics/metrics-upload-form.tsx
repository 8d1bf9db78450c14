"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { DEFAULT_REGION } from "@/lib/pricing/regions";

/**
 * Sends the chosen CloudWatch files to POST /api/v1/metrics with upload progress
 * (XMLHttpRequest: fetch reports none), then opens the saved analysis at its own URL.
 */

type Phase =
  | { kind: "idle" }
  | { kind: "uploading"; fraction: number }
  | { kind: "analysing" }
  | { kind: "failed"; message: string };

function post(
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/metrics");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response as Record<string, unknown> | null) ?? null });
    xhr.onerror = () => reject(new Error("The server could not be reached."));
    xhr.send(form);
  });
}

export function MetricsUploadForm({ maxMiB, maxFiles }: { maxMiB: number; maxFiles: number }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const hintId = useId();
  const busy = phase.kind === "uploading" || phase.kind === "analysing";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const files = data.getAll("file").filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length === 0) {
      setPhase({ kind: "failed", message: "Choose at least one CloudWatch file." });
      return;
    }
    for (const key of ["storedGiB", "name", "sharing", "access"]) if (data.get(key) === "") data.delete(key);
    setPhase({ kind: "uploading", fraction: 0 });
    try {
      const answer = await post(data, (fraction) =>
        setPhase(fraction >= 1 ? { kind: "analysing" } : { kind: "uploading", fraction }),
      );
      const body = answer.body ?? {};
      if (answer.status === 201 && typeof body.id === "string") {
        router.push(`/metrics/${body.id}`);
        return;
      }
      const error = (body.error ?? {}) as { message?: string };
      setPhase({ kind: "failed", message: error.message ?? `The server answered ${answer.status}.` });
    } catch (error) {
      setPhase({ kind: "failed", message: (error as Error).message });
    }
  }

  return (
    <form className="upload-form" onSubmit={(event) => void onSubmit(event)}>
      <div className="drop-zone">
        <label htmlFor="metrics-files">
          <strong>CloudWatch files</strong> (one file system or volume):
        </label>
        <input
          id="metrics-files"
          name="file"
          type="file"
          multiple
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={hintId}
          disabled={busy}
        />
        <p id={hintId} className="muted">
          get-metric-data or get-metric-statistics JSON, or the console&apos;s CSV download; up to {maxFiles} files of{" "}
          {maxMiB} MiB.
        </p>
      </div>
      <div className="facts">
        <label className="field">
          Region
          <input
            name="region"
            defaultValue={DEFAULT_REGION}
            required
            pattern="[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\d+"
            disabled={busy}
          />
        </label>
        <label className="field">
          Stored GiB (EBS and FSx: needed; EFS: from StorageBytes)
          <input name="storedGiB" type="number" min="0.01" step="any" disabled={busy} />
        </label>
        <label className="field">
          Who used it
          <select name="sharing" defaultValue="" disabled={busy}>
            <option value="">From the service (EFS and FSx: shared over NFS; EBS: one instance)</option>
            <option value="single">One instance</option>
            <option value="nfs">Linux instances, over NFS</option>
            <option value="smb">Windows clients, over SMB</option>
          </select>
        </label>
        <label className="field">
          How it is read and written
          <select name="access" defaultValue="" disabled={busy}>
            <option value="">From the request size (under 64 KiB: random)</option>
            <option value="sequential">Sequential: whole files front to back</option>
            <option value="random">Random: small reads and writes inside files (databases)</option>
          </select>
        </label>
        <label className="field">
          Name
          <input name="name" maxLength={200} placeholder="e.g. uploads share, October" disabled={busy} />
        </label>
      </div>
      <p>
        <button type="submit" disabled={busy}>
          Import and replay
        </button>
      </p>
      <div aria-live="polite">
        {phase.kind === "uploading" ? (
          <p className="upload-status">
            Uploading <progress max={1} value={phase.fraction} aria-label="Upload progress" />{" "}
            {Math.round(phase.fraction * 100)}%
          </p>
        ) : null}
        {phase.kind === "analysing" ? <p className="upload-status">Replaying every option…</p> : null}
      </div>
      {phase.kind === "failed" ? (
        <p role="alert" className="notice">
          {phase.message}
        </p>
      ) : null}
    </form>
  );
}
