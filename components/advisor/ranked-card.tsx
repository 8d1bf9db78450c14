import type { RankedOption } from "@/lib/advisor";
import { duration, usd } from "@/lib/advisor/format";
import { AccuracyLink } from "@/components/accuracy/accuracy-link";

/**
 * One ranked option: its figures first (cost, time, what limits it), then why it ranks
 * there, what to ask AWS for, faster paths and the model's warnings. Everything shown
 * comes from the stored result, so a share link renders the same card.
 */
export function RankedCard({ option, timeMeasure }: { option: RankedOption; timeMeasure: string }) {
  const headingId = `rank-${option.rank}`;
  return (
    <article className="card advisor-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className="advisor-rank">{option.rank}.</span> {option.label}
      </h3>
      <dl className="advisor-figures">
        <div>
          <dt>{option.waitingUsd ? "Storage a month" : "Monthly cost"}</dt>
          <dd className="num" data-figure="cost">
            {usd(option.monthlyCostUsd)}
            {option.pricesUnconfirmed ? <span className="muted"> (some prices unconfirmed)</span> : null}
          </dd>
        </div>
        {option.waitingUsd ? (
          <div>
            <dt>In all, with waiting</dt>
            <dd className="num" data-figure="total-cost">
              {usd(option.totalMonthlyUsd ?? option.monthlyCostUsd)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{timeMeasure.charAt(0).toUpperCase() + timeMeasure.slice(1)}</dt>
          <dd className="num" data-figure="duration">
            {duration(option.timeSeconds ?? option.durationSecondsPerDay)}
            {option.timeRange ? (
              <span className="muted">
                {" "}
                ({duration(option.timeRange.low)} to {duration(option.timeRange.high)} within{" "}
                <AccuracyLink>the model&apos;s error</AccuracyLink>)
              </span>
            ) : null}
          </dd>
        </div>
        {option.timeSeconds !== undefined && option.timeSeconds !== option.durationSecondsPerDay ? (
          <div>
            <dt>The day&apos;s work</dt>
            <dd className="num">{duration(option.durationSecondsPerDay)}</dd>
          </div>
        ) : null}
        <div className="advisor-figure-wide">
          <dt>Bottleneck</dt>
          <dd>{option.bottleneck}</dd>
        </div>
        {option.costText ? (
          <div className="advisor-figure-wide">
            <dt>What it costs in all</dt>
            <dd data-figure="cost-sum">{option.costText}</dd>
          </div>
        ) : null}
        {option.meetsNeed === false && option.needShortfall ? (
          <div className="advisor-figure-wide">
            <dt>Misses the need</dt>
            <dd>{option.needShortfall}</dd>
          </div>
        ) : null}
      </dl>
      <h4>Why it ranks here</h4>
      <ul className="advisor-why">
        {option.why.map((sentence, i) => (
          <li key={i}>{sentence}</li>
        ))}
      </ul>
      {option.fasterPaths.length > 0 ? (
        <div className="notice advisor-faster">
          <h4>A faster path</h4>
          <ul>
            {option.fasterPaths.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <h4>What to ask AWS for</h4>
      <dl className="advisor-config">
        {option.configuration.map((item) => (
          <div key={item.name}>
            <dt>{item.name}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {option.warnings.length > 0 ? (
        <details className="advisor-warnings">
          <summary>Model notes ({option.warnings.length})</summary>
          <ul>
            {option.warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}
