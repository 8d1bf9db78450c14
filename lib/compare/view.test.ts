import { describe, expect, it } from "vitest";
import { FAMILY_KEYS } from "./families";
import { exportFileName } from "./file-name";
import { viewWorkload } from "./workload";
import {
  compareHref,
  compareQuery,
  DEFAULT_CUSTOM,
  DEFAULT_VIEW,
  optionContextQuery,
  toggleFamily,
  type CompareView,
} from "./view";
import { parseCompareSearch, parseCompareView } from "@/lib/validations/compare";

/** The view parser lives in lib/validations/compare.ts, its shape in view.ts; tested here with the rest of the compare page's pure code. */

describe("parseCompareView", () => {
  it("gives the default view for no parameters", () => {
    expect(parseCompareView({})).toEqual({ view: DEFAULT_VIEW, issues: [] });
  });

  it("falls back to defaults on malformed values instead of failing", () => {
    const { view } = parseCompareView({
      workload: "nope",
      region: "Ohio",
      budget: "-3",
      sort: "x",
      order: "up",
      access: "all",
      times: "7",
      families: "efs,zzz",
    });
    expect(view.workload).toBe("efs-options-1x");
    expect(view.region).toBe("us-east-1");
    expect(view.budget).toBeNull();
    expect(view.sort).toBe("cost");
    expect(view.order).toBe("asc");
    expect(view.access).toBe("any");
    expect(view.times).toBe(1);
    expect(view.families).toEqual(["efs"]);
  });

  it("reads region=all and region lists, and writes them back the same way", () => {
    const all = parseCompareView({ region: "all" }).view;
    expect(all).toMatchObject({ region: "us-east-1", regions: "all" });
    expect(compareQuery(all)).toBe("workload=efs-options-1x&region=all");
    const list = parseCompareView({ region: "eu-west-1, us-east-1,eu-west-1,Ohio" }).view;
    expect(list).toMatchObject({ region: "eu-west-1", regions: ["eu-west-1", "us-east-1"] });
    expect(parseCompareSearch(new URLSearchParams(compareQuery(list))).view).toEqual(list);
    // One valid code is a plain single-region view.
    expect(parseCompareView({ region: "us-east-1,nope" }).view).toMatchObject({ region: "us-east-1", regions: null });
    // A row's link switches the chart to that region and keeps the list.
    expect(compareHref(list, { region: "us-east-1" })).toContain("region=us-east-1%2Ceu-west-1");
  });

  it("takes a client instance type by name and drops one the model does not know", () => {
    const { view } = parseCompareView({ client: "r5.xlarge" });
    expect(view.client).toBe("r5.xlarge");
    expect(compareQuery(view)).toBe("workload=efs-options-1x&client=r5.xlarge");
    expect(parseCompareView({ client: "x9.mega" }).view.client).toBeNull();
    // The model runs with that client; the preset's own conditions stay.
    const w = viewWorkload(view);
    expect(w.estimateOptions).toMatchObject({ client: { instanceType: "r5.xlarge" } });
    expect(w.conditions).toMatch(/c5n\.18xlarge.*Client: r5\.xlarge/);
  });

  it("picks the EFS options table by runs per day", () => {
    expect(parseCompareView({ workload: "efs-options-1x", times: "10" }).view.workload).toBe("efs-options-10x");
    expect(parseCompareView({ workload: "efs-options-10x" }).view.times).toBe(10);
    expect(parseCompareView({ workload: "hdfs-st1", times: "10" }).view).toMatchObject({
      workload: "hdfs-st1",
      times: 10,
    });
  });

  it("reads families from a form (repeated, with the empty marker) or a link (comma list)", () => {
    expect(parseCompareView({ families: ["", "ebs", "efs"] }).view.families).toEqual(["efs", "ebs"]);
    expect(parseCompareView({ families: "" }).view.families).toEqual([]);
    expect(parseCompareView({ families: "s3,other" }).view.families).toEqual(["s3", "other"]);
  });

  it("reads custom operations row by row, skips the blank row and reports bad ones", () => {
    const { view, issues } = parseCompareView({
      workload: "custom",
      gib: "250",
      opdir: ["read", "write", "write", "read"],
      opcount: ["10", "0", "", "3"],
      opsize: ["4", "1", "", "2"],
      opunit: ["GiB", "MiB", "MiB", "KiB"],
      opconc: ["2", "1", "1", ""],
      opruns: ["3", "1", "1", "1"],
    });
    expect(view.custom.storedGiB).toBe(250);
    expect(view.custom.operations).toEqual([
      { direction: "read", fileCount: 10, fileSize: 4, unit: "GiB", concurrency: 2, timesPerDay: 3, directories: null },
      { direction: "read", fileCount: 3, fileSize: 2, unit: "KiB", concurrency: 1, timesPerDay: 1, directories: null },
    ]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^Operation 2 left out: fileCount file count must be at least 1/);
  });

  it("reads each operation's directories, blank as one per writer, and reports a bad count", () => {
    const { view, issues } = parseCompareView({
      workload: "custom",
      opdir: ["write", "write", "write"],
      opcount: ["1024", "10", "5"],
      opsize: ["1", "1", "1"],
      opunit: ["KiB", "MiB", "MiB"],
      opconc: ["128", "1", "1"],
      opruns: ["1", "1", "1"],
      opdirs: ["1", "", "0"],
    });
    expect(view.custom.operations.map((op) => op.directories)).toEqual([1, null]);
    expect(issues).toEqual([
      expect.stringMatching(/^Operation 3 left out: directories directories must be at least 1/),
    ]);
  });

  it("starts a custom workload from the default operations", () => {
    expect(parseCompareView({ workload: "custom" }).view.custom).toEqual(DEFAULT_CUSTOM);
  });
});

