import { OptionMeasurements } from "@/components/measurements/option-measurements";
import { pageViewer } from "@/server/api/upload-viewer";
import { fetchOptionMeasurements } from "@/server/data/loaders";
import type { OptionId } from "@/lib/model";

/** Uploads labelled with this option that the viewer may see (published, or its own), measured against the model (its own Suspense boundary). */
export async function MeasuredSection({ optionId }: { optionId: OptionId }) {
  return <OptionMeasurements uploads={await fetchOptionMeasurements(optionId, await pageViewer())} />;
}
