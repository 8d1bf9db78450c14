import { describe, expect, it } from "vitest";
import { collect, overADayNote } from "./assemble";
import type { ComparePoint, UnplacedOption } from "./types";

describe("a point over a day of work a day", () => {
  it("says in words that the option cannot keep up, and nothing below a day", () => {
    expect(overADayNote(86_400)).toBeNull();
    expect(overADayNote(3_600)).toBeNull();
    expect(overADayNote(2.5 * 86_400)).toBe(
      "Not a day's work: a day of this workload takes 2.5 days here, so it falls further behind every day.",
    );
    expect(overADayNote(37.8 * 86_400)).toMatch(/takes 38 days here/);
  });

  it("is noted on the point when collected", () => {
    const point = { id: "p", durationSecondsPerDay: 3 * 86_400, notes: [] as string[] } as unknown as ComparePoint;
    const points: ComparePoint[] = [];
    const unplaced: UnplacedOption[] = [];
    collect({ point }, points, unplaced);
    expect(points[0]?.notes).toEqual([expect.stringMatching(/^Not a day's work: .* 3\.0 days/)]);
  });
});
