import { describe, expect, it } from "vitest";
import { historySteps, type HistoryPoint } from "./history";

const point = (snapshotId: string, usd: string | null): HistoryPoint => ({
  snapshotId,
  source: "aws-price-list-bulk",
  fetchedAt: new Date("2026-11-24T00:00:00Z"),
  asOf: "2026-11-01",
  usd,
  unconfirmed: false,
});

describe("price history", () => {
  it("marks each snapshot's price as new, the same, changed (with the exact relative change) or missing", () => {
    const steps = historySteps([
      point("a", "0.08"),
      point("b", "0.0800"),
      point("c", "0.088"),
      point("d", null),
      point("e", "0.08"),
    ]);
    expect(steps.map((s) => s.change)).toEqual(["new", "same", "changed", "missing", "new"]);
    expect(steps[2]?.relative).toBeCloseTo(0.1, 12);
    expect(steps[4]?.relative).toBeNull();
  });
});
