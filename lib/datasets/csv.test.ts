import { describe, expect, it } from "vitest";
import { readDatasetFile } from "@/lib/datasets/load";
import { fromProjectRoot } from "@/server/db/paths";
import { systemConfig } from "@/server/data/datasets/dataset-rows";
import { csvField, datasetCsv, DATASET_CSV_HEADER } from "./csv";

/** A small RFC 4180 reader, so the test checks what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += c;
  }
  return rows;
}

function csvOf(slug: string) {
  const parsed = readDatasetFile(fromProjectRoot(`data/datasets/${slug}.json`));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const links = parsed.dataset.systems.map((s) => ({ key: s.id, ...systemConfig(s) }));
  return { dataset: parsed.dataset, rows: parseCsv(datasetCsv(parsed.dataset, links)) };
}

describe("dataset CSV", () => {
  it("quotes only what needs quoting", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", twice')).toBe('"say ""hi"", twice"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField(undefined)).toBe("");
    expect(csvField(1299227607.04)).toBe("1299227607.04");
  });

  it("has one row per result, units in the header, ranges in min and max columns", () => {
    const { dataset, rows } = csvOf("efs-options-and-alternatives");
    const [header, ...body] = rows;
    expect(header).toEqual([...DATASET_CSV_HEADER]);
    expect(body).toHaveLength(dataset.results.length);
    const column = (name: string) => DATASET_CSV_HEADER.indexOf(name as (typeof DATASET_CSV_HEADER)[number]);
    const elastic = body.find((r) => r[column("result_id")] === "efs-standard-elastic.read-kernel-1x");
    expect(elastic?.[column("option_id")]).toBe("efs-standard-elastic");
    expect(elastic?.[column("duration_seconds_min")]).toBe("186");
    expect(elastic?.[column("monthly_cost_usd_min")]).toBe("323");
    expect(elastic?.[column("monthly_cost_usd_max")]).toBe("324");
    expect(elastic?.[column("as_reported")]).toBe("durationSeconds: 186s; monthlyCostUsd: $323\u2013$324");
    const cuno = body.find((r) => r[column("system_id")] === "cunofs-s3");
    expect(cuno?.[column("option_id")]).toBe("");
    expect(cuno?.[column("underlying_option_id")]).toBe("s3-standard");
    // Every row has every column, whatever its text contains.
    expect(body.every((r) => r.length === DATASET_CSV_HEADER.length)).toBe(true);
  });

  it("writes latency statistics in milliseconds", () => {
    const { rows } = csvOf("efs-challenges-owncloud");
    const header = rows[0] ?? [];
    const ab = rows.find((r) => r[1] === "efs.ab-1-node");
    expect(ab?.[header.indexOf("latency_mean_ms")]).toBe("1011");
    expect(ab?.[header.indexOf("latency_p99_ms")]).toBe("1098");
  });
});

describe("formula guard", () => {
  it("prefixes text a spreadsheet would run with an apostrophe, leaves numbers alone", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-1+1")).toBe("'-1+1");
    expect(csvField(-5)).toBe("-5");
  });
});
