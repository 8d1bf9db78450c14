"use client";

import { useState } from "react";
import type { AdvisorAnswers } from "@/lib/advisor/answers";
import type { ByteUnits } from "@/lib/format/bytes";
import { keepUnits } from "@/components/units/units-links";

type State =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved"; url: string } | { kind: "failed"; message: string };

/**
 * Saves the recommendation (POST /api/v1/recommendations with the answers and the price
 * snapshot this page used, so the link shows these very figures) and shows its link. The
 * link to copy is the plain one (a reader picks their own units); opening it here keeps this
 * page's units setting.
 */
export function ShareButton({
  answers,
  snapshotId,
  units = "auto",
}: {
  answers: AdvisorAnswers;
  snapshotId: string;
  units?: ByteUnits;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const [copied, setCopied] = useState(false);

  async function save() {
    setState({ kind: "saving" });
    try {
      const response = await fetch("/api/v1/recommendations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answers, snapshotId }),
      });
      const body = (await response.json().catch(() => null)) as { url?: string; error?: { message?: string } } | null;
      if (!response.ok || !body?.url)
        throw new Error(body?.error?.message ?? `The server answered ${response.status}.`);
      setState({ kind: "saved", url: body.url });
    } catch (error) {
      setState({ kind: "failed", message: (error as Error).message });
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="advisor-share">
      {state.kind === "saved" ? (
        <>
          <label htmlFor="advisor-share-link">Share link</label>
          <input
            id="advisor-share-link"
            type="url"
            readOnly
            value={state.url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="secondary" onClick={() => void copy(state.url)}>
            {copied ? "Copied" : "Copy"}
          </button>
          <a href={keepUnits(state.url, units)}>Open the saved recommendation</a>
        </>
      ) : (
        <button type="button" onClick={() => void save()} disabled={state.kind === "saving"}>
          {state.kind === "saving" ? "Saving…" : "Save and get a share link"}
        </button>
      )}
      <p role="status" className="muted advisor-share-status">
        {state.kind === "saved"
          ? "Saved. The link always shows this answer, even after prices change; no account needed to open it."
          : ""}
        {state.kind === "failed" ? `Could not save: ${state.message}` : ""}
      </p>
    </div>
  );
}
