"use client";

import { useState, type FormEvent } from "react";
import { parse as parseYaml } from "yaml";
import type { PlanReviewResult } from "@/lib/plan-review";
import { formatDuration, formatUsd } from "@/lib/format";

type State =
  { kind: "idle" } | { kind: "busy" } | { kind: "error"; message: string } | { kind: "done"; review: PlanReviewResult };

function readJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`The ${what} is not valid JSON.`);
  }
}

/** The plan (file or pasted) and an optional usage document, sent to POST /api/v1/plan-reviews; the answer as a table per resource. */
export function PlanReviewForm({ usageExample }: { usageExample: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("planFile");
    const pasted = String(form.get("planText") ?? "").trim();
    const usageText = String(form.get("usage") ?? "").trim();
    setState({ kind: "busy" });
    try {
      const planText = file instanceof File && file.size > 0 ? await file.text() : pasted;
      if (planText === "") throw new Error("Choose a plan file or paste its JSON.");
      let usage: unknown;
      try {
        usage = usageText === "" ? undefined : (parseYaml(usageText) as unknown);
      } catch {
        throw new Error("The usage is not valid YAML or JSON.");
      }
      const response = await fetch("/api/v1/plan-reviews", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ plan: readJson(planText, "plan"), ...(usage === undefined ? {} : { usage }) }),
      });
      const body = (await response.json()) as PlanReviewResult | { error: { message: string } };
      if ("error" in body) throw new Error(body.error.message);
      setState({ kind: "done", review: body });
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : "The review failed." });
    }
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} className="plan-review-form">
        <label>
          Plan file (JSON) <input type="file" name="planFile" accept=".json,application/json" />
        </label>
        <label>
          or paste it{" "}
          <textarea
            name="planText"
            rows={6}
            spellCheck={false}
            placeholder='{"format_version": "1.2", "planned_values": ...}'
          />
        </label>
        <label>
          Usage (optional, YAML or JSON: workloads by resource address){" "}
          <textarea name="usage" rows={6} spellCheck={false} placeholder={usageExample} />
        </label>
        <button type="submit" disabled={state.kind === "busy"}>
          {state.kind === "busy" ? "Reviewing…" : "Review"}
        </button>
      </form>
      {state.kind === "error" ? (
        <p role="alert" className="error">
          {state.message}
        </p>
      ) : null}
      {state.kind === "done" ? <ReviewTable review={state.review} /> : null}
    </>
  );
}

function ReviewTable({ review }: { review: PlanReviewResult }) {
  return (
    <div aria-live="polite">
      <p>{review.summary}</p>
      {review.resources.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Resource</th>
              <th scope="col">Storage</th>
              <th scope="col">Monthly</th>
              <th scope="col">Workload</th>
              <th scope="col">Cheaper change that meets the same need</th>
            </tr>
          </thead>
          <tbody>
            {review.resources.map((r) => (
              <tr key={r.address}>
                <th scope="row">
                  <code>{r.address}</code>
                </th>
                <td>{r.label}</td>
                <td>{formatUsd(r.monthlyCostUsd)}</td>
                <td>
                  {r.durationSecondsPerDay === null
                    ? "none attached"
                    : `${formatDuration(r.durationSecondsPerDay)} a day; ${r.bottleneck ?? ""}`}
                </td>
                <td>
                  {r.alternatives.length === 0
                    ? "none found"
                    : r.alternatives.map((a) => (
                        <div key={a.changeText}>
                          <code>{a.changeText}</code>: saves {formatUsd(a.savingUsd)} a month ({a.reason})
                        </div>
                      ))}
                  {r.notes.map((note) => (
                    <div key={note} className="muted">
                      {note}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {review.notReviewed.length > 0 ? (
        <>
          <h2>Not reviewed</h2>
          <ul>
            {review.notReviewed.map((n) => (
              <li key={n.address}>
                <code>{n.address}</code>: {n.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
