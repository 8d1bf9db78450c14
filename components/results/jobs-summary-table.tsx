import type { FioJob } from "@/lib/fio";
import { directionRows } from "./direction-rows";
import { formatIops, formatLatencyNs, formatMiBps, formatSize } from "./format";

/** A value the file did not set: fio's default, marked so, as the job's own section says. */
function Setting({ value, isDefault }: { value: string; isDefault: boolean }) {
  return isDefault ? (
    <>
      {value} <span className="muted">(fio default)</span>
    </>
  ) : (
    <>{value}</>
  );
}

/**
 * Every job and direction in one table: the numbers a reader compares first. `defaults`
 * names, per job, the workload fields the file left out (the parser's workloadDefaults).
 */
export function JobsSummaryTable({
  jobs,
  defaults = [],
}: {
  jobs: readonly FioJob[];
  defaults?: readonly (readonly string[])[];
}) {
  const rows = directionRows(jobs);
  const defaultsOf = new Map(jobs.map((job, i) => [job, new Set(defaults[i] ?? [])]));
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="jobs-summary">
        <caption>Bandwidth, IOPS and completion latency per job and direction</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">rw</th>
            <th scope="col">Block size</th>
            <th scope="col">Direction</th>
            <th scope="col" className="num">
              Bandwidth
            </th>
            <th scope="col" className="num">
              IOPS
            </th>
            <th scope="col" className="num">
              Mean latency
            </th>
            <th scope="col" className="num">
              p50
            </th>
            <th scope="col" className="num">
              p99
            </th>
            <th scope="col" className="num">
              p99.9
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.job.name}</th>
              <td>
                <Setting value={row.job.workload.rw} isDefault={defaultsOf.get(row.job)?.has("rw") ?? false} />
              </td>
              <td>
                <Setting
                  value={formatSize(row.job.workload.blockSizeBytes)}
                  isDefault={defaultsOf.get(row.job)?.has("blockSizeBytes") ?? false}
                />
              </td>
              <td>{row.direction}</td>
              <td className="num">{formatMiBps(row.stats.bandwidthBytesPerSec)}</td>
              <td className="num">{formatIops(row.stats.iops)}</td>
              <td className="num">{formatLatencyNs(row.stats.clatNs.mean)}</td>
              <td className="num">{formatLatencyNs(row.stats.clatNs.p50)}</td>
              <td className="num">{formatLatencyNs(row.stats.clatNs.p99)}</td>
              <td className="num">{formatLatencyNs(row.stats.clatNs.p99_9)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {jobs.some((job) => job.error !== 0) ? (
        <p className="muted">Jobs that failed (fio error other than 0) carry no measurement and are not listed.</p>
      ) : null}
    </div>
  );
}
