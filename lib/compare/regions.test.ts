import { describe, expect, it } from "vitest";
import { regionTable, type RegionRows } from "./regions";
import type { CompareRow } from "./rows";
import type { ComparePoint } from "./types";

const base: ComparePoint = {
  id: "model:a",
  series: "model",
  configKey: "a",
  optionId: "ebs-gp3",
  href: "/options/ebs-gp3",
  label: "EBS gp3",
  family: "ebs",
  shared: false,
  durability: "singleAz",
  configuration: "",
  durationSecondsPerDay: 100,
  monthlyCostUsd: 80,
  durationRange: null,
  costRange: null,
  costParts: null,
  bottleneck: null,
  priceStatus: "priced",
  source: "model",
  notes: [],
};

function row(patch: Partial<ComparePoint>): CompareRow {
  return { point: { ...base, ...patch }, usdPerGibMonth: null, usdPerMibps: null };
}

function region(code: string, rows: CompareRow[]): RegionRows {
  return { region: code, snapshotId: "s", asOf: "2026-06-05", rows };
}

describe("regionTable", () => {
  it("orders regions by their cheapest priced option and costs the view region's cheapest everywhere", () => {
    const table = regionTable(
      [
        region("us-east-2", [
          row({ configKey: "a", monthlyCostUsd: 80 }),
          row({ configKey: "b", label: "EFS", monthlyCostUsd: 120 }),
        ]),
        region("eu-central-1", [
          row({ configKey: "a", monthlyCostUsd: 95 }),
          row({ configKey: "b", label: "EFS", monthlyCostUsd: 90 }),
        ]),
        region("us-east-1", [row({ configKey: "a", monthlyCostUsd: 76 })]),
      ],
      "us-east-2",
    );
    expect(table.reference).toEqual({ label: "EBS gp3", configuration: "", region: "us-east-2" });
    expect(table.rows.map((r) => r.region)).toEqual(["us-east-1", "us-east-2", "eu-central-1"]);
    expect(table.rows.map((r) => r.cheapest?.monthlyCostUsd)).toEqual([76, 80, 90]);
    expect(table.rows.map((r) => r.reference?.monthlyCostUsd)).toEqual([76, 80, 95]);
    expect(table.rows[0]?.vsCheapest).toBe(1);
    expect(table.rows[2]?.vsCheapest).toBeCloseTo(90 / 76, 10);
  });

  it("leaves out measured and unpriced points, counting the unpriced; a region with nothing priced goes last", () => {
    const table = regionTable(
      [
        region("ap-south-2", [row({ priceStatus: "missing", monthlyCostUsd: 1 })]),
        region("us-east-2", [row({ series: "dataset", monthlyCostUsd: 5 }), row({ monthlyCostUsd: 80 })]),
      ],
      "us-east-2",
    );
    expect(table.rows.map((r) => r.region)).toEqual(["us-east-2", "ap-south-2"]);
    expect(table.rows[0]?.cheapest?.monthlyCostUsd).toBe(80);
    expect(table.rows[1]).toMatchObject({ cheapest: null, reference: null, vsCheapest: null, unpriced: 1 });
  });
});
