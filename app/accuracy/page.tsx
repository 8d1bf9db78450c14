import type { Metadata } from "next";
import { ArticleTable, FamilyTable, MissTable, PublicChecks, ScrollTable } from "@/components/accuracy/accuracy-tables";
import { modelAccuracy } from "@/server/data/recommendations/accuracy";

export const metadata: Metadata = {
  title: "Accuracy",
  description:
    "How close the model's durations and costs come to published measurements, held out article by article, and how its duration ranges are made.",
};
// Computed on the server on first request (and kept per model version), not at build time.
export const dynamic = "force-dynamic";

export default async function AccuracyPage() {
  const report = await modelAccuracy();
  const o = report.overall;
  const { close, near } = report.thresholds;
  return (
    <>
      <h1>How accurate the model is</h1>
      <p className="lede" data-testid="accuracy-summary">
        Every duration the published articles measured, predicted by the model with its constants fitted on the other
        articles only (held out): {o.within1_5} of {o.cells} within x{close} of the measurement, {o.within2} within x
        {near}, typically x{o.typicalError.toFixed(2)} off. Model {report.modelVersion}; the same figures as{" "}
        <code>storage-advisor validate-model</code>.
      </p>

      <h2 id="ranges">How duration ranges are made</h2>
      <p>
        Each duration the model gives comes with a range. For every held-out measurement the model&apos;s duration is
        divided by the measured one; the measurements are grouped by what bounds them in the model (a latency it fits,
        or a limit AWS documents), and the 10th and 90th percentiles of each group make the band. A duration d is shown
        as d / p90 to d / p10, so eight in ten measurements of that kind fell inside. An option&apos;s range adds up its
        operations&apos; lows and highs, taking their errors to run the same way.
      </p>
      <ScrollTable label="Duration bands">
        <thead>
          <tr>
            <th scope="col">Bounded by</th>
            <th scope="col" className="num">
              10th percentile of model / measured
            </th>
            <th scope="col" className="num">
              90th percentile
            </th>
            <th scope="col" className="num">
              Measurements
            </th>
          </tr>
        </thead>
        <tbody data-testid="accuracy-bands">
          {report.bands.map((b) => (
            <tr key={b.mechanism}>
              <th scope="row">
                {b.mechanism === "latency"
                  ? "a latency (per-file overheads, single streams, requests)"
                  : "a limit (throughput, IOPS, credits, network)"}
              </th>
              <td className="num">{b.p10}</td>
              <td className="num">{b.p90}</td>
              <td className="num">{b.cells}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <h2>Per article</h2>
      <p>
        Held out: each article predicted with constants fitted on the others. Typical error is the geometric mean of how
        many times off each duration is.
      </p>
      <ArticleTable report={report} />

      <h2>Per option family</h2>
      <FamilyTable report={report} />

      <h2>Known misses</h2>
      <p>
        The held-out durations the model misses by more than x{near}, worst first, with the limit or latency the model
        thinks bounds them: where the model is wrong, it is usually that mechanism, or something the article leaves
        unsaid (the client, a cache, how files were laid out).
      </p>
      {report.misses.length === 0 ? (
        <p>None: every held-out duration is within x{near}.</p>
      ) : (
        <MissTable report={report} />
      )}

      <h2>Public measurements and AWS statements</h2>
      <p>Beyond the articles, the model is checked against these, each with its source and the words it rests on.</p>
      <PublicChecks report={report} />
    </>
  );
}
