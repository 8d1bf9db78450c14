import type { Dataset } from "@/lib/datasets/schema";
import { formatInteger, formatNumber } from "@/lib/format";

/** How the numbers were taken: client, method, what a cost includes, and notes on the data. */
export function MethodSection({ dataset }: { dataset: Dataset }) {
  const { client, costConvention } = dataset;
  const clientText = [
    client.count === null ? null : `${formatInteger(client.count)} ×`,
    client.instanceType ?? null,
    client.platform.toUpperCase() === "EC2" && client.instanceType ? null : client.platform,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <section aria-labelledby="method">
      <h2 id="method">Method</h2>
      <dl className="facts">
        <div>
          <dt>Client</dt>
          <dd>
            {clientText || "not stated"}
            {client.description ? `. ${client.description}` : null}
          </dd>
        </div>
        {costConvention ? (
          <div>
            <dt>Costs</dt>
            <dd>
              {costConvention.currency}
              {costConvention.periodDays === undefined
                ? ""
                : ` per ${formatNumber(costConvention.periodDays)}-day month`}
              . Includes: {costConvention.includes.join("; ") || "not stated"}. Excludes:{" "}
              {costConvention.excludes.join("; ") || "nothing stated"}. Gigabytes:{" "}
              {costConvention.gigabyteBasis === "not-stated"
                ? "not stated whether binary or decimal"
                : costConvention.gigabyteBasis}
              .
            </dd>
          </div>
        ) : null}
      </dl>
      <ul>
        {dataset.methodNotes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
      </ul>
      {dataset.notes && dataset.notes.length > 0 ? (
        <>
          <h3>Notes on the data</h3>
          <ul>
            {dataset.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
