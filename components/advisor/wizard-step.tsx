import { HydrationBoundary } from "@/components/hydration-boundary";
import { fetchSnapshots } from "@/server/data/loaders";
import { LOCATION_TO_REGION } from "@/lib/pricing/regions";
import { WizardForm, type WizardFormProps } from "./wizard-form";

const REGION_NAMES = new Map(Object.entries(LOCATION_TO_REGION).map(([name, code]) => [code, name]));

/** Regions some complete price snapshot covers (the advisor can price them), plus the current answer. */
async function pricedRegions(current: string): Promise<{ value: string; label: string }[]> {
  const snapshots = await fetchSnapshots();
  const codes = new Set(snapshots.filter((s) => s.status === "complete").flatMap((s) => s.regions));
  codes.add(current);
  return [...codes]
    .sort()
    .map((code) => ({ value: code, label: REGION_NAMES.has(code) ? `${REGION_NAMES.get(code)}, ${code}` : code }));
}

/** The step's form, with the Regions the stored prices cover. */
export async function WizardStep({ region, ...props }: Omit<WizardFormProps, "regions"> & { region: string }) {
  const regions = await pricedRegions(region);
  return (
    <HydrationBoundary>
      <WizardForm {...props} regions={regions} />
    </HydrationBoundary>
  );
}
