import { fetchResultJobs } from "@/server/data/loaders";
import { JobDetails } from "./job-details";
import { JobsSummaryTable } from "./jobs-summary-table";

/** Job cards beyond this are left to the summary table and the API: a 120-job file is one table, not 120 charts. */
const DETAILED_JOBS_SHOWN = 16;

/** The result's jobs: one summary table, then a card per job with workload, percentiles and histogram. */
export async function ResultJobsSection({ id }: { id: string }) {
  const jobs = await fetchResultJobs(id);
  const usable = jobs.filter((j) => j.job.error === 0);
  const shown = usable.slice(0, DETAILED_JOBS_SHOWN);
  return (
    <>
      <JobsSummaryTable jobs={jobs.map((j) => j.job)} defaults={jobs.map((j) => j.details?.workloadDefaults ?? [])} />
      <h2>Workload and latency per job</h2>
      <div className="job-list">
        {shown.map((view) => (
          <JobDetails key={view.position} view={view} />
        ))}
      </div>
      {usable.length > shown.length ? (
        <p className="muted">
          The first {shown.length} of {usable.length} jobs are shown in detail; all of them are in the table above and
          in <a href={`/api/v1/results/${id}`}>the API answer</a>.
        </p>
      ) : null}
    </>
  );
}
