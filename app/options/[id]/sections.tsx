import { CostBreakdownTable } from "@/components/options/cost-breakdown";
import { CreditSection } from "@/components/options/credit-section";
import { EstimateWarnings, InfeasibleNotice, NoPricesNotice, RuleNotice } from "@/components/options/estimate-notices";
import { OperationsTable } from "@/components/options/operations-table";
import { OptionPrices } from "@/components/options/option-prices";
import { OptionPriceHistory } from "@/components/options/option-price-history";
import { ParamsForm } from "@/components/options/params-form";
import type { OptionView } from "@/components/options/view";
import type { OptionField } from "@/components/results/option-fields";
import type { CatalogListing } from "@/lib/model";
import { WORKLOAD_PRESETS } from "@/lib/workloads";
import { loadOptionEstimate, loadPriceBook, loadPriceHistories, loadPricedRegions } from "./load";

/**
 * The option page's data widgets. Each is rendered in its own Suspense boundary; the
 * estimate sections share one cached model run (load.ts).
 */

interface EstimateProps {
  option: CatalogListing;
  view: OptionView;
}

const estimateOf = ({ option, view }: EstimateProps) =>
  loadOptionEstimate(option.id, view.requestJson, JSON.stringify(view.params));

export async function FormSection({ option, view, fields }: EstimateProps & { fields: OptionField[] }) {
  const regions = await loadPricedRegions();
  return (
    <ParamsForm
      // Remount on a new URL so the uncontrolled fields show the URL's values.
      key={JSON.stringify([
        view.preset,
        view.region,
        view.rawParams,
        view.custom,
        view.times,
        view.client,
        view.snapshot,
      ])}
      action={`/options/${option.id}`}
      optionLabel={option.label}
      presets={WORKLOAD_PRESETS.map((p) => ({ id: p.id, label: p.label }))}
      regions={regions}
      preset={view.preset}
      region={view.region}
      fields={fields}
      values={view.rawParams}
      custom={view.custom}
      customIssues={view.customIssues}
      kept={{ times: view.times, client: view.client, snapshot: view.snapshot, units: view.units }}
    />
  );
}

export async function EstimateSection(props: EstimateProps) {
  const outcome = await estimateOf(props);
  if (outcome.kind === "rule") return <RuleNotice issue={outcome.issue} optionLabel={props.option.label} />;
  if (outcome.kind === "no-prices") return <NoPricesNotice message={outcome.message} />;
  const { result, days, monthDays, snapshot } = outcome;
  if (!result.feasible) return <InfeasibleNotice result={result} />;
  return (
    <>
      <p className="muted">
        Prices from snapshot {snapshot.id} (as of {snapshot.asOf}). {result.sizing.note}
      </p>
      <CostBreakdownTable result={result} days={days} monthDays={monthDays} />
      <OperationsTable result={result} />
      <EstimateWarnings warnings={result.warnings} />
    </>
  );
}

export async function CreditsSection(props: EstimateProps) {
  const outcome = await estimateOf(props);
  if (outcome.kind !== "ok" || !outcome.result.feasible)
    return <p className="muted">No balance to chart: the estimate above did not run.</p>;
  return <CreditSection result={outcome.result} days={outcome.days} />;
}

export async function PricesSection({ option, region }: { option: CatalogListing; region: string }) {
  const [book, histories] = await Promise.all([
    loadPriceBook(region),
    loadPriceHistories(region, JSON.stringify(option.priceKeys)),
  ]);
  return (
    <>
      <OptionPrices book={book} region={region} priceKeys={option.priceKeys} now={new Date()} />
      <OptionPriceHistory histories={histories} region={region} />
    </>
  );
}
