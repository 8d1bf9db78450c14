import Link from "next/link";
import type { RecommendationMeasurements } from "@/server/data/results/measurements";
import { formatDuration, formatUsd } from "@/lib/format";
import { Ratio } from "./ratio";

/**
 * "Measured since": the uploads linked to a saved recommendation beside the model on
 * their option, and the ranking re-scored with measured durations where they exist. The
 * saved answer above stays as it was; this is a what-if next to it.
 */
export function MeasuredSince({ measurements }: { measurements: RecommendationMeasurements }) {
  const { uploads, reranked } = measurements;
  if (uploads.length === 0) return null;
  return (
    <section aria-labelledby="measured-since" className="measured-since">
      <h2 id="measured-since">Measured since</h2>
      <p className="muted">
        fio results uploaded for this recommendation, each compared with the model for the operations it ran on the
        option it ran on. The model is not changed by them.
      </p>
      {uploads.some((u) => u.unlisted) ? (
        <p className="muted" data-testid="unlisted-note">
          Runs marked unlisted are yours and shown to you only: nobody else sees them here, or in the ranking below,
          until you publish them on their result page.
        </p>
      ) : null}
      <table className="data-table" aria-label="Measured against modelled">
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Operation</th>
            <th scope="col">Measured</th>
            <th scope="col">Modelled</th>
            <th scope="col">Measured vs model</th>
          </tr>
        </thead>
        <tbody>
          {uploads.flatMap((u) =>
            u.comparison === null
              ? [
                  <tr key={u.resultId}>
                    <td>
                      <Link href={u.resultUrl}>{u.optionKey ?? "upload"}</Link>
                      {u.unlisted ? <span className="badge"> unlisted</span> : null}
                    </td>
                    <td colSpan={4}>{u.problem}</td>
                  </tr>,
                ]
              : u.comparison.operations.map((op, i) => (
                  <tr key={`${u.resultId}-${i}`}>
                    <td>
                      {i === 0 ? <Link href={u.resultUrl}>{u.comparison!.label}</Link> : null}
                      {i === 0 && u.unlisted ? <span className="badge"> unlisted</span> : null}
                    </td>
                    <td>{op.name}</td>
                    <td>
                      {formatDuration(op.measuredSeconds)}
                      {op.extrapolated ? " (stopped early; extrapolated)" : ""}
                    </td>
                    <td>{formatDuration(op.modelledSeconds)}</td>
                    <td>
                      <Ratio ratio={op.ratio} />
                    </td>
                  </tr>
                )),
          )}
        </tbody>
      </table>
      {reranked ? (
        <>
          <h3>Ranking with your measurements</h3>
          <ol className="measured-ranking" aria-label="Ranking with your measurements">
            {reranked.map((o) => (
              <li key={o.key} data-measured={o.measured ? "yes" : "no"}>
                <strong>{o.label}</strong> {formatUsd(o.monthlyCostUsd)} a month, {formatDuration(o.secondsPerDay)} of
                work a day{" "}
                {o.measured ? (
                  <span className="badge measured-badge">
                    measured ({o.uploads} upload{o.uploads === 1 ? "" : "s"}; <Ratio ratio={o.ratio} />)
                  </span>
                ) : (
                  <span className="badge">modelled</span>
                )}
                {o.originalRank !== o.rank ? <span className="muted"> (was {o.originalRank})</span> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
