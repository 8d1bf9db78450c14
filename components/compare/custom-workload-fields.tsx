import {
  ACCESS_PATTERNS,
  CLIENTS_PARAM,
  OP_PARAMS,
  SIZE_UNITS,
  type CustomOperation,
  type CustomWorkload,
} from "@/lib/compare/view";
// The form is in /compare's client bundle: the one model file it needs, not the model's
// index (whose schemas would put zod in the page's first load, e2e/first-load.spec.ts).
// eslint-disable-next-line no-restricted-imports
import { DEFAULT_IO_SIZE_BYTES, MAX_CLIENTS, MAX_IO_SIZE_BYTES, MIN_IO_SIZE_BYTES } from "@/lib/model/workload-limits";
import { KIB_BYTES } from "@/lib/units";

/** Field values as the form holds them, by name; an operation's names repeat once per row. */
export type FormDraft = Partial<Record<string, string[]>>;

type Row = Record<keyof CustomOperation, string>;

const BLANK_ROW: Row = {
  direction: "read",
  fileCount: "",
  fileSize: "",
  unit: "MiB",
  concurrency: "1",
  timesPerDay: "1",
  directories: "",
  access: "sequential",
  ioSizeKiB: "",
};

const isBlank = (row: Row) => row.fileCount.trim() === "" && row.fileSize.trim() === "";

function rowOf(op: CustomOperation): Row {
  return {
    direction: op.direction,
    fileCount: String(op.fileCount),
    fileSize: String(op.fileSize),
    unit: op.unit,
    concurrency: String(op.concurrency),
    timesPerDay: String(op.timesPerDay),
    directories: op.directories === null ? "" : String(op.directories),
    access: op.access,
    ioSizeKiB: op.ioSizeKiB === null ? "" : String(op.ioSizeKiB),
  };
}

/** The rows as typed (a draft of the table), or null when the draft does not hold the table. */
function draftRows(draft: FormDraft | undefined): Row[] | null {
  if (draft === undefined) return null;
  const columns = Object.entries(OP_PARAMS) as [keyof CustomOperation, string][];
  if (!columns.some(([, key]) => draft[key] !== undefined)) return null;
  const count = Math.max(...columns.map(([, key]) => draft[key]?.length ?? 0));
  return Array.from({ length: count }, (_, i) => {
    const row = { ...BLANK_ROW };
    for (const [field, key] of columns) row[field] = draft[key]?.[i] ?? BLANK_ROW[field];
    return row;
  });
}

/** KiB figures of the model's request sizes, for the I/O size field's bounds and hint. */
const IO_KIB = {
  min: MIN_IO_SIZE_BYTES / KIB_BYTES,
  max: MAX_IO_SIZE_BYTES / KIB_BYTES,
  default: DEFAULT_IO_SIZE_BYTES / KIB_BYTES,
};

/**
 * The custom workload's fields: stored GiB, clients and one row per operation, plus an
 * empty row to add one (an untouched empty row is ignored). Clearing a row's count and
 * size removes it. `draft` holds values typed and not yet in the view (the view form's),
 * shown in place of the view's own.
 */
export function CustomWorkloadFields({
  custom,
  issues,
  draft,
}: {
  custom: CustomWorkload;
  issues: readonly string[];
  draft?: FormDraft;
}) {
  const typed = draftRows(draft);
  const rows = typed ?? custom.operations.map(rowOf);
  if (rows.length === 0 || !isBlank(rows[rows.length - 1]!)) rows.push(BLANK_ROW);
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
        <input
          id="compare-gib"
          name="gib"
          type="number"
          min="0"
          step="any"
          required
          defaultValue={draft?.gib?.[0] ?? custom.storedGiB}
        />
      </div>
      <div className="field">
        <label htmlFor="compare-clients">Clients (instances sharing the work)</label>
        <input
          id="compare-clients"
          name={CLIENTS_PARAM}
          type="number"
          min="1"
          max={MAX_CLIENTS}
          step="1"
          placeholder="1"
          defaultValue={draft?.[CLIENTS_PARAM]?.[0] ?? custom.clients}
        />
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
              <th scope="col">Access</th>
              <th scope="col">I/O size (KiB)</th>
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
                  <td>
                    <select
                      name={OP_PARAMS.access}
                      className="compare-op-access"
                      defaultValue={op.access}
                      aria-label={`${n}: access pattern`}
                    >
                      {ACCESS_PATTERNS.map((a) => (
                        <option key={a}>{a}</option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      name={OP_PARAMS.ioSizeKiB}
                      type="number"
                      min={IO_KIB.min}
                      max={IO_KIB.max}
                      step="any"
                      placeholder={String(IO_KIB.default)}
                      defaultValue={op.ioSizeKiB}
                      aria-label={`${n}: size of each request in KiB (blank: ${IO_KIB.default.toLocaleString("en-US")}, the default)`}
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
