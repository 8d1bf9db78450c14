import type { ModelIssue, OptionEstimate } from "@/lib/model";
import { sentence } from "./format";

/** Parameters the option's rules forbid (Max I/O with Elastic, IOPS above the size's ratio...): the rule, in the model's words. */
export function RuleNotice({ issue, optionLabel }: { issue: ModelIssue; optionLabel: string }) {
  const param = issue.path.replace(/^params\.?/, "");
  return (
    <div className="notice" role="alert" data-testid="rule-notice">
      <p>
        <strong>Not possible with these parameters.</strong> {optionLabel}
        {param ? (
          <>
            {" "}
            (<code>{param}</code>)
          </>
        ) : null}
        : {sentence(issue.message)}
      </p>
      <p className="muted">
        Rule <code>{issue.code}</code>. Change the parameter above to see an estimate.
      </p>
    </div>
  );
}

/** The option can be configured but cannot serve this workload (too big for one volume, not shareable...). */
export function InfeasibleNotice({ result }: { result: OptionEstimate }) {
  return (
    <p className="notice" role="alert" data-testid="rule-notice">
      <strong>{result.label} cannot run this workload:</strong> {sentence(result.infeasibleReason ?? "")}
    </p>
  );
}

export function NoPricesNotice({ message }: { message: string }) {
  return (
    <p className="notice" role="status">
      {message}
    </p>
  );
}

/** What the estimate could not account for: the model's warnings, as they are. */
export function EstimateWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="option-warnings">
      <h3>Caveats</h3>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
