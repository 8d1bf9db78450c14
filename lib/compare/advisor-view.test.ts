import { describe, expect, it } from "vitest";
import type { AdvisorPlan } from "@/lib/advisor/types";
import { GIB_BYTES, MIB_BYTES } from "@/lib/units";
import { parseCompareSearch } from "@/lib/validations/compare";
import { compareHrefOfPlan, compareViewOfPlan } from "./advisor-view";

const plan: AdvisorPlan = {
  nodes: 1,
  clients: 4,
  storedBytesPerNode: 500 * GIB_BYTES,
  days: 30,
  operations: [
    {
      name: "nightly read",
      direction: "read",
      fileCount: 2000,
      fileSizeBytes: 64 * MIB_BYTES,
      concurrency: 8,
      timesPerDay: 1,
      access: "sequential",
      ioSizeBytes: MIB_BYTES,
    },
    {
      name: "writes",
      direction: "write",
      fileCount: 100,
      fileSizeBytes: 512 * 1024,
      concurrency: 1,
      timesPerDay: 24,
      access: "sequential",
      ioSizeBytes: 512 * 1024,
    },
  ],
  notes: [],
};

describe("the compare view of an advisor answer", () => {
  it("is the planned workload as a custom workload, in the answer's region", () => {
    const view = compareViewOfPlan(plan, "eu-west-1", "r5.xlarge");
    expect(view.workload).toBe("custom");
    expect(view.region).toBe("eu-west-1");
    expect(view.client).toBe("r5.xlarge");
    expect(view.custom.storedGiB).toBe(500);
    expect(view.custom.operations).toEqual([
      {
        direction: "read",
        fileCount: 2000,
        fileSize: 64,
        unit: "MiB",
        concurrency: 8,
        timesPerDay: 1,
        directories: null,
        access: "sequential",
        ioSizeKiB: null,
      },
      {
        direction: "write",
        fileCount: 100,
        fileSize: 512,
        unit: "KiB",
        concurrency: 1,
        timesPerDay: 24,
        directories: null,
        access: "sequential",
        ioSizeKiB: 512,
      },
    ]);
    // The plan's clients and request sizes, so /compare runs the work the advisor ranked.
    expect(view.custom.clients).toBe(4);
  });

  it("round-trips through the /compare URL the page parses", () => {
    const href = compareHrefOfPlan(plan, "eu-west-1", undefined);
    const { view, issues } = parseCompareSearch(new URL(href, "http://x").searchParams);
    expect(issues).toEqual([]);
    expect(view.custom).toEqual(compareViewOfPlan(plan, "eu-west-1", undefined).custom);
    expect(view.region).toBe("eu-west-1");
    expect(view.client).toBeNull();
  });

  it("keeps the linking page's units setting, and leaves it out when auto", () => {
    const decimal = compareHrefOfPlan(plan, "eu-west-1", undefined, "decimal");
    expect(parseCompareSearch(new URL(decimal, "http://x").searchParams).view.units).toBe("decimal");
    expect(compareHrefOfPlan(plan, "eu-west-1", undefined, "auto")).toBe(
      compareHrefOfPlan(plan, "eu-west-1", undefined),
    );
    expect(compareHrefOfPlan(plan, "eu-west-1", undefined)).not.toContain("units=");
  });

  it("drops a client the model does not know rather than send a bad URL", () => {
    expect(compareViewOfPlan(plan, "us-east-1", "not-a-type").client).toBeNull();
  });
});
