import Link from "next/link";
import type { DatasetDetail } from "@/server/data/datasets/datasets";
import { describeLayout, describeSettings, describeSize } from "./system-settings";
import { optionHref, SystemName } from "./system-name";

/** The storage configurations measured, each mapped onto the catalog where it fits. */
export function SystemsTable({ detail }: { detail: DatasetDetail }) {
  const links = new Map(detail.systems.map((s) => [s.key, s]));
  return (
    <section aria-labelledby="systems">
      <h2 id="systems">Systems</h2>
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption>Systems measured, with their catalog option and configuration</caption>
          <thead>
            <tr>
              <th scope="col">System</th>
              <th scope="col">Catalog option</th>
              <th scope="col">Configuration</th>
              <th scope="col">In the article</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {detail.document.systems.map((system) => {
              const link = links.get(system.id);
              const storage = system.storage;
              const settings = [
                ...(storage.kind === "catalog" ? describeSettings(storage.config) : []),
                ...(system.size ? [describeSize(system.size)] : []),
                ...(system.layout ? [describeLayout(system.layout)].filter(Boolean) : []),
                ...Object.entries(system.properties ?? {}).map(([k, v]) => `${k}: ${String(v)}`),
              ];
              const underlying = link?.underlyingOptionId ?? null;
              return (
                <tr key={system.id} id={`system-${system.id}`}>
                  <th scope="row">
                    <SystemName label={system.label} link={link} />
                  </th>
                  <td>
                    {link?.optionId ? (
                      <Link href={optionHref(link.optionId)}>
                        <code>{link.optionId}</code>
                      </Link>
                    ) : storage.kind === "other" ? (
                      <>
                        <span className="muted">not in the catalog: </span>
                        {storage.description}
                        {underlying ? (
                          <>
                            {" "}
                            (data on{" "}
                            <Link href={optionHref(underlying)}>
                              <code>{underlying}</code>
                            </Link>
                            )
                          </>
                        ) : null}
                      </>
                    ) : null}
                  </td>
                  <td>{settings.length ? settings.join("; ") : <span className="muted">defaults</span>}</td>
                  <td className="as-reported">
                    {system.asReported}
                    {system.layout ? <span className="muted"> ({system.layout.asReported})</span> : null}
                  </td>
                  <td className="note">
                    {system.summaryOf ? `Summary of ${system.summaryOf.length} systems. ` : null}
                    {system.notes}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
