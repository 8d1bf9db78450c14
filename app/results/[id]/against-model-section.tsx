import { ResultAgainstModel } from "@/components/measurements/result-against-model";
import { fetchResultMeasurement } from "@/server/data/loaders";

/** The upload beside the model when it is labelled with a catalog option (its own Suspense boundary). */
export async function AgainstModelSection({ id }: { id: string }) {
  const measurement = await fetchResultMeasurement(id);
  if (!measurement)
    return <p className="muted">Label the result with the storage option it ran on to compare it with the model.</p>;
  return <ResultAgainstModel measurement={measurement} />;
}
