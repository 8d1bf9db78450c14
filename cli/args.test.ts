import { describe, expect, it } from "vitest";
import { parseCommandArgs, UsageError } from "./args";

const OPTIONS = {
  recommendation: { type: "string" },
  option: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

describe("parseCommandArgs", () => {
  it("takes a share id that starts with a dash as the value it follows (one id in 64 does)", () => {
    expect(parseCommandArgs(["--recommendation", "-Ab3xY_9kLmNoPqR"], OPTIONS).values.recommendation).toBe(
      "-Ab3xY_9kLmNoPqR",
    );
    expect(parseCommandArgs(["--recommendation", "--Ab3xY_9kLmNoPq"], OPTIONS).values.recommendation).toBe(
      "--Ab3xY_9kLmNoPq",
    );
    expect(parseCommandArgs(["--recommendation=-Ab3xY_9kLmNoPqR"], OPTIONS).values.recommendation).toBe(
      "-Ab3xY_9kLmNoPqR",
    );
  });

  it("still reads a known flag after a string option as a missing value", () => {
    expect(() => parseCommandArgs(["--recommendation", "--option", "x"], OPTIONS)).toThrow(UsageError);
    expect(() => parseCommandArgs(["--recommendation", "-h"], OPTIONS)).toThrow(UsageError);
  });

  it("rejects an unknown flag", () => {
    expect(() => parseCommandArgs(["--nonsense"], OPTIONS)).toThrow(UsageError);
  });
});
