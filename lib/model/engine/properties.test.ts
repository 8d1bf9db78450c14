import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { getCatalogOption } from "../catalog";
import { estimateFromInput } from "../estimate";
import type { OptionEstimate } from "../estimate-types";
import { OPTION_IDS, type OptionId } from "../option-ids";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";
import type { WorkloadInput } from "../workload-schema";

/**
 * Properties the model must keep for any workload. Runs are few and periods short to
 * spare the CPU; fast-check prints the counterexample when one fails.
 */

const book = bundledPriceBook("us-east-2")!;
const RUNS = 40;
/** Costs are summed in floating point: equal within a millionth of a dollar. */
const USD_EPSILON = 1e-6;
const SECONDS_EPSILON = 1e-6;

type OpInput = NonNullable<WorkloadInput["operations"]>[number];

const operationArb: fc.Arbitrary<OpInput> = fc.record({
  name: fc.constant("op"),
  direction: fc.constantFrom("read" as const, "write" as const),
  fileCount: fc.integer({ min: 0, max: 100_000 }),
  fileSizeBytes: fc.oneof(fc.integer({ min: 0, max: 64 * KIB_BYTES }), fc.integer({ min: 0, max: 64 * GIB_BYTES })),
  concurrency: fc.integer({ min: 1, max: 64 }),
  timesPerDay: fc.integer({ min: 1, max: 24 }),
  access: fc.constantFrom("sequential" as const, "random" as const),
  ioSizeBytes: fc.constantFrom(4 * KIB_BYTES, 64 * KIB_BYTES, MIB_BYTES),
});

const storedArb = fc.integer({ min: 0, max: 20_000 }).map((gib) => gib * GIB_BYTES);
const daysArb = fc.integer({ min: 1, max: 7 });
const optionArb = fc.constantFrom(...OPTION_IDS);

function run(workload: WorkloadInput): OptionEstimate {
  const result = estimateFromInput(workload, book);
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  return result.value.results[0]!;
}

function withOption(
  id: OptionId,
  storedBytes: number,
  days: number,
  operations: OpInput[],
  params?: Record<string, unknown>,
): WorkloadInput {
  const entry = getCatalogOption(id)!;
  return {
    region: "us-east-2",
    storedBytes,
    days,
    operations,
    options: [{ id, params: params ?? entry.defaultParams({ storedBytes }) }],
  };
}

