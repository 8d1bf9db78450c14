import { describe, expect, it } from "vitest";
import { MB_BYTES, MIB_BYTES } from "@/lib/units";
import { COMPARE_CSV_HEADER, compareCsv, compareCsvHeader, csvField, csvLine } from "./csv";
import type { CompareRow } from "./rows";
import type { ComparePoint } from "./types";

describe("csvField", () => {
  it("quotes commas, quotes and line breaks and doubles quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("EBS gp3, 250 MiB/s")).toBe('"EBS gp3, 250 MiB/s"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
  });

  it("writes numbers plainly and leaves empty values empty", () => {
    expect(csvField(1234.5)).toBe("1234.5");
    expect(csvField(0)).toBe("0");
    expect(csvField(Number.NaN)).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(true)).toBe("true");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("@sum")).toBe("'@sum");
    expect(csvField("=a,b")).toBe(`"'=a,b"`);
    expect(csvField(-5)).toBe("-5");
  });

  it("joins a line with commas", () => {
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"');
  });
});

const point: ComparePoint = {
  id: "model:ebs-gp3 {}",
  series: "model",
  configKey: "ebs-gp3 {}",
  optionId: "ebs-gp3",
  href: "/options/ebs-gp3",
  label: "EBS gp3 (General Purpose SSD)",
  family: "ebs",
  shared: false,
  durability: "singleAz",
  configuration: "3,000 IOPS, 125 MiB/s, 1,000 GiB",
  durationSecondsPerDay: 2686.789,
  monthlyCostUsd: 80,
  durationRange: null,
  costRange: null,
  costParts: { storage: 80, throughput: 0, requests: 0, provisioned: 0, other: 0 },
  bottleneck: 'gp3 throughput 125 MiB/s ("copy")',
  priceStatus: "priced",
  source: "Model 1, prices bundled-2024-07 (as of 2024-07-01)",
  notes: [],
};

describe("compareCsv", () => {
  it("writes the header and one CRLF-ended line per row", () => {
    const rows: CompareRow[] = [
      { point, usdPerGibMonth: 0.08, usdPerMibps: 1.5 },
      { point: { ...point, id: "x", series: "dataset", costParts: null }, usdPerGibMonth: null, usdPerMibps: null },
    ];
    const text = compareCsv([{ region: "us-east-2", rows }]);
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(COMPARE_CSV_HEADER.join(","));
    expect(lines[1]).toBe(
      'EBS gp3 (General Purpose SSD),Modelled,EBS,ebs-gp3,us-east-2,"3,000 IOPS, 125 MiB/s, 1,000 GiB",2686.789,2686.789,2686.789,80,80,80,80,0,0,0,0,0.08,1.5,"gp3 throughput 125 MiB/s (""copy"")",priced,"Model 1, prices bundled-2024-07 (as of 2024-07-01)",',
    );
    expect(lines[2]?.split(",").length).toBeGreaterThanOrEqual(COMPARE_CSV_HEADER.length);
    expect(lines[2]).toContain("Measured (published)");
  });

  it("writes a point's duration range as its min and max, not the estimate twice", () => {
    const ranged = { ...point, durationRange: [2000, 4100.5] as [number, number] };
    const line = compareCsv([
      { region: "us-east-2", rows: [{ point: ranged, usdPerGibMonth: null, usdPerMibps: null }] },
    ]).split("\r\n")[1]!;
    // Field positions counted on the unquoted prefix: option, type, family, id, region, "configuration" (one quoted field).
    const fields = line.replace(/"[^"]*"/, "CONFIG").split(",");
    expect(fields[COMPARE_CSV_HEADER.indexOf("duration_seconds_per_day")]).toBe("2686.789");
    expect(fields[COMPARE_CSV_HEADER.indexOf("duration_min_seconds")]).toBe("2000");
    expect(fields[COMPARE_CSV_HEADER.indexOf("duration_max_seconds")]).toBe("4100.5");
  });

  it("writes region after region with the region column telling them apart", () => {
    const rows: CompareRow[] = [{ point, usdPerGibMonth: 0.08, usdPerMibps: 1.5 }];
    const lines = compareCsv([
      { region: "us-east-1", rows },
      { region: "eu-west-1", rows },
    ]).split("\r\n");
    expect(lines).toHaveLength(4);
    const column = COMPARE_CSV_HEADER.indexOf("region");
    expect(lines.slice(1, 3).map((l) => l.split(",")[column])).toEqual(["us-east-1", "eu-west-1"]);
  });

  it("keeps an auto or binary view's file as it always was", () => {
    const rows: CompareRow[] = [{ point, usdPerGibMonth: 0.08, usdPerMibps: 1.5 }];
    const auto = compareCsv([{ region: "us-east-2", rows }]);
    expect(compareCsv([{ region: "us-east-2", rows }], "auto")).toBe(auto);
    expect(compareCsv([{ region: "us-east-2", rows }], "binary")).toBe(auto);
    expect(compareCsvHeader("binary")).toEqual(COMPARE_CSV_HEADER);
  });

  it("prices a MB/s in a decimal view under its name, and storage per GiB-month as AWS bills it", () => {
    const header = compareCsvHeader("decimal");
    expect(header).toContain("usd_per_gib_month");
    expect(header).toContain("usd_per_mbps");
    expect(header.join(",")).not.toMatch(/mib/);
    expect(header).toHaveLength(COMPARE_CSV_HEADER.length);
    const rows: CompareRow[] = [{ point, usdPerGibMonth: 0.08, usdPerMibps: 1.5 }];
    const [head, line] = compareCsv([{ region: "us-east-2", rows }], "decimal").split("\r\n");
    expect(head).toBe(header.join(","));
    const fields = line!.replace(/"[^"]*"/, "CONFIG").split(",");
    expect(Number(fields[header.indexOf("usd_per_gib_month")])).toBe(0.08);
    expect(Number(fields[header.indexOf("usd_per_mbps")])).toBeCloseTo((1.5 * MB_BYTES) / MIB_BYTES, 12);
    expect(fields[header.indexOf("monthly_cost_usd")]).toBe("80");
  });
});
