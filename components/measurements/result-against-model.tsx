import type { UploadMeasurement } from "@/server/data/results/measurements";
import { formatDuration } from "@/lib/format";
import { Ratio } from "./ratio";

/** One upload's operations, read back from its fio job options, beside the model on the option it is labelled with. */
export function ResultAgainstModel({ measurement }: { measurement: UploadMeasurement }) {
  const c = measurement.comparison;
  if (!c) return <p className="muted">Not compared with the model: {measurement.problem}</p>;
  return (
    <>
      <p>
        On {c.label} ({measurement.region}) this run measured <Ratio ratio={c.ratio} />:{" "}
        {formatDuration(c.measuredSeconds)} against {formatDuration(c.modelledSeconds)} modelled for the same
        operations.
      </p>
      <table className="data-table" aria-label="This run against the model">
        <thead>
          <tr>
            <th scope="col">Operation (from the job options)</th>
            <th scope="col">Measured</th>
            <th scope="col">Modelled</th>
            <th scope="col">Model&apos;s bottleneck</th>
            <th scope="col">Measured vs model</th>
          </tr>
        </thead>
        <tbody>
          {c.operations.map((op, i) => (
            <tr key={i}>
              <td>{op.name}</td>
              <td>
                {formatDuration(op.measuredSeconds)}
                {op.extrapolated ? " (stopped early; extrapolated)" : ""}
              </td>
              <td>{formatDuration(op.modelledSeconds)}</td>
              <td>{op.bottleneck}</td>
              <td>
                <Ratio ratio={op.ratio} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.skipped.length > 0 ? (
        <p className="muted">Not compared: {c.skipped.map((s) => `${s.jobName} (${s.reason})`).join("; ")}.</p>
      ) : null}
    </>
  );
}
