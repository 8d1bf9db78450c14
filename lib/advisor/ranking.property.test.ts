import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { advisorAnswersSchema } from "@/lib/validations/advisor";
import {
  ACCESS_PATTERNS,
  CLIENT_OS,
  DURABILITY,
  FILE_PROFILES,
  FULL_READS,
  LATENCY,
  PLACEMENT,
  SEMANTICS,
  SHARING,
} from "./answers";
import { advise } from "./advise";

/**
 * Over generated answers: no option in the first three is beaten on both cost and time,
 * beyond the model's error, by another ranked option; and whatever is listed as beaten
 * names a ranked or considered option that is no dearer.
 */

const book = bundledPriceBook("us-east-1")!;

const answersArb = fc.record(
  {
    sizeGiB: fc.double({ min: 0.01, max: 200_000, noNaN: true }),
    growthPctPerYear: fc.constantFrom(0, 10, 100),
    fileProfile: fc.constantFrom(...FILE_PROFILES),
    clients: fc.integer({ min: 1, max: 500 }),
    threads: fc.integer({ min: 1, max: 64 }),
    readGiBPerDay: fc.double({ min: 0, max: 50_000, noNaN: true }),
    writeGiBPerDay: fc.double({ min: 0, max: 10_000, noNaN: true }),
    fullReads: fc.constantFrom(...FULL_READS),
    access: fc.constantFrom(...ACCESS_PATTERNS),
    sharing: fc.constantFrom(...SHARING),
    clientOs: fc.constantFrom(...CLIENT_OS),
    placement: fc.constantFrom(...PLACEMENT),
    semantics: fc.constantFrom(...SEMANTICS),
    latency: fc.constantFrom(...LATENCY),
    busyHourPct: fc.integer({ min: 5, max: 100 }),
    durability: fc.constantFrom(...DURABILITY),
  },
  { requiredKeys: ["sizeGiB", "latency", "sharing"] },
);

describe("ranking over generated answers", () => {
  it("no top-3 option is beaten on both cost and time by another ranked option", () => {
    fc.assert(
      fc.property(answersArb, (raw) => {
        const parsed = advisorAnswersSchema.safeParse(raw);
        fc.pre(parsed.success);
        const result = advise(parsed.data!, book);
        const ranked = result.ranking;
        for (const a of ranked.slice(0, 3)) {
          for (const b of ranked) {
            if (a === b) continue;
            const beaten = b.totalMonthlyUsd! + 1 < a.totalMonthlyUsd! && b.timeRange!.high < a.timeRange!.low;
            expect(
              beaten,
              `${a.label} (#${a.rank}: $${a.monthlyCostUsd}, ${a.timeSeconds}s) beaten by ${b.label} ($${b.monthlyCostUsd}, ${b.timeSeconds}s)`,
            ).toBe(false);
          }
        }
        const known = new Map([...ranked, ...result.alsoConsidered].map((o) => [o.key, o]));
        for (const c of result.alsoConsidered) {
          if (!c.beatenBy) continue;
          const beater = known.get(c.beatenBy.key);
          expect(beater).toBeDefined();
          expect(beater!.totalMonthlyUsd ?? beater!.monthlyCostUsd).toBeLessThanOrEqual(
            (c.totalMonthlyUsd ?? c.monthlyCostUsd) + 0.01,
          );
        }
      }),
      { numRuns: 100, seed: 14 },
    );
  }, 300_000);
});
