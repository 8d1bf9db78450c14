import type { Dataset } from "@/lib/datasets/schema";
import { formatReferenceFigure } from "./metric-format";

/** Notes shared by several figures become numbered footnotes instead of repeating on every row. */
function sharedNotes(notes: (string | undefined)[]): string[] {
  const counts = new Map<string, number>();
  for (const note of notes) if (note !== undefined) counts.set(note, (counts.get(note) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([note]) => note);
}

/** Documented or claimed figures the article quotes (ratings, limits, prices): not measurements. */
export function ReferenceFiguresTable({ dataset }: { dataset: Dataset }) {
  if (dataset.referenceFigures.length === 0) return null;
  const systems = new Map(dataset.systems.map((s) => [s.id, s.label]));
  const footnotes = sharedNotes(dataset.referenceFigures.map((f) => f.note));
  return (
    <section aria-labelledby="reference-figures">
      <h2 id="reference-figures">Reference figures</h2>
      <p className="muted">Figures the article quotes from documentation or claims; they were not measured.</p>
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption>Reference figures quoted by the article</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Quantity</th>
              <th scope="col" className="num">
                Value
              </th>
              <th scope="col">In the article</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {dataset.referenceFigures.map((f) => {
              const footnote = f.note === undefined ? -1 : footnotes.indexOf(f.note);
              return (
                <tr key={f.id}>
                  <th scope="row">
                    {f.subject}
                    {f.systemId ? <span className="muted"> ({systems.get(f.systemId) ?? f.systemId})</span> : null}
                  </th>
                  <td>{f.quantity}</td>
                  <td className="num">{formatReferenceFigure(f.value, f.unit, f.qualifier)}</td>
                  <td className="as-reported">{f.asReported}</td>
                  <td className="note">
                    {footnote >= 0 ? <a href={`#reference-note-${footnote + 1}`}>see note {footnote + 1}</a> : f.note}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {footnotes.length > 0 ? (
        <ol className="table-notes" aria-label="Notes to the reference figures">
          {footnotes.map((note, i) => (
            <li key={i} id={`reference-note-${i + 1}`}>
              {note}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
