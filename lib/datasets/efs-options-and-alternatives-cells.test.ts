import { describe, expect, it } from "vitest";
import type { ReportedValue } from "./schema";
import { efsTableRow, readArticle, resolveArticlesDir } from "./testing/articles";
import { expectReportedValue, loadShippedDataset, resultById } from "./testing/datasets";

/**
 * Hand-picked cells of both tables of the EFS options article, transcribed by hand.
 * Each cell is checked twice: the dataset holds the converted value and the article's
 * string, and (when the articles are available) that string is the printed cell.
 */

const ARTICLE = "efs-options-and-alternatives-price-performance.txt";
const articlesDir = resolveArticlesDir(process.env);
const dataset = loadShippedDataset("efs-options-and-alternatives");

const COLUMNS = ["read-5x32gib", "read-kernel", "write-5x32gib", "write-kernel"] as const;

interface Cell {
  table: 1 | 2;
  row: string; // text that starts the row in the article
  systemId: string;
  column: (typeof COLUMNS)[number];
  field: "durationSeconds" | "monthlyCostUsd";
  printed: string;
  expected: ReportedValue;
}

const cell = (
  table: 1 | 2,
  row: string,
  systemId: string,
  column: Cell["column"],
  field: Cell["field"],
  printed: string,
  expected: ReportedValue,
): Cell => ({
  table,
  row,
  systemId,
  column,
  field,
  printed,
  expected,
});

const ONE_PER_DAY: Cell[] = [
  cell(1, "EFS (default)", "efs-standard-elastic", "read-5x32gib", "durationSeconds", "327s", 327),
  cell(1, "EFS (default)", "efs-standard-elastic", "read-5x32gib", "monthlyCostUsd", "$477", 477),
  cell(1, "EFS (default)", "efs-standard-elastic", "read-kernel", "monthlyCostUsd", "$323–$324", {
    min: 323,
    max: 324,
  }),
  cell(1, "EFS (default)", "efs-standard-elastic", "write-kernel", "durationSeconds", "756s", 756),
  cell(1, "EFS (default)", "efs-standard-elastic", "write-kernel", "monthlyCostUsd", "$324–$326", {
    min: 324,
    max: 326,
  }),
  cell(
    1,
    "EFS Storage: Standard Throughput: Bursting",
    "efs-standard-bursting",
    "write-5x32gib",
    "durationSeconds",
    "1529s",
    1529,
  ),
  cell(
    1,
    "EFS Storage: Standard Throughput: Bursting",
    "efs-standard-bursting",
    "read-kernel",
    "monthlyCostUsd",
    "$322",
    322,
  ),
  cell(
    1,
    "EFS Storage: Standard Throughput: Provisioned",
    "efs-standard-provisioned-500",
    "write-kernel",
    "durationSeconds",
    "519s",
    519,
  ),
  cell(
    1,
    "EFS Storage: Standard Throughput: Provisioned",
    "efs-standard-provisioned-500",
    "write-kernel",
    "monthlyCostUsd",
    "$3101",
    3101,
  ),
  cell(
    1,
    "EFS Storage: OneZone Throughput: Elastic",
    "efs-onezone-elastic",
    "write-5x32gib",
    "monthlyCostUsd",
    "$481",
    481,
  ),
  cell(
    1,
    "EFS Storage: OneZone Throughput: Provisioned",
    "efs-onezone-provisioned-500",
    "read-5x32gib",
    "monthlyCostUsd",
    "$2951",
    2951,
  ),
  cell(
    1,
    "General Purpose SSD volume (gp3)",
    "ebs-gp3-250mibps-3000iops",
    "write-kernel",
    "durationSeconds",
    "10s",
    10,
  ),
  cell(1, "General Purpose SSD volume (gp3)", "ebs-gp3-250mibps-3000iops", "write-kernel", "monthlyCostUsd", "$91", 91),
  cell(1, "EBS Provisioned IOPS SSD volume (io2)", "ebs-io2-3000iops", "write-kernel", "durationSeconds", "5s", 5),
  cell(1, "EBS Throughput Optimized HDD volume (st1)", "ebs-st1", "read-5x32gib", "durationSeconds", "1997s", 1997),
  cell(1, "EBS Cold HDD volume (sc1)", "ebs-sc1", "read-kernel", "durationSeconds", "657s", 657),
  cell(1, "EBS Cold HDD volume (sc1)", "ebs-sc1", "read-kernel", "monthlyCostUsd", "$16", 16),
  cell(1, "FSx for Lustre (all options)", "fsx-lustre-all", "read-5x32gib", "durationSeconds", "278-525s", {
    min: 278,
    max: 525,
  }),
  cell(1, "FSx for Lustre (all options)", "fsx-lustre-all", "write-5x32gib", "durationSeconds", "287-1046s", {
    min: 287,
    max: 1046,
  }),
  cell(1, "FSx for Lustre (all options)", "fsx-lustre-all", "write-kernel", "monthlyCostUsd", "$150-644", {
    min: 150,
    max: 644,
  }),
  cell(1, "FSx for Lustre SSD Scratch", "fsx-lustre-ssd-scratch", "write-5x32gib", "durationSeconds", "1046s", 1046),
  cell(
    1,
    "FSx for Lustre HDD 40 MBps with SSD cache",
    "fsx-lustre-hdd-40-ssd-cache",
    "write-kernel",
    "durationSeconds",
    "130s",
    130,
  ),
  cell(
    1,
    "FSx for Lustre HDD 40 MBps with SSD cache",
    "fsx-lustre-hdd-40-ssd-cache",
    "write-kernel",
    "monthlyCostUsd",
    "$182",
    182,
  ),
  cell(1, "cunoFS with S3", "cunofs-s3", "read-5x32gib", "durationSeconds", "29s", 29),
  cell(1, "cunoFS with S3", "cunofs-s3", "write-kernel", "monthlyCostUsd", "$41", 41),
];

