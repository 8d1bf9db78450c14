import { ResultAgainstModel } from "@/components/measurements/result-against-model";
import { resultMeasurement } from "@/server/data/results/measurements";
import { getDb } from "@/server/db/client";

/** The upload beside the model when it is labelled with a catalog option (its own Suspense boundary). */
export async function AgainstModelSection({ id }: { id: string }) {
  const measurement = await resultMeasurement(getDb(), id);
  if (!measurement) return <p className="muted">Label the result with the storage option it ran on to compare it with the model.</p>;
  return <ResultAgainstModel measurement={measurement} />;
}
