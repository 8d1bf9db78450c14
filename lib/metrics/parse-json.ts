import { metricByName, metricInText, statisticInText, STATISTICS, type Statistic } from "./definitions";
import { checkedSeries, parseTimestamp, type RawPoint } from "./series-checks";
import { fail, type MetricSeries, type ParsedFile } from "./types";

/**
 * The JSON the AWS CLI prints (--output json):
 *   get-metric-data: {MetricDataResults: [{Id, Label, Timestamps[], Values[], StatusCode, Messages}], Messages}
 *     (https://docs.aws.amazon.com/AmazonCloudWatch/latest/APIReference/API_MetricDataResult.html:
 *      Timestamps[x] is the time of Values[x]; the output names no unit and no statistic)
 *   get-metric-statistics: {Label, Datapoints: [{Timestamp, Sum|Average|Maximum|Minimum|SampleCount, Unit}]}
 *     (https://docs.aws.amazon.com/AmazonCloudWatch/latest/APIReference/API_Datapoint.html; datapoints come unordered)
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function parseMetricDataJson(name: string, doc: Record<string, unknown>): ParsedFile {
  const results = doc.MetricDataResults;
  if (!Array.isArray(results))
    fail("invalid_metrics", `${name}: MetricDataResults`, `${name}: MetricDataResults must be a list.`);
  const series: MetricSeries[] = [];
  const ignored: string[] = [];
  const notes: string[] = [];
  results.forEach((result: unknown, i) => {
    const where = `${name}: MetricDataResults[${i}]`;
    if (!isObject(result)) fail("invalid_metrics", where, `${where} is not an object.`);
    const label = typeof result.Label === "string" ? result.Label : "";
    const id = typeof result.Id === "string" ? result.Id : "";
    const def = metricInText(label) ?? metricInText(id);
    const who = `${def?.name ?? (label || id || "an unnamed metric")} (${where})`;
    if (!def) {
      ignored.push(`${label || id || `result ${i}`} (${where}): not a metric the import knows`);
      return;
    }
    if (!Array.isArray(result.Timestamps))
      fail("invalid_metrics", `${where}.Timestamps`, `${who}: Timestamps is missing or not a list.`);
    if (!Array.isArray(result.Values))
      fail("invalid_metrics", `${where}.Values`, `${who}: Values is missing or not a list.`);
    const stamps = result.Timestamps as unknown[];
    const values = result.Values as unknown[];
    if (stamps.length !== values.length) {
      fail(
        "invalid_metrics",
        `${where}.Values`,
        `${who}: ${values.length} Values but ${stamps.length} Timestamps; each value needs its timestamp.`,
      );
    }
    const points: RawPoint[] = stamps.map((raw, k) => {
      const t = parseTimestamp(raw);
      if (t === null)
        fail(
          "invalid_metrics",
          `${where}.Timestamps[${k}]`,
          `${who}: Timestamps[${k}] (${JSON.stringify(raw)?.slice(0, 40)}) is not a timestamp.`,
        );
      const v = values[k];
      if (typeof v !== "number")
        fail("invalid_metrics", `${where}.Values[${k}]`, `${who}: Values[${k}] is not a number.`);
      return { t, v, at: `${where}.Values[${k}]` };
    });
    const statistic = statisticInText(label) ?? statisticInText(id);
    const status = typeof result.StatusCode === "string" ? result.StatusCode : null;
    if (status !== null && status !== "Complete")
      notes.push(`${who}: CloudWatch marked the data ${status}; periods it did not return count as missing.`);
    if (points.length === 0) {
      notes.push(`${who}: no data points.`);
      return;
    }
    const checked = checkedSeries(def, who, points);
    series.push({
      label: label || id,
      definition: def,
      statistic: statistic ?? def.statistic,
      statisticAssumed: statistic === undefined,
      unit: null,
      ...checked,
      source: where,
      status,
    });
  });
  if (Array.isArray(doc.Messages) && doc.Messages.length > 0)
    notes.push(`${name}: CloudWatch sent ${doc.Messages.length} message(s) with the data.`);
  return { name, format: "get-metric-data", series, ignored, notes };
}

export function parseMetricStatisticsJson(name: string, doc: Record<string, unknown>): ParsedFile {
  const label = typeof doc.Label === "string" ? doc.Label : "";
  const def = metricByName(label) ?? metricInText(label);
  const datapoints = doc.Datapoints;
  if (!Array.isArray(datapoints))
    fail("invalid_metrics", `${name}: Datapoints`, `${label || name}: Datapoints must be a list.`);
  if (!def)
    return {
      name,
      format: "get-metric-statistics",
      series: [],
      ignored: [`${label || "(no Label)"} (${name}): not a metric the import knows`],
      notes: [],
    };
  const who = `${def.name} (${name})`;
  const byStatistic = new Map<Statistic, RawPoint[]>();
  let unit: string | null = null;
  datapoints.forEach((point: unknown, k) => {
    const where = `${name}: Datapoints[${k}]`;
    if (!isObject(point)) fail("invalid_metrics", where, `${who}: Datapoints[${k}] is not an object.`);
    const t = parseTimestamp(point.Timestamp);
    if (t === null) fail("invalid_metrics", `${where}.Timestamp`, `${who}: Datapoints[${k}] has no valid Timestamp.`);
    if (typeof point.Unit === "string") {
      if (unit === null) unit = point.Unit;
      else if (point.Unit !== unit)
        fail(
          "invalid_metrics",
          `${where}.Unit`,
          `${who}: mixed units: Datapoints[${k}] is in ${point.Unit}, earlier points in ${unit}.`,
        );
    }
    let any = false;
    for (const stat of STATISTICS) {
      const v = point[stat];
      if (v === undefined) continue;
      if (typeof v !== "number")
        fail("invalid_metrics", `${where}.${stat}`, `${who}: Datapoints[${k}].${stat} is not a number.`);
      any = true;
      const list = byStatistic.get(stat) ?? [];
      list.push({ t, v, at: `${where}.${stat}` });
      byStatistic.set(stat, list);
    }
    if (!any)
      fail(
        "invalid_metrics",
        where,
        `${who}: Datapoints[${k}] holds none of Sum, Average, Maximum, Minimum, SampleCount.`,
      );
  });
  if (unit !== null && unit !== "None" && unit !== def.unit) {
    fail(
      "invalid_metrics",
      `${name}: Datapoints[0].Unit`,
      `${who}: the unit is ${unit}, but CloudWatch documents ${def.name} in ${def.unit}.`,
    );
  }
  const series: MetricSeries[] = [];
  for (const [statistic, points] of byStatistic) {
    if (points.length !== datapoints.length) {
      fail(
        "invalid_metrics",
        `${name}: Datapoints`,
        `${who}: ${statistic} is in ${points.length} of ${datapoints.length} datapoints; every datapoint must carry the same statistics.`,
      );
    }
    series.push({
      label: label,
      definition: def,
      statistic,
      statisticAssumed: false,
      unit,
      ...checkedSeries(def, who, points),
      source: name,
      status: null,
    });
  }
  return {
    name,
    format: "get-metric-statistics",
    series,
    ignored: [],
    notes: datapoints.length === 0 ? [`${who}: no datapoints.`] : [],
  };
}
