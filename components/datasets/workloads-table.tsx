import type { DatasetWorkload } from "@/lib/datasets/schema";
import { formatBytes, formatInteger, formatNumber } from "@/lib/format";

function files(w: DatasetWorkload): string {
  if (w.fileCount === undefined) return w.fileSizeBytes === undefined ? "" : `files of ${formatBytes(w.fileSizeBytes)}`;
  const size = w.fileSizeBytes === undefined ? "" : ` × ${formatBytes(w.fileSizeBytes)}`;
  return `${formatInteger(w.fileCount)} file${w.fileCount === 1 ? "" : "s"}${size}`;
}

/** What was run: files, bytes per run, parallelism, frequency and tool. */
export function WorkloadsTable({ workloads }: { workloads: DatasetWorkload[] }) {
  return (
    <section aria-labelledby="workloads">
      <h2 id="workloads">Workloads</h2>
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption>Workloads run against the systems</caption>
          <thead>
            <tr>
              <th scope="col">Workload</th>
              <th scope="col">Direction</th>
              <th scope="col">Files</th>
              <th scope="col" className="num">
                Bytes per run
              </th>
              <th scope="col" className="num">
                Block size
              </th>
              <th scope="col">Parallelism</th>
              <th scope="col" className="num">
                Runs per day
              </th>
              <th scope="col">Tool</th>
            </tr>
          </thead>
          <tbody>
            {workloads.map((w) => (
              <tr key={w.id} id={`workload-${w.id}`}>
                <th scope="row">
                  {w.name}
                  {w.description ? <p className="muted summary">{w.description}</p> : null}
                  {w.notes ? <p className="muted summary">{w.notes}</p> : null}
                </th>
                <td>{w.direction}</td>
                <td>{files(w)}</td>
                <td className="num">{w.totalBytes === undefined ? "" : formatBytes(w.totalBytes)}</td>
                <td className="num">{w.blockSizeBytes === undefined ? "" : formatBytes(w.blockSizeBytes)}</td>
                <td>
                  {[
                    w.concurrency === undefined ? "" : `${formatInteger(w.concurrency)} parallel streams`,
                    w.clientCount === undefined
                      ? ""
                      : `${formatInteger(w.clientCount)} client${w.clientCount === 1 ? "" : "s"}`,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </td>
                <td className="num">{w.repetitionsPerDay === undefined ? "" : formatNumber(w.repetitionsPerDay)}</td>
                <td>
                  {w.tool}
                  {w.toolOptions ? (
                    <>
                      {" "}
                      <code>{w.toolOptions}</code>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
