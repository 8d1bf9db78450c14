import { OptionMeasurements } from "@/components/measurements/option-measurements";
import { pageViewer } from "@/lib/api/upload-viewer";
import { optionMeasurements } from "@/lib/data/measurements";
import { getDb } from "@/lib/db/client";
import type { OptionId } from "@/lib/model";

/** Uploads labelled with this option that the viewer may see (published, or its own), measured against the model (its own Suspense boundary). */
export async function MeasuredSection({ optionId }: { optionId: OptionId }) {
  return <OptionMeasurements uploads={await optionMeasurements(getDb(), optionId, await pageViewer())} />;
}
