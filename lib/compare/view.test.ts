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
    const plain = { directories: null, access: "sequential", ioSizeKiB: null };
    expect(view.custom.operations).toEqual([
      { direction: "read", fileCount: 10, fileSize: 4, unit: "GiB", concurrency: 2, timesPerDay: 3, ...plain },
      { direction: "read", fileCount: 3, fileSize: 2, unit: "KiB", concurrency: 1, timesPerDay: 1, ...plain },
    ]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^Operation 2 left out: file count must be at least 1/);
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
    expect(issues).toEqual([expect.stringMatching(/^Operation 3 left out: directories must be at least 1/)]);
  });

  it("reads each operation's access pattern and I/O size, and the clients", () => {
    const { view, issues } = parseCompareView({
      workload: "custom",
      clients: "4",
      opdir: ["read", "write", "read"],
      opcount: ["10", "10", "10"],
      opsize: ["1", "1", "1"],
      opunit: ["GiB", "GiB", "GiB"],
      opaccess: ["random", "", "sequential"],
      opio: ["8", "0.5", ""],
    });
    expect(issues).toEqual([]);
    expect(view.custom.clients).toBe(4);
    expect(view.custom.operations.map((op) => [op.access, op.ioSizeKiB])).toEqual([
      ["random", 8],
      ["sequential", 0.5],
      ["sequential", null],
    ]);
  });

  it("reports a bad access pattern, I/O size or client count in words", () => {
    const { view, issues } = parseCompareView({
      workload: "custom",
      clients: "0",
      opdir: ["read", "read", "read", "read", "read"],
      opcount: ["1", "1", "1", "1", "1"],
      opsize: ["1", "1", "1", "1", "1"],
      opaccess: ["diagonal", "random", "random", "random", "random"],
      opio: ["", "0.25", "65537", "1.0001", "lots"],
    });
    expect(view.custom.clients).toBe(1);
    expect(view.custom.operations).toEqual([]);
    expect(issues).toEqual([
      "Clients must be at least 1; using 1.",
      'Operation 1 left out: access pattern must be "sequential" or "random".',
      "Operation 2 left out: I/O size must be at least 0.5 KiB.",
      "Operation 3 left out: I/O size must be at most 65,536 KiB.",
      "Operation 4 left out: I/O size must be a whole number of bytes.",
      "Operation 5 left out: I/O size must be a number.",
    ]);
    expect(parseCompareView({ workload: "custom", clients: "2.5" }).issues).toEqual([
      "Clients must be a whole number; using 1.",
    ]);
    expect(parseCompareView({ workload: "custom", clients: "10001" }).issues).toEqual([
      "Clients must be at most 10,000; using 1.",
    ]);
    // The form's cleared field is the default, as no parameter is.
    expect(parseCompareView({ workload: "custom", clients: "" })).toEqual(parseCompareView({ workload: "custom" }));
  });

  it("opens a link made before access patterns, I/O sizes and clients as exactly the view it was", () => {
    const old = "workload=custom&gib=250&opdir=read&opcount=10&opsize=4&opunit=GiB&opconc=2&opruns=3&budget=40";
    const { view, issues } = parseCompareSearch(new URLSearchParams(old));
    expect(issues).toEqual([]);
    expect(view).toEqual({
      ...DEFAULT_VIEW,
      workload: "custom",
      budget: 40,
      custom: {
        storedGiB: 250,
        clients: 1,
        operations: [
          {
            direction: "read",
            fileCount: 10,
            fileSize: 4,
            unit: "GiB",
            concurrency: 2,
            timesPerDay: 3,
            directories: null,
            access: "sequential",
            ioSizeKiB: null,
          },
        ],
      },
    });
    expect(compareQuery(view)).toBe(old);
    // The default custom workload is still the bare link.
    expect(compareQuery({ ...DEFAULT_VIEW, workload: "custom", custom: DEFAULT_CUSTOM })).toBe("workload=custom");
  });

  it("writes the client count only for a custom workload that has more than one", () => {
    const custom = { ...DEFAULT_VIEW, workload: "custom" as const };
    const four = { ...custom, custom: { ...DEFAULT_CUSTOM, clients: 4 } };
    expect(compareQuery(four)).toMatch(/^workload=custom&gib=1000&clients=4&opdir=read&/);
    expect(compareQuery(four)).not.toMatch(/opaccess|opio/);
    expect(parseCompareSearch(new URLSearchParams(compareQuery(four))).view).toEqual(four);
    expect(compareQuery({ ...four, workload: "hdfs-st1" })).not.toMatch(/clients/);
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
            access: "random" as const,
            ioSizeKiB: 8,
          },
          {
            direction: "read" as const,
            fileCount: 1000,
            fileSize: 64,
            unit: "KiB" as const,
            concurrency: 8,
            timesPerDay: 24,
            directories: null,
            access: "sequential" as const,
            ioSizeKiB: null,
          },
        ],
        clients: 4,
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
    // A link without directories, access patterns, I/O sizes or clients stays as it was before those fields existed.
    const plain = {
      ...view,
      custom: {
        ...view.custom,
        clients: 1,
        operations: [{ ...view.custom.operations[1]!, direction: "write" as const }],
      },
    };
    expect(compareQuery(plain)).not.toMatch(/opdirs|opaccess|opio|clients/);
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
