import { describe, expect, it } from "vitest";
import { formatIssuePath } from "./issue-path";

describe("formatIssuePath", () => {
  it("joins keys with dots and indexes with brackets", () => {
    expect(formatIssuePath(["operations", 0, "fileCount"])).toBe("operations[0].fileCount");
    expect(formatIssuePath([3, "x"])).toBe("[3].x");
    expect(formatIssuePath([])).toBe("");
  });
});
