"use client";

import { useState } from "react";

interface Props {
  resultId: string;
  publishedAt: string | null;
  /** Right after an upload the page holds the token; later the owned-uploads cookie proves ownership. */
  ownerToken?: string;
}

interface ErrorBody {
  error?: { message?: string };
}

/** Publish an upload to everyone's /compare and /results, or take it back to unlisted. */
export function PublishControl({ resultId, publishedAt, ownerToken }: Props) {
  const [published, setPublished] = useState(publishedAt !== null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch(`/api/v1/results/${resultId}`, {
        method: "PATCH",
        headers: {
          "Content-Type": "application/json",
          ...(ownerToken ? { Authorization: `Bearer ${ownerToken}` } : {}),
        },
        body: JSON.stringify({ published: !published }),
      });
      if (response.ok) setPublished(((await response.json()) as { published: boolean }).published);
      else
        setProblem(
          ((await response.json().catch(() => ({}))) as ErrorBody).error?.message ??
            `The server answered ${response.status}.`,
        );
    } catch {
      setProblem("The server could not be reached; nothing changed.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="publish-control">
      <p data-testid="visibility">
        {published
          ? "Published: listed under Uploaded results and drawn on everyone's /compare."
          : "Unlisted: only you see it in Uploaded results and on /compare; anyone with its link can open it."}
      </p>
      <button type="button" className="secondary" onClick={() => void toggle()} disabled={busy}>
        {published ? "Make unlisted" : "Publish to everyone"}
      </button>
      {problem ? (
        <p className="notice" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
