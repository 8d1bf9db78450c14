import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { LimitsTable } from "@/components/options/limits-table";
import { PresetNote } from "@/components/options/preset-note";
import { parseOptionView } from "@/components/options/view";
import { UnitsLinks, withUnits } from "@/components/units/units-links";
import { optionChoices } from "@/components/results/option-fields";
import { listCatalog, type CatalogListing } from "@/lib/model";
import { MeasuredSection } from "./measured-section";
import { CreditsSection, EstimateSection, FormSection, PricesSection } from "./sections";
import { LoadingPlaceholder } from "@/components/loading-placeholder";
import { ViewContext } from "@/components/options/view-context";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const DURABILITY: Record<CatalogListing["durability"], string> = {
  multiAz: "Stored redundantly across several Availability Zones.",
  singleAz: "Stored in one Availability Zone.",
};

function findOption(id: string): CatalogListing | undefined {
  return listCatalog().find((option) => option.id === id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const option = findOption((await params).id);
  return { title: option ? option.label : "Storage option not found" };
}

export default async function OptionPage({ params, searchParams }: Props) {
  const option = findOption((await params).id);
  if (!option) notFound();
  const fields = optionChoices([option])[0]?.fields ?? [];
  const raw = await searchParams;
  const view = parseOptionView(raw, fields);
  const sectionProps = { option, view };

  return (
    <article className="option-page">
      <p className="breadcrumb">
        <Link href="/options">Storage options</Link>
      </p>
      <h1>{option.label}</h1>
      <p className="lede">{option.description}</p>
      <UnitsLinks units={view.units} hrefFor={(units) => withUnits(`/options/${option.id}`, raw, units)} />
      <p className="muted">
        {option.sharedNote} {DURABILITY[option.durability]} Catalog id <code>{option.id}</code>.
      </p>

      <section aria-labelledby="workload">
        <h2 id="workload">Workload</h2>
        <ViewContext view={view} optionId={option.id} />
        <Suspense fallback={<LoadingPlaceholder label="the workload form" />}>
          <FormSection {...sectionProps} fields={fields} />
        </Suspense>
        {view.preset === "custom" ? null : <PresetNote presetId={view.preset} region={view.region} option={option} />}
      </section>

      <section aria-labelledby="estimate">
        <h2 id="estimate">Cost and duration</h2>
        <Suspense fallback={<LoadingPlaceholder label="the estimate" />}>
          <EstimateSection {...sectionProps} />
        </Suspense>
      </section>

      <section aria-labelledby="credits">
        <h2 id="credits">Burst-credit balance</h2>
        <Suspense fallback={<LoadingPlaceholder label="the credit balance" />}>
          <CreditsSection {...sectionProps} />
        </Suspense>
      </section>

      <section aria-labelledby="prices">
        <h2 id="prices">Prices</h2>
        <Suspense fallback={<LoadingPlaceholder label="prices" />}>
          <PricesSection option={option} region={view.region} />
        </Suspense>
      </section>

      <section aria-labelledby="measured">
        <h2 id="measured">Measured on this option</h2>
        <p className="muted">
          Uploaded fio results labelled with this option, against the model for the operations they ran. Feedback only:
          uploads never change the model.
        </p>
        <Suspense fallback={<LoadingPlaceholder label="measurements" />}>
          <MeasuredSection optionId={option.id} />
        </Suspense>
      </section>

      <section aria-labelledby="limits">
        <h2 id="limits">Limits</h2>
        <LimitsTable limits={option.limits} units={view.units} />
      </section>

      <section aria-labelledby="sources">
        <h2 id="sources">Sources</h2>
        <ul>
          {option.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
