import type { FioDocument } from "@/lib/fio";
import { directionRows } from "./direction-rows";
import { formatIops, formatLatencyNs, formatMiBps, formatSize } from "./format";

/** Rows shown before "and N more": a preview, not the whole result page. */
const PREVIEW_MAX_ROWS = 12;

/** What the parser read from a file, before it is saved: jobs, rw, bandwidth, IOPS, p99. */
export function ParsedPreview({ document, fileName }: { document: FioDocument; fileName: string }) {
  const rows = directionRows(document.jobs);
  const failed = document.jobs.filter((job) => job.error !== 0).length;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <caption>
          Parsed from {fileName}: {document.fioVersion ?? "unknown fio version"}, {document.jobs.length} job
          {document.jobs.length === 1 ? "" : "s"}
          {failed > 0 ? ` (${failed} failed, not counted)` : ""}
        </caption>
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
              p99 latency
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PREVIEW_MAX_ROWS).map((row) => (
            <tr key={row.key}>
              <td>{row.job.name}</td>
              <td>{row.job.workload.rw}</td>
              <td>{formatSize(row.job.workload.blockSizeBytes)}</td>
              <td>{row.direction}</td>
              <td className="num">{formatMiBps(row.stats.bandwidthBytesPerSec)}</td>
              <td className="num">{formatIops(row.stats.iops)}</td>
              <td className="num">{formatLatencyNs(row.stats.clatNs.p99)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > PREVIEW_MAX_ROWS ? (
        <p className="muted">…and {rows.length - PREVIEW_MAX_ROWS} more rows; the result page shows all of them.</p>
      ) : null}
      {document.warnings.length > 0 ? (
        <details>
          <summary>Parser notes ({document.warnings.length})</summary>
          <ul>
            {document.warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
