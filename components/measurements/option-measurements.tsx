import Link from "next/link";
import type { UploadMeasurement } from "@/server/data/results/measurements";
import { formatDuration } from "@/lib/format";
import { Ratio } from "./ratio";

/** Uploads measured on this option beside the model for the same operations (feedback only). */
export function OptionMeasurements({ uploads }: { uploads: readonly UploadMeasurement[] }) {
  if (uploads.length === 0) return <p className="muted">No uploaded fio result is labelled with this option yet.</p>;
  return (
    <table className="data-table" aria-label="Uploads measured against the model">
      <thead>
        <tr>
          <th scope="col">Upload</th>
          <th scope="col">Region</th>
          <th scope="col">Measured</th>
          <th scope="col">Modelled</th>
          <th scope="col">Measured vs model</th>
        </tr>
      </thead>
      <tbody>
        {uploads.map((u) => (
          <tr key={u.resultId}>
            <td>
              <Link href={u.resultUrl}>{u.createdAt.slice(0, 10)}</Link>
              {u.optionKey ? <span className="muted"> (recommendation)</span> : null}
              {u.unlisted ? <span className="badge"> unlisted: only you see it</span> : null}
            </td>
            <td>{u.region}</td>
            {u.comparison ? (
              <>
                <td>{formatDuration(u.comparison.measuredSeconds)}</td>
                <td>{formatDuration(u.comparison.modelledSeconds)}</td>
                <td>
                  <Ratio ratio={u.comparison.ratio} />
                </td>
              </>
            ) : (
              <td colSpan={3}>{u.problem}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
