"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";

type Status = { kind: "idle" } | { kind: "working" } | { kind: "done" | "error"; text: string };

interface RefreshAnswer {
  snapshot?: { id: string };
  previous?: { id: string };
  changes?: { changed: number; added: number; removed: number };
  error?: { message: string };
}

function describe(answer: RefreshAnswer): string {
  const { snapshot, previous, changes } = answer;
  if (!snapshot || !changes) return "Prices refreshed.";
  return `Stored ${snapshot.id}, now in use: ${changes.changed} changed, ${changes.added} added, ${changes.removed} removed since ${previous?.id ?? "the previous snapshot"}.`;
}

/** "Refresh now" for administrators: the token goes in a header, never in the URL or storage. */
/** `from`: where the server refreshes from, in words ("the public AWS Price List bulk files"). */
export function RefreshForm({ enabled, regions, from }: { enabled: boolean; regions: string; from: string }) {
  const router = useRouter();
  const tokenId = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const token = String(new FormData(form).get("token") ?? "").trim();
    if (token === "") {
      setStatus({ kind: "error", text: "Type the admin token first." });
      return;
    }
    setStatus({ kind: "working" });
    try {
      const response = await fetch("/api/v1/prices/refresh", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: "{}",
      });
      const answer = (await response.json().catch(() => ({}))) as RefreshAnswer;
      if (!response.ok) {
        setStatus({ kind: "error", text: answer.error?.message ?? `The refresh failed (HTTP ${response.status}).` });
        return;
      }
      form.reset();
      setStatus({ kind: "done", text: describe(answer) });
      router.refresh();
    } catch {
      setStatus({ kind: "error", text: "The server could not be reached. Nothing was changed." });
    }
  }

  const working = status.kind === "working";
  return (
    <form className="price-refresh" onSubmit={(event) => void onSubmit(event)} aria-describedby={`${tokenId}-help`}>
      <fieldset disabled={!enabled || working}>
        <legend>Refresh prices from AWS now</legend>
        <label htmlFor={tokenId}>
          Admin token
          <input id={tokenId} name="token" type="password" autoComplete="off" required minLength={16} />
        </label>
        <button type="submit">{working ? "Refreshing…" : "Refresh now"}</button>
      </fieldset>
      <p id={`${tokenId}-help`} className="muted">
        {enabled
          ? `Fetches ${regions} from ${from} and stores a new snapshot. A failed refresh changes nothing.`
          : "Refreshing from the web is off: the server has no ADMIN_TOKEN. Set ADMIN_TOKEN (16 characters or more) and restart to turn it on, or run `storage-advisor prices refresh`."}
      </p>
      <p role="status" aria-live="polite" className={status.kind === "error" ? "notice" : undefined}>
        {status.kind === "working"
          ? "Refreshing: this takes a few seconds to a minute…"
          : status.kind === "idle"
            ? ""
            : status.text}
      </p>
    </form>
  );
}