const TEN_PER_DAY: Cell[] = [
  cell(2, "EFS (default)", "efs-standard-elastic", "read-5x32gib", "durationSeconds", "3271s", 3271),
  cell(2, "EFS (default)", "efs-standard-elastic", "read-5x32gib", "monthlyCostUsd", "$1868", 1868),
  cell(2, "EFS (default)", "efs-standard-elastic", "read-kernel", "monthlyCostUsd", "$334–$343", {
    min: 334,
    max: 343,
  }),
  cell(2, "EFS (default)", "efs-standard-elastic", "write-kernel", "monthlyCostUsd", "$346–$363", {
    min: 346,
    max: 363,
  }),
  cell(
    2,
    "EFS Storage: Standard Throughput: Bursting",
    "efs-standard-bursting",
    "write-5x32gib",
    "durationSeconds",
    "15292",
    15292,
  ),
  cell(
    2,
    "EFS Storage: Standard Throughput: Provisioned",
    "efs-standard-provisioned-500",
    "write-kernel",
    "durationSeconds",
    "5186",
    5186,
  ),
  cell(
    2,
    "EFS Storage: OneZone Throughput: Elastic",
    "efs-onezone-elastic",
    "write-kernel",
    "monthlyCostUsd",
    "$195–$293",
    { min: 195, max: 293 },
  ),
  cell(
    2,
    "General Purpose SSD volume (gp3)",
    "ebs-gp3-250mibps-3000iops",
    "write-kernel",
    "durationSeconds",
    "96s",
    96,
  ),
  cell(2, "EBS General Purpose SSD volume (gp2)", "ebs-gp2", "write-kernel", "durationSeconds", "65s", 65),
  cell(2, "EBS Throughput Optimized HDD volume (st1)", "ebs-st1", "read-5x32gib", "durationSeconds", "59276s", 59276),
  cell(2, "EBS Cold HDD volumes (sc1)", "ebs-sc1", "write-5x32gib", "durationSeconds", "62394s", 62394),
  cell(2, "FSx for Lustre (all options)", "fsx-lustre-all", "read-kernel", "durationSeconds", "2242-2925s", {
    min: 2242,
    max: 2925,
  }),
  cell(2, "FSx for Lustre (all options)", "fsx-lustre-all", "write-kernel", "durationSeconds", "1445-3769s", {
    min: 1445,
    max: 3769,
  }),
  cell(2, "FSx for Lustre SSD 1000 MBps", "fsx-lustre-ssd-1000", "read-5x32gib", "durationSeconds", "2776s", 2776),
  cell(2, "FSx for Lustre SSD 1000 MBps", "fsx-lustre-ssd-1000", "read-5x32gib", "monthlyCostUsd", "$644", 644),
  cell(
    2,
    "FSx for Lustre HDD 12 MBps with SSD cache",
    "fsx-lustre-hdd-12-ssd-cache",
    "write-5x32gib",
    "durationSeconds",
    "3696s",
    3696,
  ),
  cell(2, "cunoFS with S3", "cunofs-s3", "write-kernel", "durationSeconds", "792s", 792),
  cell(2, "cunoFS with S3", "cunofs-s3", "write-kernel", "monthlyCostUsd", "$191", 191),
];

