import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { KIB_BYTES, MIB_BYTES, GIB_BYTES } from "@/lib/units";
import { coldShare, profileIssues, readWithin } from "./access";
import { project, projectPolicy } from "./project";
import type { ProjectionInput } from "./types";

const book = bundledPriceBook("us-east-1")!;
const price = (key: string) => Number((book.prices as Record<string, { usd: string }>)[key]!.usd);

const NOBODY_READS = { within7: 0, within30: 0, within90: 0, within365: 0 };

function input(over: Partial<ProjectionInput>): ProjectionInput {
  return {
    region: "us-east-1",
    months: 12,
    storedGiB: 0,
    existingAgeDays: 0,
    writtenGiBPerMonth: 0,
    objectBytes: 8 * MIB_BYTES,
    retentionDays: null,
    access: NOBODY_READS,
    coldReadGiBPerMonth: 0,
    coldReadNeed: "milliseconds",
    ...over,
  };
}

describe("closed-form cases (issue 41)", () => {
  it("10 TiB on S3 Standard with a 30-day lifecycle to Standard-IA and no reads after 30 days costs what AWS's arithmetic gives, months 1-12", () => {
    const gib = 10 * 1024;
    const result = projectPolicy(
      { kind: "s3-lifecycle", toClass: "standard-ia", afterDays: 30 },
      input({ storedGiB: gib }),
      book,
    );
    const objects = (gib * GIB_BYTES) / (8 * MIB_BYTES);
    // Month 1: 30 days in Standard. Month 2: the transition of every object (billed as a request into
    // Standard-IA), then 30 days in Standard-IA. Months 3-12: Standard-IA only.
    expect(result.months[0]!.totalUsd).toBeCloseTo(gib * price("s3.standard.storage"), 2);
    expect(result.months[1]!.totalUsd).toBeCloseTo(
      gib * price("s3.standard-ia.storage") + objects * price("s3.standard-ia.requests.tier1"),
      2,
    );
    for (const m of result.months.slice(2)) expect(m.totalUsd).toBeCloseTo(gib * price("s3.standard-ia.storage"), 2);
    expect(result.months[1]!.lines.find((l) => l.kind === "transition")?.item).toBe(
      "Lifecycle transitions into S3 Standard-IA",
    );
  });

  it("10 million 64 KB objects in Intelligent-Tiering pay no monitoring fee and stay in Frequent Access", () => {
    const objectBytes = 64 * KIB_BYTES;
    const gib = (10_000_000 * objectBytes) / GIB_BYTES;
    const result = projectPolicy({ kind: "s3-intelligent-tiering" }, input({ storedGiB: gib, objectBytes }), book);
    for (const m of result.months) {
      expect(m.lines.some((l) => l.kind === "monitoring")).toBe(false);
      const storage = m.lines.filter((l) => l.kind === "storage");
      expect(storage.map((l) => l.item)).toEqual(["S3 Intelligent-Tiering Frequent Access storage"]);
      expect(storage[0]!.usd).toBeCloseTo(gib * price("s3.intelligent-tiering.frequent.storage"), 2);
    }
    // Moving the stored objects in is one lifecycle transition each, in the first month only.
    expect(result.months[0]!.lines.find((l) => l.kind === "transition")?.usd).toBeCloseTo(
      10_000_000 * price("s3.requests.tier1"),
      2,
    );
    expect(result.months.slice(1).every((m) => m.lines.every((l) => l.kind === "storage"))).toBe(true);
    expect(result.notes.join(" ")).toMatch(/under 128 KB are never monitored/);
  });

  it("objects kept 30 days in a 90-day class are billed for 90 days", () => {
    const written = 100;
    const result = projectPolicy(
      { kind: "s3-lifecycle", toClass: "glacier-instant", afterDays: 0 },
      input({ writtenGiBPerMonth: written, retentionDays: 30 }),
      book,
    );
    const storage = price("s3.glacier-instant.storage");
    // A steady month: this month's cohort stored 30 days, last month's deleted at 30 days and billed the other 60.
    const steady = result.months[5]!;
    const stored = steady.lines
      .filter((l) => l.kind === "storage" || l.kind === "minimum-duration")
      .reduce((s, l) => s + l.usd, 0);
    expect(stored).toBeCloseTo(written * storage * 3, 2);
    expect(steady.lines.find((l) => l.kind === "minimum-duration")?.item).toMatch(
      /minimum storage duration \(90 days\)/,
    );
  });
});

describe("the projection", () => {
  const cooling = { within7: 0.05, within30: 0.1, within90: 0.15, within365: 0.3 };

  it("reads the access profile as cumulative shares, and refuses one that falls", () => {
    expect(readWithin(cooling, 30)).toBeCloseTo(0.1, 9);
    expect(coldShare(cooling, 60)).toBeCloseTo(1 - 0.125, 9);
    expect(profileIssues({ within7: 0.5, within30: 0.2, within90: 0.9, within365: 1 })).toHaveLength(1);
  });

  it("picks the cheapest policy that reads cold data in milliseconds; a Glacier restore of hours needs the 'hours' answer", () => {
    const base = input({
      storedGiB: 50 * 1024,
      existingAgeDays: 365,
      writtenGiBPerMonth: 500,
      access: cooling,
      months: 24,
    });
    const ms = project(base, book);
    const cheapest = ms.policies.find((p) => p.key === ms.cheapestKey)!;
    expect(cheapest.meetsColdReadNeed).toBe(true);
    expect(ms.policies.find((p) => p.key.startsWith("s3-lifecycle-glacier-flexible"))!.meetsColdReadNeed).toBe(false);
    const hours = project({ ...base, coldReadNeed: "hours" }, book);
    expect(hours.policies.find((p) => p.key === hours.cheapestKey)!.totalUsd).toBeLessThanOrEqual(cheapest.totalUsd);
    // Cooling data on EFS: lifecycle to IA and Archive costs far less than EFS Standard alone.
    const efsAll = ms.policies.find((p) => p.key === "efs")!;
    const efsTiered = ms.policies.find((p) => p.key === "efs-ia-30d-archive-90d")!;
    expect(efsTiered.totalUsd).toBeLessThan(efsAll.totalUsd / 3);
  });

  it("grows the data month by month and deletes it at its retention", () => {
    const grown = projectPolicy(
      { kind: "s3-standard" },
      input({ storedGiB: 100, writtenGiBPerMonth: 10, months: 6 }),
      book,
    );
    expect(grown.months.map((m) => m.storedGiB)).toEqual([110, 120, 130, 140, 150, 160]);
    const kept = projectPolicy(
      { kind: "s3-standard" },
      input({ writtenGiBPerMonth: 10, retentionDays: 60, months: 6 }),
      book,
    );
    expect(kept.months.map((m) => m.storedGiB)).toEqual([10, 20, 20, 20, 20, 20]);
  });
});
