import type { FioDirectionDetails } from "@/lib/fio";
import type { JobDetailView } from "@/server/data/results/results";
import { DIRECTION_NAMES } from "./direction-rows";
import { DirectionLatency } from "./direction-latency";
import { formatCount, formatSeconds, formatSize, formatYesNo } from "./format";

/** The parser's workload field names as fio's own option names. */
const FIO_OPTION_NAMES: Record<string, string> = {
  rw: "rw",
  blockSizeBytes: "bs",
  ioDepth: "iodepth",
  numJobs: "numjobs",
  direct: "direct",
};

/** One job: its workload as fio ran it, then latency percentiles and histogram per direction. */
export function JobDetails({ view }: { view: JobDetailView }) {
  const { job, details } = view;
  const w = job.workload;
  return (
    <section className="card job-details" aria-labelledby={`job-${view.position}`}>
      <h3 id={`job-${view.position}`}>
        Job {view.position + 1}: {job.name}
      </h3>
      {job.error !== 0 ? (
        <p className="notice">fio reported error {job.error} for this job: it carries no measurement.</p>
      ) : null}
      <dl className="facts workload">
        <dt>rw</dt>
        <dd>{w.rw}</dd>
        <dt>Block size</dt>
        <dd>{formatSize(w.blockSizeBytes)}</dd>
        <dt>iodepth</dt>
        <dd>{formatCount(w.ioDepth)}</dd>
        <dt>numjobs</dt>
        <dd>{formatCount(w.numJobs)}</dd>
        <dt>ioengine</dt>
        <dd>{w.ioEngine ?? "not stated"}</dd>
        <dt>direct</dt>
        <dd>{formatYesNo(w.direct)}</dd>
        <dt>size</dt>
        <dd>{formatSize(w.sizeBytes)}</dd>
        <dt>runtime</dt>
        <dd>{w.runtimeSeconds === null ? "no limit set" : formatSeconds(w.runtimeSeconds)}</dd>
      </dl>
      {details && details.workloadDefaults.length > 0 ? (
        <p className="muted">
          Not set in the file, so fio&apos;s defaults are shown:{" "}
          {details.workloadDefaults.map((name) => FIO_OPTION_NAMES[name] ?? name).join(", ")}.
        </p>
      ) : null}
      {DIRECTION_NAMES.map((direction) => {
        const stats = job[direction];
        if (!stats) return null;
        const extra: FioDirectionDetails | null = details?.[direction] ?? null;
        return (
          <DirectionLatency key={direction} jobName={job.name} direction={direction} stats={stats} details={extra} />
        );
      })}
    </section>
  );
}
