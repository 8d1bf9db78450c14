import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { DURATION_CLOSE, DURATION_NEAR, validateModel, type ArticleSummary, type ModelValidation } from "./validation";
import { VALIDATION_DATASETS } from "./cells";
import { readValidationInputs } from "../../../server/validation-inputs";

/**
 * The Done-when thresholds on validate-model's summary. Held out, each article
 * should have >= 80% of its measured duration cells within x1.5 and >= 95% within x2;
 * costs within 10% wherever the article's arithmetic is consistent. The thresholds the
 * model reaches are asserted; those it does not yet reach are listed in SHORTFALLS with
 * the figure it reaches, and the test fails when one is reached (tighten it then) or
 * when the model falls below the listed figure.
 */

const CLOSE_SHARE = 0.8;
const NEAR_SHARE = 0.95;

/** "dataset/run/threshold" -> share reached today (a floor). */
const SHORTFALLS: Record<string, number> = {
  // efs-options held out reached x2 in 70 / 72 cells when a block volume's written files became
  // a run per directory (2026-11-25); 66 / 72 before, 62 / 72 before the io2 latency prior.
  // efs-elastic-vs-bursting reached both thresholds, in sample and held out, when its client
  // became a Lambda function (a public network measurement, ../client/network.ts) and a file's
  // first write stopped counting its bytes twice (../efs/perf.ts, 2026-11-28); it was 4 / 6 and
  // 5 / 6 before, and 2 / 6 and 4 / 6 before EFS's write transfer had a second source.
  // ownCloud's timed untar was x0.667, on the x1.5 line, until a file's first write waited
  // for its share of every limit the run is charged, 2016's 7,000 operations a second among
  // them (../efs/perf.ts, 2026-11-28: the share of byte limits only let more provisioned
  // throughput make a run slower); now x0.665, just outside. 5 / 7 before.
  // ownCloud's 1,000-worker rsync (no command given) is counted apart as the article's named
  // exception, as issue 37's Done-when allows: without it ownCloud reaches both thresholds
  // (5 / 6 within x1.5, 6 / 6 within x2; 5 / 7 and 6 / 7 with it).
  "ebs-st1-hdfs/inSample/x1.5": 2 / 4,
  "ebs-st1-hdfs/inSample/x2": 3 / 4,
  "ebs-st1-hdfs/heldOut/x1.5": 2 / 4,
  "ebs-st1-hdfs/heldOut/x2": 3 / 4,
};

/**
 * Held-out typical error (geometric mean factor off) per article: a ceiling at what the
 * model reaches today. ownCloud went from x2.09 to x2.11 and FSx Windows from x1.234 to
 * x1.235 when streams began to overlap each other's waits with their bytes (2026-11-25: the
 * rsync with 1,000 workers, bound by 2016's 7,000 operations a second, x0.14 to x0.13;
 * WinRAR's zip 50.8 to 50.4 s against 99 s). Before a block volume's written files became a run per directory
 * (2026-11-25) efs-options was x1.23; before the EBS SSD read-ahead prior of 0.5 ms (AWS's io2 Block
 * Express average, 2026-11-24) x1.27, and before EFS's write transfer was
 * also fitted on the EFS tutorial (2026-11-24) efs-elastic-vs-bursting was x2.22; before the EFS generations ownCloud was x3.81; before
 * the EC2 single-flow limit and the dated FSx Windows network burst (2026-11-24),
 * efs-options x1.31 and FSx Windows x1.51. efs-elastic-vs-bursting went from x1.67 to x1.11
 * when its client became a Lambda function and a file's first write stopped counting its
 * bytes twice (2026-11-28).
 */
const HELD_OUT_TYPICAL_ERROR: Record<string, number> = {
  "efs-options-and-alternatives": 1.16,
  "efs-elastic-vs-bursting": 1.11,
  "efs-challenges-owncloud": 2.11,
  "ebs-st1-hdfs": 1.6,
  "fsx-windows-hdd-throughput": 1.24,
};

let v: ModelValidation;

beforeAll(() => {
  const inputs = readValidationInputs(resolve(__dirname, "../../.."), "us-east-2");
  if (!inputs.ok) throw new Error(inputs.message);
  const book = bundledPriceBook("us-east-2");
  if (book === null) throw new Error("no bundled us-east-2 prices");
  v = validateModel(inputs.value.datasets, book, undefined, inputs.value.calibration);
}, 60_000);

function check(run: "inSample" | "heldOut", s: ArticleSummary, label: string, reached: number, wanted: number): void {
  const key = `${s.dataset}/${run}/${label}`;
  const share = s.durationCells === 0 ? 1 : reached / s.durationCells;
  const floor = SHORTFALLS[key];
  if (floor === undefined) expect(share, `${key} reaches ${share.toFixed(2)}`).toBeGreaterThanOrEqual(wanted);
  else {
    expect(share, `${key} is listed as a shortfall but reaches ${share.toFixed(2)}: tighten SHORTFALLS`).toBeLessThan(
      wanted,
    );
    expect(share, `${key} fell below its floor`).toBeGreaterThanOrEqual(floor - 1e-9);
  }
}

describe("validate-model summary", () => {
  it("covers every article, each with measured duration cells", () => {
    expect(v.inSample.summaries.map((s) => s.dataset).sort()).toEqual([...VALIDATION_DATASETS].sort());
    for (const s of v.heldOut.summaries) expect(s.durationCells, s.dataset).toBeGreaterThan(0);
  });

  it("prices every consistent cost cell within 10%, and names the inconsistent rows", () => {
    for (const s of v.heldOut.summaries) expect(s.costWithin, s.dataset).toBe(s.costCells);
    const efs = v.heldOut.summaries.find((s) => s.dataset === "efs-options-and-alternatives")!;
    expect(efs.costCells).toBeGreaterThan(80);
    expect(efs.costInconsistent).toEqual(["ebs-io1-3000iops"]);
  });

  for (const run of ["inSample", "heldOut"] as const) {
    it(`${run}: duration shares within x${DURATION_CLOSE} and x${DURATION_NEAR} (shortfalls listed)`, () => {
      for (const s of v[run].summaries) {
        const counted = { ...s, durationCells: s.excepting.durationCells };
        check(run, counted, "x1.5", s.excepting.within1_5, CLOSE_SHARE);
        check(run, counted, "x2", s.excepting.within2, NEAR_SHARE);
      }
    });
  }

  it("names ownCloud's 1,000-worker rsync as the one exception, and no other cell", () => {
    for (const run of [v.inSample, v.heldOut]) {
      const named = run.summaries.flatMap((s) => s.exceptions.map((e) => e.id));
      expect(named).toEqual(["efs-general-purpose/rsync-parallel-to-efs"]);
    }
  });

  it("heldOut: typical error per article no worse than today's", () => {
    for (const s of v.heldOut.summaries) {
      const ceiling = HELD_OUT_TYPICAL_ERROR[s.dataset];
      expect(ceiling, `${s.dataset} has no recorded typical error`).toBeDefined();
      expect(s.typicalError, s.dataset).toBeLessThanOrEqual(ceiling! + 0.005);
    }
  });
});
