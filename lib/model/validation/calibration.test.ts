import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { calibrateLatencies, median, roundForConstants } from "./calibration";
import { LATENCY_CONSTANTS } from "../engine/latency-constants";
import { validationCells } from "./cells";
import { readValidationInputs } from "../../../server/validation-inputs";

const ROOT = resolve(__dirname, "../../..");

describe("latency calibration", () => {
  it("takes the median, averaging the middle pair", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it("matches the constants file: scripts/calibrate-model.ts prints what lib/model/engine/latency-constants.ts holds", () => {
    const inputs = readValidationInputs(ROOT, "us-east-2");
    if (!inputs.ok) throw new Error(inputs.message);
    const cells = [...inputs.value.datasets.flatMap(validationCells), ...inputs.value.calibration];
    const book = bundledPriceBook("us-east-2");
    if (book === null) throw new Error("no bundled us-east-2 prices");
    const fits = calibrateLatencies(cells, book);
    expect(fits.map((f) => f.name).sort()).toEqual(Object.keys(LATENCY_CONSTANTS).sort());
    for (const fit of fits) {
      // Every fitted constant has samples; a prior stands only where the model has nothing to fit (Lustre's random-request RPC).
      if (fit.prior) expect(fit.name).toBe("lustreRpcLatencySeconds");
      else expect(fit.samples.length, fit.name).toBeGreaterThan(0);
      expect(LATENCY_CONSTANTS[fit.name], `${fit.name}: run npx tsx scripts/calibrate-model.ts`).toBe(
        roundForConstants(fit.value),
      );
    }
  }, 60_000);
});
