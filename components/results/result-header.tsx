import type { ResultView } from "@/server/data/results/results";
import { formatUploadedAt } from "./format";

function paramsText(params: Record<string, unknown> | null): string | null {
  if (!params || Object.keys(params).length === 0) return null;
  return Object.entries(params)
    .map(([name, value]) =>
      value !== null && typeof value === "object"
        ? `${name} (${Object.entries(value)
            .map(([part, v]) => `${part} ${String(v)}`)
            .join(", ")})`
        : `${name} ${String(value)}`,
    )
    .join(", ");
}

/** What was uploaded and what the uploader said it ran on. Every uploaded string is rendered as text. */
export function ResultHeader({ result }: { result: ResultView }) {
  const { labels } = result;
  const params = paramsText(labels.optionParams);
  return (
    <header className="result-header">
      <h1>
        fio result <span className="result-file-name">{result.fileName}</span>
      </h1>
      <dl className="facts">
        <dt>Uploaded</dt>
        <dd>{formatUploadedAt(result.createdAt)}</dd>
        <dt>fio version</dt>
        <dd>{result.document.fioVersion ?? "not stated in the file"}</dd>
        <dt>Storage</dt>
        <dd>
          {labels.optionLabel ?? "not stated"}
          {labels.otherOption ? `: ${labels.otherOption}` : ""}
          {params ? ` (${params})` : ""}
        </dd>
        <dt>Region</dt>
        <dd>{labels.region ?? "not stated"}</dd>
        <dt>Client instance</dt>
        <dd>{labels.instanceType ?? "not stated"}</dd>
        <dt>File</dt>
        <dd>
          {(result.sizeBytes / 1024).toFixed(1)} KiB, SHA-256{" "}
          <code className="hash">{result.sha256.slice(0, 16)}…</code>{" "}
          <a href={`/api/v1/results/${result.id}/raw`} download>
            download the raw file
          </a>
        </dd>
      </dl>
      {labels.notes ? (
        <div className="result-notes">
          <h2>Notes from the uploader</h2>
          <p>{labels.notes}</p>
        </div>
      ) : null}
    </header>
  );
}
