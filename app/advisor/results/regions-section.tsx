import Link from "next/link";
import type { AdvisorAnswers } from "@/lib/advisor/answers";
import { fetchRecommendationsInRegions } from "@/server/data/loaders";
import { costRatio, formatAgainstCheapest } from "@/lib/format/against-cheapest";
import type { ByteUnits } from "@/lib/format/bytes";
import { formatDuration } from "@/lib/format/duration";
import { restateRates } from "@/lib/format/restate-rates";
import { formatUsd } from "@/lib/format/usd";
import { answersToSearchParams } from "@/lib/validations/advisor";
import { BUNDLED_SNAPSHOT, bundledUnpriced } from "@/lib/pricing/bundled";

/** Why a Region has no first choice: not priced there (bundled prices, none read for it) or none fits. */
function noChoice(row: { region: string; snapshotId: string }): string {
  const unpriced = row.snapshotId === BUNDLED_SNAPSHOT.id ? bundledUnpriced(row.region) : null;
  return unpriced ? `not priced in ${row.region}: ${unpriced.reason}` : "nothing meets the answers";
}

/**
 * `regions=all` (or a list) on the results page: the same answers run through the advisor
 * in each region, the first choice and its cost there, cheapest first. A row's link opens
 * the full answer for that region, in the page's units; a choice's rates ("125 MB/s/TiB")
 * are written in them too, as /compare's region table writes them.
 */
export async function AdvisorRegionsSection({
  answers,
  regions,
  units = "auto",
}: {
  answers: AdvisorAnswers;
  regions: "all" | string[];
  units?: ByteUnits;
}) {
  const { rows, missing } = await fetchRecommendationsInRegions(answers, regions);
  const floor = rows[0]?.cheapest?.monthlyCostUsd ?? null;
  return (
    <section aria-labelledby="advisor-regions" data-testid="advisor-regions">
      <h2 id="advisor-regions">
        The same answers in {rows.length === 1 ? "1 region" : `${rows.length} regions`}, cheapest first
      </h2>
      {rows.length === 0 ? (
        <p className="notice" role="alert">
          No price snapshot covers these regions.
        </p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table>
            <caption className="visually-hidden">First choice and its monthly cost per region</caption>
            <thead>
              <tr>
                <th scope="col">Region</th>
                <th scope="col">First choice there</th>
                <th scope="col" className="num">
                  Monthly cost
                </th>
                <th scope="col" className="num">
                  Time
                </th>
                <th scope="col" className="num">
                  Against the cheapest
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const params = answersToSearchParams({ ...answers, region: row.region });
                if (units !== "auto") params.set("units", units);
                const cost = row.cheapest?.monthlyCostUsd ?? null;
                const against = formatAgainstCheapest(costRatio(cost, floor));
                return (
                  <tr key={row.region} data-testid="advisor-region-row" data-region={row.region}>
                    <th scope="row">
                      <Link href={`/advisor/results?${params.toString()}`} prefetch={false}>
                        {row.region}
                      </Link>
                    </th>
                    <td data-testid="advisor-region-choice">
                      {row.cheapest ? restateRates(row.cheapest.label, units) : noChoice(row)}
                    </td>
                    <td className="num">{cost === null ? "" : formatUsd(cost)}</td>
                    <td className="num">
                      {row.cheapest?.timeSeconds == null ? "" : formatDuration(row.cheapest.timeSeconds)}
                    </td>
                    <td className="num">{against}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {missing.length > 0 ? (
        <p className="muted">Not compared: {missing.map((m) => m.region).join(", ")} (no prices).</p>
      ) : null}
    </section>
  );
}
