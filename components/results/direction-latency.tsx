import type { FioDirection, FioDirectionDetails } from "@/lib/fio";
import { formatIops, formatLatencyNs, formatLatencyRange, formatMiBps } from "./format";
import { LatencyHistogram, type HistogramDatum } from "./latency-histogram";

const PERCENT = 100;
/** fio's default percentile list, shown when the file has no map of its own. */
const HEADLINE_PERCENTILES: Array<[string, keyof FioDirection["clatNs"]]> = [
  ["50", "p50"],
  ["90", "p90"],
  ["99", "p99"],
  ["99.9", "p99_9"],
];

function percentileRows(stats: FioDirection, details: FioDirectionDetails | null): Array<[string, number | null]> {
  const map = details?.clatPercentilesNs;
  if (map && Object.keys(map).length > 0) return Object.entries(map).sort(([a], [b]) => Number(a) - Number(b));
  return HEADLINE_PERCENTILES.map(([label, key]) => [label, stats.clatNs[key]]);
}

/** One direction of one job: headline figures, the percentile table and, with json+ bins, the histogram. */
export function DirectionLatency({
  jobName,
  direction,
  stats,
  details,
}: {
  jobName: string;
  direction: string;
  stats: FioDirection;
  details: FioDirectionDetails | null;
}) {
  const histogram = details?.histogram ?? null;
  const total = histogram?.reduce((sum, b) => sum + b.count, 0) ?? 0;
  const data: HistogramDatum[] = (histogram ?? []).map((b) => ({
    label: formatLatencyNs(b.lowerNs),
    range: formatLatencyRange(b.lowerNs, b.upperNs),
    percent: total > 0 ? (b.count / total) * PERCENT : 0,
  }));
  return (
    <div className="direction">
      <h4>
        {direction}: {formatMiBps(stats.bandwidthBytesPerSec)}, {formatIops(stats.iops)}
      </h4>
      <div className="direction-grid">
        <div className="table-scroll" tabIndex={0}>
          <table>
            <caption>
              {direction} completion latency (clat) of {jobName}
            </caption>
            <thead>
              <tr>
                <th scope="col">Percentile</th>
                <th scope="col" className="num">
                  Latency
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">mean</th>
                <td className="num">{formatLatencyNs(stats.clatNs.mean)}</td>
              </tr>
              {percentileRows(stats, details).map(([p, ns]) => (
                <tr key={p}>
                  <th scope="row">p{p}</th>
                  <td className="num">{formatLatencyNs(ns)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">max</th>
                <td className="num">{formatLatencyNs(stats.clatNs.max)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        {histogram && histogram.length > 0 ? (
          <figure className="histogram">
            <LatencyHistogram
              data={data}
              label={`Histogram of ${direction} completion latency of ${jobName}; the same numbers are in the table below.`}
            />
            <figcaption>
              {direction} latency histogram from fio&apos;s json+ bins ({total.toLocaleString("en-US")} I/Os).
            </figcaption>
            <details>
              <summary>Histogram as a table</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Latency</th>
                    <th scope="col" className="num">
                      I/Os
                    </th>
                    <th scope="col" className="num">
                      Share
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((d, i) => (
                    <tr key={d.range}>
                      <td>{d.range}</td>
                      <td className="num">{histogram[i]?.count.toLocaleString("en-US")}</td>
                      <td className="num">{d.percent.toFixed(2)}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </figure>
        ) : (
          <p className="muted">
            No histogram: the file has no json+ latency bins for this direction (run fio with --output-format=json+).
          </p>
        )}
      </div>
    </div>
  );
}
