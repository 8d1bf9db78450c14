/** The /compare view's workload as a fio job file and its run-and-upload script (label the option at upload). */
export function CompareFioJobLinks({ query }: { query: string }) {
  const base = `/api/v1/fio-job?${query}`;
  return (
    <p className="compare-fio-job">
      Measure this workload yourself:{" "}
      <a className="button" href={base} download data-testid="compare-fio-job">
        fio job file
      </a>{" "}
      <a className="button" href={`${base}${query ? "&" : ""}format=sh`} download>
        run-and-upload script
      </a>
    </p>
  );
}
