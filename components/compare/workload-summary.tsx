import Link from "next/link";
import { formatBytes, formatInteger, type ByteUnits } from "@/lib/format";
import type { CompareData } from "@/server/data/recommendations/compare";

/** What the chart is for: the workload in a sentence, its operations, and where it comes from. */
export function WorkloadSummary({ workload, units }: { workload: CompareData["workload"]; units: ByteUnits }) {
  // "auto" keeps the summary binary, as it always was: the workloads are sized in GiB.
  const shown: ByteUnits = units === "auto" ? "binary" : units;
  return (
    <div className="compare-workload">
      <h3>The workload</h3>
      <p>{workload.description}</p>
      <details>
        <summary>
          {workload.operations.length} operation{workload.operations.length === 1 ? "" : "s"},{" "}
          {formatBytes(workload.storedBytes, shown)} stored, {formatBytes(workload.bytesPerDay, shown)} moved a day
        </summary>
        <ul>
          {workload.operations.map((op, i) => (
            <li key={`${op.name}-${i}`}>
              {op.name}: {op.direction}, {formatInteger(op.fileCount)} file{op.fileCount === 1 ? "" : "s"} of{" "}
              {formatBytes(op.fileSizeBytes, shown)}, {op.timesPerDay} time
              {op.timesPerDay === 1 ? "" : "s"} a day
            </li>
          ))}
        </ul>
      </details>
      {workload.conditions ? <p className="muted">{workload.conditions}</p> : null}
      {workload.source ? (
        <p className="muted">
          Measured points:{" "}
          <Link href={`/datasets/${workload.source.datasetSlug}`}>dataset {workload.source.datasetSlug}</Link> (
          {workload.source.articleFile}).
        </p>
      ) : null}
    </div>
  );
}
