import type { RankedOption } from "@/lib/advisor";

/**
 * "Measure it yourself": per ranked option, the fio job file that reproduces the saved
 * recommendation's workload and the script that runs it and uploads the result linked
 * back here. Plain download links: no script runs in the page.
 */
export function FioJobLinks({
  recommendationId,
  ranking,
}: {
  recommendationId: string;
  ranking: readonly RankedOption[];
}) {
  if (ranking.length === 0) return null;
  const base = `/api/v1/recommendations/${encodeURIComponent(recommendationId)}/fio-job`;
  return (
    <section aria-labelledby="measure-yourself" className="measure-yourself">
      <h2 id="measure-yourself">Measure it yourself</h2>
      <p>
        Run this workload on your own account with <a href="https://fio.readthedocs.io/">fio</a> and upload the result:
        it is set beside the model below, and this page re-ranks the options with what you measured. Download the job
        file and the script for the option you set up, then run{" "}
        <code>sh storage-advisor-….sh /mnt/your-storage/fio-test</code> on the client. Big workloads come as a
        scaled-down, time-limited run; the file says by how much.
      </p>
      <ul className="fio-job-links">
        {ranking.map((option) => {
          const query = `?option=${encodeURIComponent(option.key)}`;
          return (
            <li key={option.key}>
              <span>
                {option.rank}. {option.label}
              </span>{" "}
              <a className="button" href={`${base}${query}`} download data-testid={`fio-job-${option.key}`}>
                fio job file
              </a>{" "}
              <a
                className="button"
                href={`${base}${query}&format=sh`}
                download
                data-testid={`fio-script-${option.key}`}
              >
                run-and-upload script
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
