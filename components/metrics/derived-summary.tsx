import { formatBytes, formatRate } from "@/lib/format";
import type { MetricsAnalysis } from "@/lib/metrics";

const pct = (share: number | null) => (share === null ? "not in the files" : `${Math.round(share * 100)}%`);

/** What the import found: the period, the derived workload and the assumptions behind it. */
export function DerivedSummary({ analysis }: { analysis: MetricsAnalysis }) {
  const { derived, workload, period } = analysis;
  return (
    <>
      <dl className="facts" data-testid="derived-facts">
        <div>
          <dt>Observed</dt>
          <dd>
            {analysis.system.toUpperCase()}, {period.start.slice(0, 16).replace("T", " ")} to{" "}
            {period.end.slice(0, 16).replace("T", " ")} UTC ({period.hours} hours)
          </dd>
        </div>
        <div>
          <dt>Busiest hour</dt>
          <dd>
            {derived.peak
              ? `${formatRate(derived.peak.bytesPerSecond)} at ${derived.peak.at.slice(0, 16).replace("T", " ")}`
              : "no traffic"}
          </dd>
        </div>
        <div>
          <dt>Reads (share of bytes) / metadata share</dt>
          <dd>
            {pct(derived.readShare)} / {pct(derived.metadataShare)}
          </dd>
        </div>
        <div>
          <dt>Stored</dt>
          <dd>
            {formatBytes(workload.storedBytes)}, growing {formatBytes(Math.abs(derived.storage.growthBytesPerDay))} a
            day{derived.storage.growthBytesPerDay < 0 ? " less" : ""}
          </dd>
        </div>
        {derived.directions.map((d) => (
          <div key={d.direction}>
            <dt>{d.direction === "read" ? "Read" : "Written"} a day</dt>
            <dd>
              {formatBytes(d.bytesPerDay)} in {d.timesPerDay} busy hour{d.timesPerDay === 1 ? "" : "s"}
              {d.ioSizeBytes ? `, ${formatBytes(d.ioSizeBytes)} requests` : ""}
            </dd>
          </div>
        ))}
      </dl>
      <details>
        <summary>Assumptions and notes on the files ({derived.assumptions.length + analysis.notes.length})</summary>
        <ul>
          {[...derived.assumptions, ...analysis.notes].map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </details>
    </>
  );
}
