import type { CompareView } from "@/lib/compare/view";
import { HydrationBoundary } from "@/components/hydration-boundary";
import { getCompareChoices } from "./compare-data";
import { ViewForm } from "./view-form";

/** The form widget: needs the stored snapshots and their regions. */
export async function ViewFormSection({ view, issues }: { view: CompareView; issues: readonly string[] }) {
  const choices = await getCompareChoices(view);
  return (
    <HydrationBoundary>
      <ViewForm view={view} choices={choices} issues={issues} />
    </HydrationBoundary>
  );
}
