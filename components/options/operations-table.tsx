import { durationText } from "./format";
import type { OptionEstimate } from "@/lib/model";

/** How long each operation takes on the worst day, and what limits it. */
export function OperationsTable({ result }: { result: OptionEstimate }) {
  if (result.operations.length === 0)
    return <p className="muted">The workload runs no operations: only storage is paid for.</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table data-testid="operation-durations">
        <caption>
          Duration per day (day {result.worstDay}, the slowest): {durationText(result.durationSecondsPerDay)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Operation</th>
            <th scope="col" className="num">
              Time per day
            </th>
            <th scope="col">Bottleneck</th>
          </tr>
        </thead>
        <tbody>
          {result.operations.map((op) => (
            <tr key={op.name}>
              <th scope="row">{op.name}</th>
              <td className="num">{durationText(op.durationSecondsPerDay)}</td>
              <td>{op.bottleneck}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
