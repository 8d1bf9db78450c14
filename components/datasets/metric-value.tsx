import { isEstimated, type ResultMetric } from "@/lib/datasets/layout";
import type { DatasetResult } from "@/lib/datasets/schema";
import { asReportedText, formatResultMetric } from "./metric-format";
import type { ValueMode } from "./view";

/** The marker on a value the source itself calls estimated, extrapolated or approximate. */
export function EstimatedMark() {
  return (
    <abbr className="estimated" title="estimated by the source">
      est.
    </abbr>
  );
}

/** One metric of one result: converted with its unit, or the article's text; estimates marked. */
export function MetricValue({
  result,
  metric,
  mode,
}: {
  result: DatasetResult;
  metric: ResultMetric;
  mode: ValueMode;
}) {
  const lines = mode === "as-reported" ? asReportedText(result, metric) : formatResultMetric(result, metric);
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} className="metric-line">
          {line}
          {i === lines.length - 1 && isEstimated(result, metric) ? (
            <>
              {" "}
              <EstimatedMark />
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

const SCOPES = { volume: "per volume", node: "per node", client: "per client" } as const;

/** "peak · per volume · mean of 3 runs": what the figure summarises, when the source says. */
export function describeResultContext(result: DatasetResult): string {
  const parts: string[] = [];
  if (result.statistic !== undefined && result.statistic !== "mean") parts.push(result.statistic.replace("-", " "));
  if (result.scope !== undefined && result.scope !== "system") parts.push(SCOPES[result.scope]);
  if (result.statistic === "mean")
    parts.push(result.sampleCount === undefined ? "mean" : `mean of ${result.sampleCount} runs`);
  else if (result.sampleCount !== undefined) parts.push(`${result.sampleCount} runs`);
  return parts.join(" · ");
}
