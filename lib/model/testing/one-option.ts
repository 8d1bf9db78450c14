import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import type { EstimateOptionsInput } from "../estimate-options";
import type { z } from "zod";
import type { operationSchema, WorkloadInput } from "../workload-schema";

const BOOK = bundledPriceBook("us-east-2")!;

/**
 * One operation on one option, one client, one day in us-east-2 at the bundled prices: the
 * option's result. Throws when the input is refused, so a test fails on it by name.
 */
export function estimateOneOption(
  operation: z.input<typeof operationSchema>,
  option: NonNullable<WorkloadInput["options"]>[number],
  storedBytes: number,
  options: EstimateOptionsInput = {},
) {
  const result = estimateFromInput(
    { region: "us-east-2", storedBytes, days: 1, clients: 1, operations: [operation], options: [option] },
    BOOK,
    options,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!;
}