describe("compareQuery", () => {
  it("leaves defaults out so equal views have equal URLs", () => {
    expect(compareQuery(DEFAULT_VIEW)).toBe("workload=efs-options-1x");
    expect(compareHref(DEFAULT_VIEW, { families: ["efs", "s3"], budget: 500, sort: "duration", order: "desc" })).toBe(
      "/compare?workload=efs-options-1x&families=efs%2Cs3&budget=500&sort=duration&order=desc",
    );
    expect(compareQuery({ ...DEFAULT_VIEW, families: [] })).toBe("workload=efs-options-1x&families=");
  });

  it("shows the top table rows unless the URL asks for all; anything else is the default", () => {
    expect(DEFAULT_VIEW.rows).toBe("top");
    expect(parseCompareView({ rows: "all" }).view.rows).toBe("all");
    expect(parseCompareView({ rows: ["ALL", "all"] }).view.rows).toBe("top");
    expect(compareHref(DEFAULT_VIEW, { rows: "all" })).toBe("/compare?workload=efs-options-1x&rows=all");
  });

  it("round-trips every field through the URL", () => {
    const view = {
      ...DEFAULT_VIEW,
      workload: "custom" as const,
      region: "us-east-1",
      snapshot: "bundled-2024-07",
      custom: {
        storedGiB: 12.5,
        operations: [
          {
            direction: "write" as const,
            fileCount: 1000,
            fileSize: 64,
            unit: "KiB" as const,
            concurrency: 8,
            timesPerDay: 24,
            directories: 2,
          },
          {
            direction: "read" as const,
            fileCount: 1000,
            fileSize: 64,
            unit: "KiB" as const,
            concurrency: 8,
            timesPerDay: 24,
            directories: null,
          },
        ],
      },
      families: ["ebs" as const, "fsx-windows" as const],
      access: "shared" as const,
      durability: "singleAz" as const,
      budget: 99.5,
      sort: "perMibps" as const,
      order: "desc" as const,
      rows: "all" as const,
    };
    expect(compareQuery(view)).toMatch(/&rows=all$/);
    expect(parseCompareSearch(new URLSearchParams(compareQuery(view))).view).toEqual(view);
    // A link without directories stays as it was before the field existed.
    const plain = {
      ...view,
      custom: { ...view.custom, operations: [{ ...view.custom.operations[1]!, direction: "write" as const }] },
    };
    expect(compareQuery(plain)).not.toMatch(/opdirs/);
    expect(parseCompareSearch(new URLSearchParams(compareQuery(plain))).view).toEqual(plain);
    const preset = { ...DEFAULT_VIEW, workload: "fsx-windows-zip" as const, times: 10 as const };
    expect(parseCompareSearch(new URLSearchParams(compareQuery(preset))).view).toEqual(preset);
  });
});

describe("toggleFamily", () => {
  it("switches one family off and back on, in the canonical order", () => {
    const off = toggleFamily(FAMILY_KEYS, "ebs");
    expect(off).not.toContain("ebs");
    expect(toggleFamily(off, "ebs")).toEqual([...FAMILY_KEYS]);
  });
});

describe("export file names", () => {
  it("name the view", () => {
    expect(exportFileName(DEFAULT_VIEW, "bundled-2024-07", "csv")).toBe(
      "compare-efs-options-1x-us-east-1-bundled-2024-07.csv",
    );
    expect(exportFileName({ workload: "hdfs-st1", times: 10, region: "us-east-1" }, "Live Refresh/2025", "png")).toBe(
      "compare-hdfs-st1-10x-us-east-1-live-refresh-2025.png",
    );
    expect(exportFileName({ workload: "custom", times: 1, region: "us-east-2" }, "s1", "svg")).toBe(
      "compare-custom-us-east-2-s1.svg",
    );
  });
});

describe("optionContextQuery", () => {
  it("keeps what the option page reads and drops the chart's filters", () => {
    const view: CompareView = {
      ...DEFAULT_VIEW,
      workload: "efs-options-1x",
      times: 10,
      region: "eu-west-1",
      regions: "all",
      client: "r5.xlarge",
      snapshot: "s1",
      families: ["ebs"],
      budget: 500,
    };
    expect(Object.fromEntries(new URLSearchParams(optionContextQuery(view)))).toEqual({
      workload: "efs-options-1x",
      times: "10",
      region: "eu-west-1",
      client: "r5.xlarge",
      snapshot: "s1",
    });
  });
});
