import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { projectionCsv } from "./csv";
import { project } from "./project";

describe("projection CSV", () => {
  it("writes a row per policy and month, labels with commas quoted as every CSV of the app", () => {
    const book = bundledPriceBook("us-east-1")!;
    const p = project(
      {
        region: "us-east-1",
        months: 3,
        storedGiB: 100,
        existingAgeDays: 365,
        writtenGiBPerMonth: 10,
        objectBytes: 1048576,
        retentionDays: null,
        access: { within7: 0.1, within30: 0.2, within90: 0.3, within365: 0.5 },
        coldReadGiBPerMonth: 0,
        coldReadNeed: "milliseconds",
      },
      book,
    );
    const lines = projectionCsv(p).trim().split("\n");
    expect(lines).toHaveLength(1 + p.policies.length * 3);
    expect(lines.some((l) => l.startsWith('"EFS Standard (Elastic), IA after 30 days unread",1,'))).toBe(true);
    const standard = lines.find(
      (l) => l.startsWith("S3 Standard, no lifecycle rule") || l.startsWith('"S3 Standard, no lifecycle rule",1,'),
    )!;
    expect(standard.split(",").at(-3)).toBe("true");
  });
});
