"use client";

import { useId, useState } from "react";

/** The owner token, shown once right after saving, with a copy button. */
export function OwnerToken({ token }: { token: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="owner-token">
      <label htmlFor={id}>Owner token</label>
      <input
        id={id}
        type="text"
        readOnly
        value={token}
        spellCheck={false}
        onFocus={(event) => event.target.select()}
        data-testid="owner-token"
      />
      <button
        type="button"
        className="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(token).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? "Copied" : "Copy"}
      </button>
      <p className="muted">
        Keep this token: it is shown only now, and it is the only way to delete this result later (
        <code>DELETE /api/v1/results/…</code> with <code>Authorization: Bearer &lt;token&gt;</code>).
      </p>
    </div>
  );
}
