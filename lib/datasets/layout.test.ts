import { describe, expect, it } from "vitest";
import { readDatasetFile } from "@/lib/datasets/load";
import type { Dataset } from "@/lib/datasets/schema";
import { fromProjectRoot } from "@/server/db/paths";
import { buildResultTables, buildWorkloadCharts, isEstimated, resultsAt, shouldUseLogScale } from "./layout";

function bundled(slug: string): Dataset {
  const parsed = readDatasetFile(fromProjectRoot(`data/datasets/${slug}.json`));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.dataset;
}

describe("result tables", () => {
  it("lays the EFS options article out as its two grids: systems by workloads, once and ten times a day", () => {
    const tables = buildResultTables(bundled("efs-options-and-alternatives"));
    expect(tables.map((t) => [t.caption, t.kind, t.systemIds.length, t.workloads.length])).toEqual([
      ["Table: one copy operation per day", "matrix", 23, 4],
      ["Table: ten copy operations per day", "matrix", 23, 4],
    ]);
    const [daily] = tables;
    if (!daily) throw new Error("no table");
    expect(daily.workloads[0]).toEqual({
      workloadId: "read-5x32gib-1x",
      metrics: ["durationSeconds", "monthlyCostUsd"],
    });
    const [cell] = resultsAt(daily, "efs-standard-elastic", "read-5x32gib-1x");
    expect(cell?.durationSeconds).toBe(327);
    expect(daily.notes).toHaveLength(1);
  });

  it("uses lists for sparse or single-system groups and for latency statistics", () => {
    const tables = buildResultTables(bundled("efs-challenges-owncloud"));
    expect(tables.every((t) => t.kind === "list")).toBe(true);
    expect(tables.find((t) => t.caption.startsWith("Traffic"))?.metrics).toContain("latencyMs");
  });

  it("puts results without a location in one table", () => {
    const tables = buildResultTables(bundled("fsx-windows-hdd-throughput"));
    expect(tables.map((t) => t.caption)).toEqual(["Results"]);
    expect(tables[0]?.results).toHaveLength(7);
  });
});

describe("workload charts", () => {
  it("draws one chart per workload, duration first, on a log scale when values span orders of magnitude", () => {
    const charts = buildWorkloadCharts(bundled("efs-options-and-alternatives"));
    expect(charts).toHaveLength(8);
    const writeKernel = charts.find((c) => c.workloadId === "write-kernel-1x");
    expect(writeKernel?.metric).toBe("durationSeconds");
    expect(writeKernel?.alternatives).toEqual(["monthlyCostUsd"]);
    expect(writeKernel?.bars).toHaveLength(23);
    expect(writeKernel?.logScale).toBe(true);
    const summary = writeKernel?.bars.find((b) => b.systemId === "fsx-lustre-all");
    expect(summary).toMatchObject({ min: 145, max: 186 });
  });

  it("charts the preferred metric where the workload has it", () => {
    const charts = buildWorkloadCharts(bundled("efs-options-and-alternatives"), "monthlyCostUsd");
    expect(charts.every((c) => c.metric === "monthlyCostUsd")).toBe(true);
  });

  it("labels several results of one system apart", () => {
    const burst = buildWorkloadCharts(bundled("fsx-windows-hdd-throughput")).find(
      (c) => c.workloadId === "diskspd-write-burst",
    );
    expect(burst?.bars.map((b) => b.label)).toEqual([
      expect.stringContaining("(peak)"),
      expect.stringContaining("(sustained)"),
    ]);
  });

  it("marks estimates per field", () => {
    const dataset = bundled("efs-options-and-alternatives");
    const oneZone = dataset.results.find((r) => r.id === "efs-onezone-bursting.read-5x32gib-1x");
    if (!oneZone) throw new Error("missing result");
    expect(isEstimated(oneZone, "durationSeconds")).toBe(true);
    expect(isEstimated(oneZone, "monthlyCostUsd")).toBe(false);
  });

  it("uses a log scale only for positive values that span a wide ratio", () => {
    expect(shouldUseLogScale([5, 756])).toBe(true);
    expect(shouldUseLogScale([300, 700])).toBe(false);
    expect(shouldUseLogScale([0, 700])).toBe(false);
  });
});
