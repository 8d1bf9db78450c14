import Link from "next/link";
import { fetchNearestReferences } from "@/server/data/loaders";
import { referenceQueriesFor, type ReferenceMeasurement } from "@/server/data/results/result-references";
import { MAX_SCORE } from "@/lib/fio/reference-similarity";
import type { FioJob } from "@/lib/fio";
import { formatIops, formatMiBps, formatSize } from "./format";

function valueText(m: ReferenceMeasurement): string {
  const parts: string[] = [];
  if (m.throughputBytesPerSec !== null)
    parts.push(`${formatMiBps(m.throughputBytesPerSec)}${m.throughputDerived ? " (bytes ÷ time)" : ""}`);
  if (m.iops !== null) parts.push(formatIops(m.iops));
  return parts.join(", ");
}

/**
 * Published measurements of the most comparable workloads, per direction. The score
 * (out of 6) is explained on the page: direction, random vs sequential, I/O size.
 */
export async function ReferenceSection({ jobs }: { jobs: readonly FioJob[] }) {
  const comparisons = await fetchNearestReferences(referenceQueriesFor(jobs));
  if (comparisons.every((c) => c.matches.length === 0)) {
    return <p className="muted">No reference measurement of a comparable workload is loaded yet.</p>;
  }
  return (
    <>
      <p className="muted">
        Ranked by a similarity score out of {MAX_SCORE}: 3 for the same direction (1.5 if the reference mixed reads and
        writes), 2 for the same pattern (random or sequential), and up to 1 for the I/O size (1/8 less per doubling
        apart). Reference figures come from whole systems under the article&apos;s own conditions; read them as a sense
        of scale, not as a verdict.
      </p>
      {comparisons.map((c) => (
        <div key={c.side.direction} className="table-scroll" tabIndex={0}>
          <table>
            <caption>
              Nearest to the {c.side.direction}s of “{c.jobName}” ({c.side.pattern}, {formatSize(c.side.blockSizeBytes)}{" "}
              blocks)
            </caption>
            <thead>
              <tr>
                <th scope="col">Dataset</th>
                <th scope="col">System</th>
                <th scope="col">Workload</th>
                <th scope="col" className="num">
                  Value
                </th>
                <th scope="col" className="num">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {c.matches.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link href={`/datasets/${m.datasetSlug}`}>{m.datasetTitle}</Link>
                  </td>
                  <td>{m.systemLabel}</td>
                  <td>
                    {m.workloadName}
                    <span className="muted">
                      {" "}
                      ({m.workloadDirection}, {m.pattern ?? "pattern unknown"}
                      {m.ioSizeBytes !== null
                        ? `, ${m.ioSizeReported ? "" : "about "}${formatSize(m.ioSizeBytes)} I/O`
                        : ""}
                      )
                    </span>
                  </td>
                  <td className="num">
                    {valueText(m)}
                    {m.statistic ? <span className="muted"> {m.statistic}</span> : null}
                    {m.estimated ? <span className="muted"> (estimate)</span> : null}
                  </td>
                  <td className="num">{m.score.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
