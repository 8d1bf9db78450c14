import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DerivedSummary } from "@/components/metrics/derived-summary";
import { ForecastList } from "@/components/metrics/forecast-list";
import { ReplayTable } from "@/components/metrics/replay-table";
import { SeriesChart } from "@/components/metrics/series-chart";
import { getDb } from "@/server/db/client";
import { getSavedWorkload } from "@/server/data/metrics/metrics";
import { formatUsd } from "@/lib/format";
import { FORECAST_HORIZON_DAYS, sharingText } from "@/lib/metrics";
import { MIB_BYTES } from "@/lib/units";
import { savedWorkloadIdSchema } from "@/lib/validations/metrics";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const load = cache((id: string) =>
  savedWorkloadIdSchema.safeParse(id).success ? getSavedWorkload(getDb(), id) : Promise.resolve(null),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id);
  return { title: found ? `${found.name}: replay` : "Saved workload not found" };
}

export default async function MetricsResultPage({ params, searchParams }: Props) {
  const { id } = await params;
  const saved = await load(id);
  if (!saved) notFound();
  const a = saved.analysis;
  const wanted = (await searchParams).option;
  const feasible = a.options.filter((o) => o.feasible);
  const selected =
    feasible.find((o) => o.optionId === wanted) ??
    feasible.find((o) => o.optionId === a.cheapestSameService?.optionId) ??
    feasible.find((o) => o.optionId === a.cheapest?.optionId) ??
    feasible[0];
  const toMiB = (xs: number[]) => xs.map((v) => v / MIB_BYTES);
  // The imported service's own options first: the question is when this file system or volume runs dry.
  const familyOf = new Map(a.options.map((o) => [o.optionId, o.family]));
  const drying = a.forecasts
    .filter((f) => f.runsOutAt !== null)
    .sort(
      (x, y) =>
        Number(!familyOf.get(x.optionId)?.startsWith(a.system)) -
          Number(!familyOf.get(y.optionId)?.startsWith(a.system)) ||
        Date.parse(x.runsOutAt!) - Date.parse(y.runsOutAt!),
    );
  return (
    <section>
      <p className="breadcrumb">
        <Link href="/metrics">Size from CloudWatch</Link>
      </p>
      <h1>{saved.name}</h1>
      <div className="card" data-testid="answers">
        {a.sharing ? (
          <p data-testid="sharing">
            Taken as <strong>{sharingText(a.sharing.sharing)}</strong> ({a.sharing.why}): only options that could serve
            the same clients the same way are replayed; the others are listed under the replay with why. To say
            otherwise, import again choosing who used it.
          </p>
        ) : null}
        {a.access ? (
          <p data-testid="access">
            Access:{" "}
            <strong>
              {a.access.access === "mixed" ? "random for some requests, sequential for others" : a.access.access}
            </strong>{" "}
            ({a.access.why}).
            {a.access.inferred ? " To say otherwise, import again choosing how it is read and written." : null}
          </p>
        ) : null}
        <p data-testid="cheapest">
          {a.cheapest ? (
            <>
              Cheapest option that would have kept up every hour: <strong>{a.cheapest.label}</strong>,{" "}
              {formatUsd(a.cheapest.periodCostUsd)} for the period
            </>
          ) : (
            <>No option kept up every hour of the period.</>
          )}
          {a.cheapestSameService && a.cheapestSameService.optionId !== a.cheapest?.optionId ? (
            <>
              ; among {a.system.toUpperCase()} options: <strong>{a.cheapestSameService.label}</strong>,{" "}
              {formatUsd(a.cheapestSameService.periodCostUsd)}
            </>
          ) : null}
          .
        </p>
        <p data-testid="forecast-date">
          {drying[0] ? (
            <>
              Forecast: on <strong>{drying[0].label}</strong> the burst credits run out on{" "}
              <time dateTime={drying[0].runsOutAt!}>{drying[0].runsOutAt!.slice(0, 10)}</time> at the observed trend and
              growth.
            </>
          ) : (
            <>
              No option&apos;s burst credits run out within {Math.round(FORECAST_HORIZON_DAYS / 365)} years at the
              observed trend.
            </>
          )}
          {a.permittedShareUsed !== null ? (
            <>
              {" "}
              The traffic used {Math.round(a.permittedShareUsed * 100)}% of the throughput CloudWatch reported as
              permitted.
            </>
          ) : null}
        </p>
        <p>
          Open the derived workload: <Link href={saved.links.compare}>in Compare</Link> ·{" "}
          <Link href={saved.links.wizard}>in the advisor</Link> · <a href={saved.links.api}>as JSON</a>
        </p>
      </div>
      <DerivedSummary analysis={a} />
      <h2>Replay{selected ? `: ${selected.label}` : ""}</h2>
      {selected ? (
        <div className="chart-grid" data-testid="replay-chart">
          <SeriesChart
            title="Demand against the permitted rate"
            unit="MiB/s"
            log
            times={a.chart.times}
            lines={[
              {
                label: "observed demand (busiest hour of each point)",
                values: toMiB(a.chart.demandBytesPerSecond),
                color: "#0b57d0",
              },
              {
                label: `${selected.label} permits`,
                values: toMiB(selected.chart.permittedBytesPerSecond),
                color: "#b26a00",
                dashed: true,
              },
            ]}
          />
          {selected.chart.balance && selected.chart.balanceUnit ? (
            <SeriesChart
              title={`${selected.chart.balanceLabel ?? "Credit balance"}`}
              unit={selected.chart.balanceUnit}
              max={selected.chart.balanceCapacity ?? undefined}
              times={a.chart.times}
              lines={[{ label: "balance (lowest of each point)", values: selected.chart.balance, color: "#0d652d" }]}
            />
          ) : (
            <p className="muted">{selected.label} has no burst credits: its rate is the same every hour.</p>
          )}
        </div>
      ) : null}
      <h2>Every option</h2>
      <ReplayTable
        options={a.options}
        selected={selected?.optionId ?? ""}
        hrefFor={(optionId) => `/metrics/${saved.id}?option=${encodeURIComponent(optionId)}`}
      />
      <h2>Credit forecast</h2>
      <ForecastList forecasts={a.forecasts} horizonDays={FORECAST_HORIZON_DAYS} />
      <p className="muted">
        Prices {a.priceSnapshot}. Every hour is replayed with the model&apos;s own limits and credit rules for each
        option at its default size.
      </p>
    </section>
  );
}
