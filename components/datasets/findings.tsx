import type { Dataset } from "@/lib/datasets/schema";
import { formatPercent } from "@/lib/format";
import { METRIC_LABELS } from "./metric-format";

/** Qualitative observations (failures, findings) and the differences the article computed itself. */
export function Findings({ dataset }: { dataset: Dataset }) {
  const systems = new Map(dataset.systems.map((s) => [s.id, s.label]));
  const workloads = new Map(dataset.workloads.map((w) => [w.id, w.name]));
  if (dataset.observations.length === 0 && dataset.comparisons.length === 0) return null;
  return (
    <section aria-labelledby="observations">
      <h2 id="observations">Observations</h2>
      {dataset.observations.length > 0 ? (
        <ul className="observations">
          {dataset.observations.map((o) => (
            <li key={o.id} id={`observation-${o.id}`}>
              <span className={`badge badge-${o.kind}`}>{o.kind === "failure" ? "Failure" : "Finding"}</span>{" "}
              <strong>{systems.get(o.systemId) ?? o.systemId}</strong>
              {o.workloadId ? (
                <span className="muted"> · {workloads.get(o.workloadId) ?? o.workloadId}</span>
              ) : null}: {o.text}
              {o.asReported ? <q className="as-reported">{o.asReported}</q> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {dataset.comparisons.length > 0 ? (
        <>
          <h3>Differences computed by the article</h3>
          <ul>
            {dataset.comparisons.map((c) => (
              <li key={c.id}>
                {systems.get(c.systemId) ?? c.systemId} against{" "}
                {systems.get(c.referenceSystemId) ?? c.referenceSystemId}, {workloads.get(c.workloadId) ?? c.workloadId}
                : {METRIC_LABELS[c.metric].toLowerCase()} {c.differencePercent > 0 ? "+" : ""}
                {formatPercent(c.differencePercent)} <q className="as-reported">{c.asReported}</q>
                {c.note ? <span className="muted"> {c.note}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
