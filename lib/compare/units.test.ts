import { describe, expect, it } from "vitest";
import { formatBytes, formatRate, restateRates } from "@/lib/format";
import { parseUnits } from "@/lib/validations/units";
import { parseCompareView } from "@/lib/validations/compare";
import { describeParams } from "./configuration";
import { optionHref } from "./points";
import { compareQuery, DEFAULT_VIEW, optionContextQuery } from "./view";

// Issue 40: one units setting, kept in the URL, applied through the one formatter.
describe("the units URL parameter", () => {
  it("reads binary and decimal, and anything else (or nothing) as auto", () => {
    expect(parseUnits("binary")).toBe("binary");
    expect(parseUnits("decimal")).toBe("decimal");
    expect(parseUnits(["decimal", "binary"])).toBe("decimal");
    expect(parseUnits(undefined)).toBe("auto");
    expect(parseUnits("MiB")).toBe("auto");
    expect(parseUnits("")).toBe("auto");
  });

  it("is part of the /compare view and its canonical URL, left out when auto", () => {
    expect(parseCompareView({ units: "binary" }).view.units).toBe("binary");
    expect(parseCompareView({ units: "nonsense" }).view.units).toBe("auto");
    expect(compareQuery({ ...DEFAULT_VIEW, units: "decimal" })).toContain("units=decimal");
    expect(compareQuery(DEFAULT_VIEW)).not.toContain("units");
    const round = parseCompareView(
      Object.fromEntries(new URLSearchParams(compareQuery({ ...DEFAULT_VIEW, units: "binary" }))),
    );
    expect(round.view).toEqual({ ...DEFAULT_VIEW, units: "binary" });
  });

  it("travels from a /compare point to its option page", () => {
    const query = optionContextQuery({ ...DEFAULT_VIEW, units: "binary", sort: "duration" });
    expect(new URLSearchParams(query).get("units")).toBe("binary");
    expect(optionHref("ebs-gp3", { iops: 3000 }, query)).toMatch(/[?&]units=binary(&|$)/);
  });
});

describe("sizes and rates in the chosen units", () => {
  it("formats one value three ways", () => {
    expect(formatRate(500 * 1024 ** 2, "binary")).toBe("500 MiB/s");
    expect(formatRate(500 * 1024 ** 2, "decimal")).toBe("524 MB/s");
    expect(formatRate(625e6, "auto")).toBe("625 MB/s");
    expect(formatRate(625e6, "binary")).toBe("596 MiB/s");
    expect(formatBytes(1000 * 1024 ** 3, "decimal")).toBe("1.07 TB");
  });

  it("writes a configuration as sourced by default, and in one system when asked", () => {
    const params = { throughputMiBps: 500, throughputCapacityMBps: 1200, capacityGiB: 1024 };
    expect(describeParams(params)).toBe("500 MiB/s, 1,200 MB/s throughput capacity, 1,024 GiB");
    const binary = describeParams(params, "binary");
    expect(binary).toBe("500 MiB/s, 1.12 GiB/s throughput capacity, 1 TiB");
    expect(binary).not.toMatch(/\bMB\/s|\bGB\/s/);
    const decimal = describeParams(params, "decimal");
    expect(decimal).toBe("524 MB/s, 1.2 GB/s throughput capacity, 1.1 TB");
    expect(decimal).not.toMatch(/iB/);
    expect(describeParams({ throughputPerTiB: 12 }, "binary")).toBe("11.4 MiB/s per TiB");
  });
});

describe("rates inside the model's and AWS's words", () => {
  it("are restated in the chosen units, and left alone in auto", () => {
    const label = "FSx for Lustre Persistent 2 125 MB/s/TiB, 500 MiB/s per mount";
    expect(restateRates(label, "auto")).toBe(label);
    expect(restateRates(label, "binary")).toBe("FSx for Lustre Persistent 2 119 MiB/s/TiB, 500 MiB/s per mount");
    expect(restateRates(label, "decimal")).toBe("FSx for Lustre Persistent 2 125 MB/s/TiB, 524 MB/s per mount");
    expect(restateRates("1,200 MB/s throughput capacity", "binary")).toBe("1.12 GiB/s throughput capacity");
  });
});
