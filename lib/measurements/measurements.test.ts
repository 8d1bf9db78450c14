/**
 * A real fio run of a recommendation's scaled-down job file compared with the model, and
 * the ranking re-scored with measured durations, on the bundled prices.
 */
import { REAL_FIO_TEST_TIMEOUT_MS, runRealFio } from "@/tests/support/real-fio";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advise, type AdvisorResult } from "@/lib/advisor";
import { parseFioDetailed } from "@/lib/fio";
import { workloadSchema } from "@/lib/model";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { advisorAnswersSchema } from "@/lib/validations/advisor";
import { fioJobFile, FIO_DIR_VARIABLE } from "@/lib/workloads/fio-job";
import { measuredWorkload } from "@/lib/workloads/fio-measured";
import { compareMeasurement, describeRatio, type MeasurementComparison } from "./compare";
import { findRankedByKey, findRankedByParams, recommendationWorkload } from "./recommendation-workload";
import { rerankWithMeasurements } from "./rerank";

const book = bundledPriceBook("us-east-1")!;
const answers = advisorAnswersSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, "../../fixtures/advisor/wordpress-uploads.json"), "utf8")),
);
let result: AdvisorResult;
let dir = "";

beforeAll(() => {
  result = advise(answers, book);
  dir = mkdtempSync(join(tmpdir(), "measurements-test-"));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a recommendation's measurement", () => {
  it(
    "runs a tenth of the plan with fio and compares it with the model on the same option",
    () => {
      const top = result.ranking[0]!;
      const full = recommendationWorkload(result);
      // A tenth of every file count keeps the test short; the model is asked about what ran.
      const small = workloadSchema.parse({
        ...full,
        operations: full.operations.map((op) => ({
          ...op,
          fileCount: Math.max(1, Math.round(op.fileCount / 10)),
          fileSizeBytes: Math.min(op.fileSizeBytes, 4 * 2 ** 20),
        })),
      });
      const job = fioJobFile(
        small,
        { title: "test", optionId: top.optionId, optionParams: top.params, recommendationId: "test" },
        "full",
      );
      const file = join(dir, "rec.fio");
      writeFileSync(file, job.text);
      const output = runRealFio(["--output-format=json+", file], {
        [FIO_DIR_VARIABLE]: mkdtempSync(join(dir, "data-")),
      });
      const parsed = parseFioDetailed(output);
      if (!parsed.ok) throw parsed.error;
      const measured = measuredWorkload(
        parsed.document.jobs.map((j, i) => ({ job: j, options: parsed.details.jobs[i]!.options })),
        full.clients,
      );
      const outcome = compareMeasurement(
        measured,
        {
          region: result.region,
          storedBytes: full.storedBytes,
          clients: full.clients,
          optionId: top.optionId,
          params: top.params,
        },
        book,
      );
      if (!outcome.ok) throw new Error(outcome.reason);
      const c = outcome.comparison;
      expect(c.operations).toHaveLength(small.operations.length);
      for (const op of c.operations) {
        expect(op.measuredSeconds).toBeGreaterThan(0);
        expect(op.modelledSeconds).toBeGreaterThan(0);
        expect(op.ratio).toBeCloseTo(op.measuredSeconds / op.modelledSeconds, 9);
      }
      expect(c.ratio).toBeCloseTo(c.measuredSeconds / c.modelledSeconds, 9);
    },
    REAL_FIO_TEST_TIMEOUT_MS,
  );

  it("says what a ratio means", () => {
    expect(describeRatio(1.4)).toBe("1.4x slower than modelled");
    expect(describeRatio(0.5)).toBe("2.0x faster than modelled");
    expect(describeRatio(1.02)).toMatch(/^as modelled/);
    expect(describeRatio(null)).toMatch(/no modelled time/);
  });
});

describe("ranked options named by key, id or params", () => {
  it("finds the one ranked and explains what was ranked otherwise", () => {
    const top = result.ranking[0]!;
    expect(findRankedByKey(result.ranking, top.key)).toMatchObject({ ok: true, option: { key: top.key } });
    expect(findRankedByParams(result.ranking, top.optionId, { ...top.params })).toMatchObject({ ok: true });
    const missing = findRankedByKey(result.ranking, "s3-glacier-deep");
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.message).toContain(`It ranked: ${top.key}`);
    expect(findRankedByParams(result.ranking, top.optionId, { nonsense: 1 }).ok).toBe(false);
  });
});

describe("re-ranking with measurements", () => {
  function measuredAt(ratio: number, key: string): MeasurementComparison {
    const option = result.ranking.find((o) => o.key === key)!;
    return {
      optionId: option.optionId,
      params: option.params,
      label: option.label,
      operations: option.operations.map((op, index) => ({
        index,
        name: op.name,
        measuredSeconds: ratio,
        modelledSeconds: 1,
        ratio,
        bottleneck: "",
        extrapolated: false,
      })),
      measuredSeconds: ratio,
      modelledSeconds: 1,
      ratio,
      skipped: [],
    };
  }

  it("keeps the modelled order without measurements and the original untouched", () => {
    const before = JSON.stringify(result.ranking);
    const same = rerankWithMeasurements(result, new Map());
    expect(same.map((o) => o.key)).toEqual(result.ranking.map((o) => o.key));
    expect(same.every((o) => !o.measured)).toBe(true);
    expect(JSON.stringify(result.ranking)).toBe(before);
  });

  it("moves an option measured much slower down, marked as measured", () => {
    expect(result.ranking.length).toBeGreaterThan(1);
    const top = result.ranking[0]!;
    const reranked = rerankWithMeasurements(
      result,
      new Map([[top.key, [measuredAt(1000, top.key), measuredAt(3000, top.key), measuredAt(2000, top.key)]]]),
    );
    const moved = reranked.find((o) => o.key === top.key)!;
    expect(moved.measured).toBe(true);
    expect(moved.uploads).toBe(3);
    expect(moved.ratio).toBeCloseTo(2000, 6);
    expect(moved.secondsPerDay).toBeCloseTo(top.durationSecondsPerDay * 2000, 3);
    expect(moved.rank).toBeGreaterThan(1);
    expect(reranked[0]!.key).not.toBe(top.key);
  });
});
