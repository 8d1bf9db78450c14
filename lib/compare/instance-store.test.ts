import { describe, expect, it } from "vitest";
import { CATALOG, estimateFromInput, type OptionEstimate } from "@/lib/model";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { instanceHourlyPrice } from "@/lib/pricing/instance-prices";
import { presetWorkload } from "@/lib/workloads";
import { HOURS_PER_MONTH, instancePriceNote, withInstancePrice } from "./instance-store";
import { modelPoint } from "./points";
import { priceableFrontier } from "./pareto";

const ctx = { snapshotId: "bundled", snapshotAsOf: "2026-06-01", modelVersion: "test" };
const workload = presetWorkload("efs-options-1x");
const book = bundledPriceBook("us-east-1")!;
const result = estimateFromInput(
  {
    ...workload,
    region: "us-east-1",
    options: CATALOG.map((e) => ({ id: e.id, params: e.defaultParams({ storedBytes: workload.storedBytes }) })),
  },
  book,
);
if (!result.ok) throw new Error("estimate failed");
const store = result.value.results.find((r) => r.optionId === "ec2-instance-store") as OptionEstimate;
const type = String(store.params.instanceType);

describe("instance store priced with its instance", () => {
  it("the model alone leaves it at $0 a month", () => {
    expect(store.monthlyCostUsd.total).toBe(0);
  });

  it("adds the instance's On-Demand price for 730 hours, as a cost line, and says so", () => {
    const hourly = Number(instanceHourlyPrice(book, type)!.usd);
    const priced = withInstancePrice(store, book);
    expect(priced.monthlyCostUsd.total).toBeCloseTo(hourly * HOURS_PER_MONTH, 6);
    expect(priced.monthlyCostUsd.other).toBeCloseTo(hourly * HOURS_PER_MONTH, 6);
    expect(priced.costLines.at(-1)).toMatchObject({
      priceKey: `ec2.ondemand.linux.${type}`,
      quantity: 730,
      usdPerUnit: hourly,
    });
    expect(instancePriceNote(priced)).toMatch(
      new RegExp(
        `^Priced with the ${type.replace(".", "\\.")} it lives on: \\$[\\d.]+ an hour On-Demand \\(Linux\\) x 730 hours = \\$[\\d,.]+ a month`,
      ),
    );
    const point = modelPoint(priced, undefined, ctx);
    if (!("point" in point)) throw new Error("unplaced");
    expect(point.point.monthlyCostUsd).toBeGreaterThan(0);
    expect(point.point.notes[0]).toContain(`the ${type} it lives on`);
  });

  it("without the instance's price it is unpriced, off the frontier, never free", () => {
    const bare = { ...book, prices: { ...book.prices } };
    delete bare.prices[`ec2.ondemand.linux.${type}` as keyof typeof bare.prices];
    const unpriced = withInstancePrice(store, bare);
    expect(unpriced.priced).toBe(false);
    expect(unpriced.missingPriceKeys).toContain(`ec2.ondemand.linux.${type}`);
    expect(instancePriceNote(unpriced)).toMatch(/^Priced with its instance: .* left out of "cheapest" claims\.$/);
    const built = modelPoint(unpriced, undefined, ctx);
    if (!("point" in built)) throw new Error("unplaced");
    expect(built.point.priceStatus).toBe("missing");
    expect(priceableFrontier([built.point])).toEqual([]);
  });

  it("leaves other options alone", () => {
    const efs = result.value.results.find((r) => r.optionId === "efs-standard-elastic")!;
    expect(withInstancePrice(efs, book)).toBe(efs);
  });
});
