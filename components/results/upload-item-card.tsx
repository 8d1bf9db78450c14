"use client";

import Link from "next/link";
import { ParsedPreview } from "./parsed-preview";
import { OwnerToken } from "./owner-token";
import { PublishControl } from "./publish-control";
import type { UploadItem } from "./upload-client";

const PERCENT = 100;

function statusText(item: UploadItem): string {
  const s = item.state;
  switch (s.phase) {
    case "reading":
      return "Reading and parsing…";
    case "invalid":
      return "Cannot be saved: the reason is below";
    case "ready":
      return "Parsed; ready to save";
    case "uploading":
      return `Uploading: ${Math.round(s.fraction * PERCENT)}%`;
    case "processing":
      return "Uploaded; the server is checking and storing it…";
    case "saved":
      return "Saved";
    case "duplicate":
      return "Already uploaded before: not stored twice";
    case "failed":
      return "Not saved: the reason is below";
  }
}

/** One file: its status and progress, the parsed preview, then the outcome. */
export function UploadItemCard({ item, onRemove, busy }: { item: UploadItem; onRemove: () => void; busy: boolean }) {
  const s = item.state;
  const inFlight = s.phase === "uploading" || s.phase === "processing";
  return (
    <li className={`card upload-item upload-${s.phase}`}>
      <div className="upload-item-head">
        <h3>{item.file.name}</h3>
        <span className="muted">{(item.file.size / 1024).toFixed(1)} KiB</span>
        {!inFlight && !busy ? (
          <button
            type="button"
            className="secondary"
            onClick={onRemove}
            aria-label={`Remove ${item.file.name} from the list`}
          >
            Remove
          </button>
        ) : null}
      </div>
      <p className="upload-status">{statusText(item)}</p>
      {inFlight ? (
        <progress
          max={PERCENT}
          value={s.phase === "uploading" ? Math.round(s.fraction * PERCENT) : undefined}
          aria-label={`Upload progress of ${item.file.name}`}
        />
      ) : null}
      {s.phase === "invalid" || s.phase === "failed" ? (
        <p className="notice" role="alert">
          {s.message} <span className="muted">(error code: {s.code})</span>
        </p>
      ) : null}
      {s.phase === "saved" ? (
        <div className="upload-outcome">
          <p>
            Saved as <Link href={s.url}>result {s.id.slice(0, 8)}</Link>.
          </p>
          <OwnerToken token={s.ownerToken} />
          <PublishControl resultId={s.id} publishedAt={null} ownerToken={s.ownerToken} />
        </div>
      ) : null}
      {s.phase === "duplicate" ? (
        <p className="upload-outcome">
          This exact file is already stored: <Link href={s.url}>see result {s.id.slice(0, 8)}</Link>. Its owner token
          went to whoever uploaded it first.
        </p>
      ) : null}
      {"document" in s ? <ParsedPreview document={s.document} fileName={item.file.name} /> : null}
    </li>
  );
}
