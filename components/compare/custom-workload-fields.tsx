import { OP_PARAMS, SIZE_UNITS, type CustomWorkload } from "@/lib/compare/view";

const BLANK_ROW = {
  direction: "read",
  fileCount: "",
  fileSize: "",
  unit: "MiB",
  concurrency: "1",
  timesPerDay: "1",
  directories: "",
} as const;

/**
 * The custom workload's fields: stored GiB and one row per operation, plus an empty row
 * to add one (an untouched empty row is ignored). Clearing a row's count and size removes it.
 */
export function CustomWorkloadFields({ custom, issues }: { custom: CustomWorkload; issues: readonly string[] }) {
  const rows = [
    ...custom.operations.map((op) => ({
      ...op,
      fileCount: String(op.fileCount),
      fileSize: String(op.fileSize),
      concurrency: String(op.concurrency),
      timesPerDay: String(op.timesPerDay),
      directories: op.directories === null ? "" : String(op.directories),
    })),
    BLANK_ROW,
  ];
  return (
    <fieldset className="compare-custom">
      <legend>Custom workload</legend>
      {issues.length > 0 ? (
        <ul className="notice" role="alert">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
      <div className="field">
        <label htmlFor="compare-gib">Stored (GiB)</label>
        <input id="compare-gib" name="gib" type="number" min="0" step="any" required defaultValue={custom.storedGiB} />
      </div>
      <div className="table-scroll" tabIndex={0}>
        <table className="compare-ops">
          <caption>
            Operations each day (runs one after another; leave the last row empty or fill it to add one)
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Direction</th>
              <th scope="col">Files</th>
              <th scope="col">File size</th>
              <th scope="col">Unit</th>
              <th scope="col">Concurrency</th>
              <th scope="col">Runs a day</th>
              <th scope="col">Directories</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((op, i) => {
              const n = `Operation ${i + 1}`;
              return (
                <tr key={i}>
                  <th scope="row">{i + 1}</th>
                  <td>
                    <select name={OP_PARAMS.direction} defaultValue={op.direction} aria-label={`${n}: direction`}>
                      <option value="read">read</option>
                      <option value="write">write</option>
                    </select>
                  </td>
                  <td>
                    <input
                      name={OP_PARAMS.fileCount}
                      type="number"
                      min="1"
                      step="1"
                      defaultValue={op.fileCount}
                      aria-label={`${n}: number of files`}
                    />
                  </td>
                  <td>
                    <input
                      name={OP_PARAMS.fileSize}
                      type="number"
                      min="0"
                      step="any"
                      defaultValue={op.fileSize}
                      aria-label={`${n}: size of each file`}
                    />
                  </td>
                  <td>
                    <select name={OP_PARAMS.unit} defaultValue={op.unit} aria-label={`${n}: size unit`}>
                      {Object.keys(SIZE_UNITS).map((u) => (
                        <option key={u}>{u}</option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      name={OP_PARAMS.concurrency}
                      type="number"
                      min="1"
                      step="1"
                      defaultValue={op.concurrency}
                      aria-label={`${n}: files in flight at once`}
                    />
                  </td>
                  <td>
                    <input
                      name={OP_PARAMS.timesPerDay}
                      type="number"
                      min="1"
                      step="1"
                      defaultValue={op.timesPerDay}
                      aria-label={`${n}: runs a day`}
                    />
                  </td>
                  <td>
                    <input
                      name={OP_PARAMS.directories}
                      type="number"
                      min="1"
                      step="1"
                      placeholder="one per writer"
                      defaultValue={op.directories}
                      aria-label={`${n}: directories the files are written into (blank: one per writer)`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
