import type { Metadata } from "next";
import { OptionIndex } from "@/components/options/option-index";
import { listCatalog } from "@/lib/model";

export const metadata: Metadata = { title: "Storage options" };

/** The model's catalog, grouped by family: static data, no database. */
export default function OptionsPage() {
  return (
    <>
      <h1>Storage options</h1>
      <p className="lede">
        Every AWS storage configuration the model estimates. Each page shows the option&apos;s documented limits and
        prices, and what a workload would cost and how long it would take on it, with its burst-credit balance over the
        month.
      </p>
      <OptionIndex options={listCatalog()} />
    </>
  );
}
