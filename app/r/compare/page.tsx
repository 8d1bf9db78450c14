import type { Metadata } from "next";
import Link from "next/link";
import { describeAnswers } from "@/components/advisor/answers-summary";
import { duration, usd } from "@/lib/advisor/format";
import { getDb } from "@/server/db/client";
import {
  getRecommendation,
  SHARE_ID_PATTERN,
  type RecommendationView,
} from "@/server/data/recommendations/recommendations";
import { formatPartialDate } from "@/lib/format";
import { parseUnits } from "@/lib/validations/units";
import { keepUnits, UnitsLinks, withUnits } from "@/components/units/units-links";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Saved recommendations side by side" };

/** How many saved answers one view sets side by side: more columns than this do not read on any screen. */
const MAX_IDS = 6;
/** Ranked options shown per answer: the cards on each share page hold the rest. */
const RANKS = 3;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function idsOf(raw: string | string[] | undefined): string[] {
  const text = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  return [
    ...new Set(
      text
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_IDS);
}

/** One row of the table: a label and each answer's value. */
function Row({
  label,
  views,
  value,
}: {
  label: string;
  views: RecommendationView[];
  value: (v: RecommendationView) => React.ReactNode;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {views.map((v) => (
        <td key={v.id}>{value(v)}</td>
      ))}
    </tr>
  );
}

/** /r/compare?ids=a,b: two or more saved recommendations side by side (answers, snapshot, the first ranked options). */
export default async function SavedSideBySidePage({ searchParams }: Props) {
  const query = await searchParams;
  const ids = idsOf(query.ids);
  // Nothing here prints a size (the ranked labels keep AWS's own units, as the share page's cards do): the setting is carried on to each saved answer.
  const units = parseUnits(query["units"]);
  const valid = ids.filter((id) => SHARE_ID_PATTERN.test(id));
  const found = await Promise.all(valid.map((id) => getRecommendation(getDb(), id)));
  const views = found.filter((v): v is RecommendationView => v !== null);
  const missing = ids.filter((id) => !views.some((v) => v.id === id));
  const answerLabels = views.length > 0 ? describeAnswers(views[0]!.answers).map((r) => r.label) : [];
  return (
    <>
      <h1>Saved recommendations side by side</h1>
      <UnitsLinks units={units} hrefFor={(choice) => withUnits("/r/compare", query, choice)} />
      <p className="muted">
        Each column is one saved answer, with the prices of the day it was saved. Put share ids in the address:{" "}
        <code>/r/compare?ids=first,second</code> (up to {MAX_IDS}).
      </p>
      <form method="get" action="/r/compare" className="inline-form">
        <label htmlFor="saved-ids">Share ids, separated by commas</label>{" "}
        <input
          id="saved-ids"
          name="ids"
          type="text"
          defaultValue={ids.join(",")}
          size={40}
          style={{ maxWidth: "100%" }}
        />{" "}
        {units !== "auto" ? <input type="hidden" name="units" value={units} /> : null}
        <button type="submit">Set side by side</button>
      </form>
      {missing.length > 0 ? (
        <p role="alert" className="notice">
          No saved recommendation has the id{missing.length === 1 ? "" : "s"} {missing.join(", ")}.
        </p>
      ) : null}
      {views.length === 0 ? null : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Saved recommendations side by side">
          <table data-testid="saved-side-by-side">
            <thead>
              <tr>
                <th scope="col">Saved answer</th>
                {views.map((v) => (
                  <th scope="col" key={v.id}>
                    <Link href={keepUnits(v.url ?? `/r/${v.id}`, units)}>{v.id}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <Row
                label="Saved"
                views={views}
                value={(v) => (v.createdAt ? formatPartialDate(v.createdAt.slice(0, 10)) : "")}
              />
              <Row label="Prices" views={views} value={(v) => `snapshot ${v.snapshot.id} (as of ${v.snapshot.asOf})`} />
              {answerLabels.map((label) => (
                <Row
                  key={label}
                  label={label}
                  views={views}
                  value={(v) => describeAnswers(v.answers).find((r) => r.label === label)?.value ?? ""}
                />
              ))}
              {Array.from({ length: RANKS }, (_, i) => (
                <Row
                  key={`rank-${i}`}
                  label={`#${i + 1}`}
                  views={views}
                  value={(v) => {
                    const o = v.ranking[i];
                    if (!o) return <span className="muted">none</span>;
                    return (
                      <>
                        {o.label}: {usd(o.monthlyCostUsd)} a month, {duration(o.timeSeconds ?? o.durationSecondsPerDay)}
                        {o.timeRange ? ` (${duration(o.timeRange.low)} to ${duration(o.timeRange.high)})` : ""}
                      </>
                    );
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