const resultIdOf = (c: Cell) => `${c.systemId}.${c.column}-${c.table === 1 ? 1 : 10}x`;
const name = (c: Cell) => `${c.row} / ${c.column} / ${c.field} = ${c.printed}`;

describe.each([
  { title: "one copy per day", cells: ONE_PER_DAY },
  { title: "ten copies per day", cells: TEN_PER_DAY },
])("EFS options article, table: $title", ({ cells }) => {
  it("samples at least ten cells", () => {
    expect(cells.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cells.map((c) => [name(c), c] as const))("dataset holds %s", (_, c) => {
    const result = resultById(dataset, resultIdOf(c));
    expectReportedValue(result[c.field], c.expected);
    expect(result.asReported[c.field]).toBe(c.printed);
  });

  it.skipIf(articlesDir === undefined).each(cells.map((c) => [name(c), c] as const))(
    "article text prints %s [needs the articles, else skipped]",
    (_, c) => {
      const row = efsTableRow(readArticle(articlesDir, ARTICLE), c.table, c.row);
      const printed =
        c.field === "durationSeconds"
          ? row.durations[COLUMNS.indexOf(c.column)]
          : row.costs.length === 1
            ? row.costs[0]
            : row.costs[COLUMNS.indexOf(c.column)];
      expect(printed).toBe(c.printed);
    },
  );
});

describe("EFS options estimates", () => {
  it("marks every ten-per-day value as estimated", () => {
    const tenPerDay = dataset.results.filter((r) => r.workloadId.endsWith("-10x"));
    expect(tenPerDay).toHaveLength(23 * 4);
    expect(tenPerDay.every((r) => r.estimated === true)).toBe(true);
  });

  it("marks only the durations of the One Zone rows estimated in the one-per-day table", () => {
    const oneZone = resultById(dataset, "efs-onezone-bursting.write-5x32gib-1x");
    expect(oneZone.estimated).toEqual(["durationSeconds"]);
    expect(resultById(dataset, "efs-standard-bursting.write-5x32gib-1x").estimated).toBeUndefined();
  });

  it.skipIf(articlesDir === undefined)(
    "article marks the ten-per-day table as estimated [needs the articles, else skipped]",
    () => {
      expect(readArticle(articlesDir, ARTICLE)).toContain("based on estimated values");
    },
  );
});

describe("EFS options configuration", () => {
  it("records the workload sizes from the article", () => {
    const kernel = dataset.workloads.find((w) => w.id === "read-kernel-1x");
    expect(kernel?.fileCount).toBe(74999);
    expectReportedValue(kernel?.totalBytes, 1.21 * 1024 ** 3);
    const large = dataset.workloads.find((w) => w.id === "write-5x32gib-10x");
    expect(large?.fileSizeBytes).toBe(32 * 1024 ** 3);
    expect(large?.repetitionsPerDay).toBe(10);
  });

  it("maps gp3 to 250 MiB/s and 3000 IOPS and provisioned EFS to 500 MiB/s", () => {
    const gp3 = dataset.systems.find((s) => s.id === "ebs-gp3-250mibps-3000iops");
    expect(gp3?.storage).toEqual({
      kind: "catalog",
      optionId: "ebs-gp3",
      config: { iops: 3000, throughputMiBps: 250 },
    });
    const provisioned = dataset.systems.find((s) => s.id === "efs-standard-provisioned-500");
    expect(provisioned?.storage).toMatchObject({
      optionId: "efs-standard-provisioned",
      config: { throughputMiBps: 500 },
    });
  });

  it.skipIf(articlesDir === undefined)("article states the setup figures [needs the articles, else skipped]", () => {
    const article = readArticle(articlesDir, ARTICLE);
    for (const printed of [
      "74999 files",
      "(1.21 GiB)",
      "5 x 32 GiB",
      "c5n.18xlarge",
      "us-east-2 (Ohio)",
      "0.25 GiBps",
      "500 MiBps",
    ]) {
      expect(article).toContain(printed);
    }
  });
});
