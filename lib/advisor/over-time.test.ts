import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { advisorAnswersSchema } from "@/lib/validations/advisor";
import { advise } from "./advise";
import { accessProfileOf } from "./over-time";

const book = bundledPriceBook("us-east-1")!;

describe("data kept longer than a month", () => {
  it("reads the cold-data answers as an access profile", () => {
    expect(accessProfileOf({ coldPct: 80, coldAfterDays: 30 })).toEqual({
      within7: 1,
      within30: 0.2,
      within90: 0.2,
      within365: 0.2,
    });
    expect(accessProfileOf({})).toEqual({ within7: 1, within30: 1, within90: 1, within365: 1 });
  });

  it("projects the first choice's tiering policies over a year and names the cheapest", () => {
    const answers = advisorAnswersSchema.parse({
      sizeGiB: 51200,
      fileProfile: "large",
      fileSize: 100,
      fileSizeUnit: "MiB",
      clients: 2,
      readGiBPerDay: 1,
      writeGiBPerDay: 140,
      sharing: "objects",
      latency: "batch",
      computeWaits: "no",
      retentionDays: 365,
    });
    const note = advise(answers, book).notes.find((n) => n.startsWith("Over 12 months"));
    expect(note).toMatch(
      /costs least of this option's tiering policies: \$[\d,.]+ in all, against \$[\d,.]+ with no tiering/,
    );
  });

  it("says nothing of tiering for data that is neither cooling nor kept on a schedule", () => {
    const answers = advisorAnswersSchema.parse({ sizeGiB: 100, sharing: "objects", latency: "batch" });
    expect(advise(answers, book).notes.some((n) => n.startsWith("Over 12 months"))).toBe(false);
  });
});
