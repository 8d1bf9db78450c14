import type { ConsideredOption, Crossover, RuledOutOption } from "@/lib/advisor";
import { duration, usd } from "@/lib/advisor/format";
import type { RecommendationView } from "@/server/data/recommendations/recommendations";
import { formatBytes, formatInteger, type ByteUnits } from "@/lib/format";
import { PriceAge } from "@/components/prices/price-age";

/** The sections under the ranked cards: crossovers, rule-outs, the rest, and the method. */

const STAGE_TEXT: Record<RuledOutOption["stage"], string> = {
  answers: "your answers",
  model: "the model",
  prices: "missing prices",
  "too-slow": "too slow",
  budget: "over budget",
};

export function Crossovers({ crossovers, hasRunnerUp }: { crossovers: Crossover[]; hasRunnerUp: boolean }) {
  if (crossovers.length === 0) {
    return (
      <p>
        {hasRunnerUp
          ? "Varying daily reads, daily writes, file size, threads or data size on its own, a hundredfold either way, does not change the first place."
          : "Only one option fits these answers, so there is nothing for another to overtake."}
      </p>
    );
  }
  return (
    <ul className="advisor-crossovers">
      {crossovers.map((c) => (
        <li key={`${c.dimension}-${c.direction}`}>{c.text}</li>
      ))}
    </ul>
  );
}

export function RuledOutTable({ ruledOut }: { ruledOut: RuledOutOption[] }) {
  if (ruledOut.length === 0) return <p>Nothing was ruled out.</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Options ruled out and why</caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Ruled out by</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {ruledOut.map((r, i) => (
            <tr key={`${r.optionId}-${i}`}>
              <th scope="row">{r.label}</th>
              <td>{STAGE_TEXT[r.stage]}</td>
              <td>{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ConsideredTable({ options }: { options: ConsideredOption[] }) {
  if (options.length === 0) return <p>Every workable configuration is ranked above.</p>;
  const beaten = options.filter((o) => o.beatenBy);
  return (
    <>
      {beaten.length > 0 ? (
        <ul className="advisor-beaten">
          {beaten.map((o) => (
            <li key={o.key}>
              <strong>{o.label}</strong> ({usd(o.monthlyCostUsd)} a month): not ranked, {o.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <ConsideredDetails options={options} />
    </>
  );
}

function ConsideredDetails({ options }: { options: ConsideredOption[] }) {
  return (
    <details>
      <summary>{options.length} more workable configurations</summary>
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption className="visually-hidden">Other workable configurations, best first</caption>
          <thead>
            <tr>
              <th scope="col">Configuration</th>
              <th scope="col" className="num">
                Monthly cost
              </th>
              <th scope="col" className="num">
                Time
              </th>
              <th scope="col" className="num">
                In all, with waiting
              </th>
              <th scope="col">Why not ranked</th>
            </tr>
          </thead>
          <tbody>
            {options.map((o) => (
              <tr key={o.key}>
                <th scope="row">{o.label}</th>
                <td className="num">{usd(o.monthlyCostUsd)}</td>
                <td className="num">{duration(o.timeSeconds ?? o.durationSecondsPerDay)}</td>
                <td className="num">
                  {o.totalMonthlyUsd === undefined ? `score ${o.score.toFixed(2)}` : usd(o.totalMonthlyUsd)}
                </td>
                <td>{o.reason ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function Method({ view, units = "auto" }: { view: RecommendationView; units?: ByteUnits }) {
  // Rendered on the server (no "use client" above it): the age is as of the request.
  const now = new Date();
  const { weights, plan } = view;
  return (
    <>
      {view.method === "need-then-total-cost" ? (
        <p data-testid="advisor-weights">
          Need first, then dollars: {view.need} Costs within {usd(weights.costFloorUsd)} of each other count as equal,
          and the faster of the two ranks first.
        </p>
      ) : (
        <>
          <p data-testid="advisor-weights">
            Weights for {weights.latency} work: cost {weights.cost * 100}%, time {weights.duration * 100}%. Each
            configuration is scored by {weights.cost * 100}% of the log2 of its monthly cost and{" "}
            {weights.duration * 100}% of the log2 of the time {view.timeMeasure ?? "the day's work"} takes, both
            relative to the best (so 0 is best on both, and 1 point is a doubling of a figure weighing 100%). Costs
            under {usd(weights.costFloorUsd)} and times under {duration(weights.durationFloorSeconds)} count as equal.
            The weights follow the latency answer.
          </p>
          {view.need ? <p>{view.need}</p> : null}
        </>
      )}
      {view.modelError ? <p>{view.modelError}</p> : null}
      <ul>
        {view.notes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
        <li>
          The model ran {plan.nodes > 1 ? `one of ${formatInteger(plan.nodes)} instances` : "the storage"} with{" "}
          {formatBytes(plan.storedBytesPerNode, units)} stored, {formatInteger(plan.clients)} client
          {plan.clients === 1 ? "" : "s"}, over {plan.days} days:{" "}
          {plan.operations.length === 0
            ? "no reads or writes."
            : plan.operations
                .map(
                  (op) =>
                    `${op.name}, ${formatInteger(op.fileCount)} files of ${formatBytes(op.fileSizeBytes, units)} ${op.timesPerDay === 1 ? "once" : `${op.timesPerDay} times`} a day`,
                )
                .join("; ")}
          .
        </li>
      </ul>
      <p className="muted">
        Model {view.modelVersion}, advisor {view.advisorVersion}; prices from snapshot {view.snapshot.id} (as of{" "}
        {view.snapshot.asOf}, <PriceAge asOf={view.snapshot.asOf} now={now} />
        ).
      </p>
    </>
  );
}
