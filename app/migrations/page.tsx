import type { Metadata } from "next";
import { formatDuration, formatUsd } from "@/lib/format";
import { loadMigrationView } from "@/server/data/recommendations/projections";
import { getDb } from "@/server/db/client";
import { CATALOG } from "@/lib/model";
import { INSTANCE_TYPES } from "@/lib/ec2/instances";
import { firstValues, type SearchParams } from "../prices/search-params";

export const metadata: Metadata = { title: "Moving data" };
export const dynamic = "force-dynamic";

const seconds = (value: number | null) => (value === null ? "not estimated" : formatDuration(value));

const HELD_BY: Record<"source" | "target" | "copier", string> = {
  source: "the source's reads",
  target: "the target's writes",
  copier: "the copier",
};

/** A catalog option picked by its label; the form sends its id. */
function OptionSelect({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  return (
    <label>
      <span>{label}</span>
      <select name={name} defaultValue={value}>
        {CATALOG.map((e) => (
          <option key={e.id} value={e.id}>
            {e.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default async function MigrationsPage({ searchParams }: { searchParams: SearchParams }) {
  const view = await loadMigrationView(getDb(), firstValues(await searchParams));
  const p = view.params;
  return (
    <>
      <h1>Moving data</h1>
      <p>
        Moving a data set from one storage option to another: how long the copy takes by AWS DataSync or by parallel
        copies from EC2 instances, what holds it (the source&apos;s reads and burst credits, the target&apos;s writes,
        the copier), a final pass for the cutover, what it costs, and the month the move pays for itself.
      </p>
      <form method="get" className="card projection-form" aria-labelledby="migration-form-title">
        <h2 id="migration-form-title">The move</h2>
        <div className="projection-fields">
          <OptionSelect name="from" label="From" value={p.from} />
          <OptionSelect name="to" label="To" value={p.to} />
          <label>
            <span>
              Data <span className="muted">(GiB)</span>
            </span>
            <input name="dataGiB" defaultValue={p.dataGiB} inputMode="decimal" />
          </label>
          <label>
            <span>
              Typical file <span className="muted">(MiB)</span>
            </span>
            <input name="fileMiB" defaultValue={p.fileMiB} inputMode="decimal" />
          </label>
          <label>
            <span>Copied by</span>
            <select name="method" defaultValue={p.method}>
              <option value="datasync">AWS DataSync (one task)</option>
              <option value="parallel-copy">parallel copies from EC2 instances</option>
            </select>
          </label>
          <label>
            <span>Copy instances</span>
            <input name="instances" defaultValue={p.instances} inputMode="numeric" />
          </label>
          <label>
            <span>Their type</span>
            <select name="instanceType" defaultValue={p.instanceType}>
              {INSTANCE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Files in flight on each</span>
            <input name="threads" defaultValue={p.threads} inputMode="numeric" />
          </label>
          <label>
            <span>
              Changed per day <span className="muted">(% of the data)</span>
            </span>
            <input name="change" defaultValue={p.change} inputMode="decimal" />
          </label>
          <label>
            <span>Region</span>
            <input name="region" defaultValue={p.region} />
          </label>
        </div>
        <button type="submit">Plan the move</button>
      </form>

      {!view.ok ? (
        <p role="alert" className="notice">
          {view.message}
        </p>
      ) : (
        <>
          <section aria-labelledby="migration-answer">
            <h2 id="migration-answer">The plan</h2>
            <p className="advisor-summary">{view.plan.summary}</p>
            {view.plan.issues.map((issue) => (
              <p key={issue} className="notice">
                {issue}
              </p>
            ))}
            {view.plan.heldBy === null ? null : (
              <div className="table-scroll" tabIndex={0}>
                <table>
                  <caption>What each side of the copy takes, held by {HELD_BY[view.plan.heldBy]}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Side</th>
                      <th scope="col" className="num">
                        Time
                      </th>
                      <th scope="col">What limits it</th>
                      <th scope="col">Burst credits</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">Reading {view.plan.source.optionId}</th>
                      <td className="num">{seconds(view.plan.source.seconds)}</td>
                      <td>{view.plan.source.bottleneck}</td>
                      <td>{view.plan.source.credits ?? "none"}</td>
                    </tr>
                    <tr>
                      <th scope="row">Writing {view.plan.target.optionId}</th>
                      <td className="num">{seconds(view.plan.target.seconds)}</td>
                      <td>{view.plan.target.bottleneck}</td>
                      <td>{view.plan.target.credits ?? "none"}</td>
                    </tr>
                    <tr>
                      <th scope="row">The copier</th>
                      <td className="num">{seconds(view.plan.copierSeconds)}</td>
                      <td colSpan={2}>{view.plan.copierLimit}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="migration-cost">
            <h2 id="migration-cost">What it costs</h2>
            <ul>
              {view.plan.cost.lines.map((l) => (
                <li key={l.item}>
                  {formatUsd(l.usd)}: {l.item}
                  {l.source.startsWith("https://") ? (
                    <>
                      {" "}
                      (<a href={l.source}>{l.source.replace(/^https:\/\//, "")}</a>
                      {l.unconfirmed ? ", unconfirmed" : ""})
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
            <p>
              {formatUsd(view.plan.cost.totalUsd)} in all. Storage costs {formatUsd(view.plan.monthly.sourceUsd)} a
              month today and {formatUsd(view.plan.monthly.targetUsd)} after the move
              {view.plan.paysForItselfInMonths !== null
                ? `: it pays for itself in ${view.plan.paysForItselfInMonths} month${view.plan.paysForItselfInMonths === 1 ? "" : "s"}.`
                : ": the target costs no less, so the move does not pay for itself in dollars."}
            </p>
          </section>
        </>
      )}
    </>
  );
}
