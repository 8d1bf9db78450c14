import { describe, expect, it } from "vitest";
import { wrapText } from "./text-wrap";

describe("wrapText", () => {
  it("keeps every line within the width, by words", () => {
    const lines = wrapText("filled: measured · hollow: modelled · diamond: upload · dashed: Pareto frontier", 200, 7);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length * 7).toBeLessThanOrEqual(200);
    expect(lines.join(" ")).toBe("filled: measured · hollow: modelled · diamond: upload · dashed: Pareto frontier");
  });

  it("gives an over-long word a line of its own", () => {
    expect(wrapText("a snapshot-2026-11-28-bundled-us-east-1 b", 70, 7)).toEqual([
      "a",
      "snapshot-2026-11-28-bundled-us-east-1",
      "b",
    ]);
  });
});