describe("properties", () => {
  it("cost never falls when the data stored grows (EFS Provisioned excepted, see below)", () => {
    fc.assert(
      fc.property(
        optionArb.filter((id) => !id.endsWith("-provisioned")),
        storedArb,
        storedArb,
        fc.array(operationArb, { maxLength: 3 }),
        (id, a, b, operations) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const before = run(withOption(id, small, 1, operations));
          const after = run(withOption(id, large, 1, operations));
          if (!before.feasible || !after.feasible) return;
          expect(after.monthlyCostUsd.total).toBeGreaterThanOrEqual(before.monthlyCostUsd.total - USD_EPSILON);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("EFS Provisioned: storage buys included throughput at $0.30 a GiB, so Standard stays flat and One Zone gets cheaper until the baseline covers it", () => {
    const cost = (id: OptionId, gib: number) =>
      run(withOption(id, gib * GIB_BYTES, 1, [], { throughputMiBps: 500 })).monthlyCostUsd.total;
    // $0.30/GiB storage, $6 per MiB/s above GiB/20: +$0.30 and -$0.30 per GiB.
    expect(cost("efs-standard-provisioned", 2000)).toBeCloseTo(cost("efs-standard-provisioned", 1000), 6);
    expect(cost("efs-standard-provisioned", 20_000)).toBeGreaterThan(
      cost("efs-standard-provisioned", 9000) - USD_EPSILON,
    );
    // One Zone storage is $0.16/GiB: each GiB saves $0.14 until 10,000 GiB covers 500 MiB/s.
    expect(cost("efs-onezone-provisioned", 1000) - cost("efs-onezone-provisioned", 2000)).toBeCloseTo(140, 6);
    expect(cost("efs-onezone-provisioned", 12_000)).toBeGreaterThan(cost("efs-onezone-provisioned", 10_000));
  });

  it("cost never falls when daily traffic grows", () => {
    fc.assert(
      fc.property(
        optionArb,
        storedArb,
        operationArb,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 4 * GIB_BYTES }),
        (id, stored, op, moreRuns, moreFiles, moreBytes) => {
          const bigger: OpInput = {
            ...op,
            timesPerDay: (op.timesPerDay ?? 1) + moreRuns,
            fileCount: op.fileCount + moreFiles,
            fileSizeBytes: op.fileSizeBytes + moreBytes,
          };
          const before = run(withOption(id, stored, 1, [op]));
          const after = run(withOption(id, stored, 1, [bigger]));
          if (!before.feasible) return;
          expect(after.monthlyCostUsd.total).toBeGreaterThanOrEqual(before.monthlyCostUsd.total - USD_EPSILON);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("duration never rises when concurrency grows", () => {
    fc.assert(
      fc.property(
        optionArb,
        storedArb,
        daysArb,
        operationArb,
        fc.integer({ min: 1, max: 64 }),
        (id, stored, days, op, extra) => {
          const before = run(withOption(id, stored, days, [op]));
          const after = run(withOption(id, stored, days, [{ ...op, concurrency: (op.concurrency ?? 1) + extra }]));
          if (!before.feasible) return;
          expect(after.durationSecondsPerDay).toBeLessThanOrEqual(
            before.durationSecondsPerDay * (1 + 1e-9) + SECONDS_EPSILON,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("duration never rises when provisioned throughput grows", () => {
    const provisioned = fc.oneof(
      fc
        .tuple(
          fc.constant("efs-standard-provisioned" as OptionId),
          fc.integer({ min: 1, max: 3414 }),
          fc.integer({ min: 1, max: 3414 }),
        )
        .map(([id, a, b]) => ({
          id,
          low: { throughputMiBps: Math.min(a, b) },
          high: { throughputMiBps: Math.max(a, b) },
        })),
      fc.tuple(fc.integer({ min: 125, max: 1000 }), fc.integer({ min: 125, max: 1000 })).map(([a, b]) => ({
        id: "ebs-gp3" as OptionId,
        low: { iops: 4000, throughputMiBps: Math.min(a, b) },
        high: { iops: 4000, throughputMiBps: Math.max(a, b) },
      })),
      fc.tuple(fc.integer({ min: 100, max: 50_000 }), fc.integer({ min: 100, max: 50_000 })).map(([a, b]) => ({
        id: "ebs-io1" as OptionId,
        low: { iops: Math.min(a, b) },
        high: { iops: Math.max(a, b) },
      })),
      fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })).map(([a, b]) => ({
        id: "fsx-windows" as OptionId,
        low: { throughputCapacityMBps: 8 * 2 ** Math.min(a, b) },
        high: { throughputCapacityMBps: 8 * 2 ** Math.max(a, b) },
      })),
      fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })).map(([a, b]) => {
        const tiers = [125, 250, 500, 1000];
        return {
          id: "fsx-lustre-persistent2" as OptionId,
          low: { throughputPerTiB: tiers[Math.min(a, b)] },
          high: { throughputPerTiB: tiers[Math.max(a, b)] },
        };
      }),
    );
    fc.assert(
      fc.property(provisioned, daysArb, operationArb, ({ id, low, high }, days, op) => {
        const stored = TIB_BYTES;
        const before = run(withOption(id, stored, days, [op], low));
        const after = run(withOption(id, stored, days, [op], high));
        expect(after.durationSecondsPerDay).toBeLessThanOrEqual(
          before.durationSecondsPerDay * (1 + 1e-9) + SECONDS_EPSILON,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps every credit balance within [0, capacity]", () => {
    const bursting = fc.constantFrom<[OptionId, Record<string, unknown>]>(
      ["efs-standard-bursting", {}],
      ["efs-onezone-bursting", {}],
      ["ebs-gp2", {}],
      ["ebs-st1", {}],
      ["ebs-sc1", {}],
      ["fsx-lustre-persistent2", { throughputPerTiB: 125 }],
      ["fsx-lustre-hdd", { throughputPerTiB: 40 }],
      ["fsx-windows", { storageType: "hdd", throughputCapacityMBps: 32 }],
    );
    fc.assert(
      fc.property(
        bursting,
        fc.integer({ min: 0, max: 900 }),
        daysArb,
        fc.array(operationArb, { minLength: 1, maxLength: 3 }),
        ([id, params], gib, days, operations) => {
          const option = run(withOption(id, gib * GIB_BYTES, days, operations, params));
          expect(option.allCredits.length).toBeGreaterThan(0);
          for (const credits of option.allCredits) {
            const tolerance = credits.capacity * 1e-9;
            expect(credits.minBalance).toBeGreaterThanOrEqual(0);
            for (const point of credits.timeline) {
              expect(point.balance).toBeGreaterThanOrEqual(0);
              expect(point.balance).toBeLessThanOrEqual(credits.capacity + tolerance);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
