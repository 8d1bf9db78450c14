import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { MIB_BYTES } from "@/lib/units";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { DATASYNC_USD_PER_GB } from "./facts";
import { planMigration, type MigrationInput } from "./migration";

const book = bundledPriceBook("us-east-1")!;

const tenTiB: MigrationInput = {
  region: "us-east-1",
  source: { id: "efs-standard-bursting", params: {} },
  target: { id: "fsx-lustre-persistent2", params: {} },
  dataGiB: 10 * 1024,
  fileSizeBytes: 64 * MIB_BYTES,
  method: "datasync",
  instances: 1,
  instanceType: "c5n.9xlarge",
  threads: 16,
  dailyChangePct: 1,
};

describe("moving 10 TiB from EFS Bursting to FSx for Lustre Persistent-2 (issue 41)", () => {
  it("by DataSync: states the copy time, what holds it, the source's credits and DataSync's per-GB charge", () => {
    const plan = planMigration(tenTiB, book);
    expect(plan.issues).toEqual([]);
    // One client at EFS's 500 MiB/s per-client limit: 10 TiB in about 5.8 hours.
    // One client at EFS's 500 MiB/s per-client limit: 10 TiB in about 5.8 hours, plus the writes
    // that cannot overlap the reads across DataSync's files in flight.
    expect(plan.copySeconds! / ((10 * 1024 * 1024) / 500)).toBeGreaterThan(1);
    expect(plan.copySeconds! / ((10 * 1024 * 1024) / 500)).toBeLessThan(1.02);
    expect(plan.heldBy).toBe("source");
    expect(plan.source.credits).toMatch(/EFS burst credits/);
    const charge = plan.cost.lines.find((l) => l.item.startsWith("DataSync"))!;
    expect(charge.usd).toBeCloseTo((plan.dataGiB + plan.finalPass.gib) * Number(book.prices["datasync.copy"]!.usd), 2);
    expect(charge.item).toContain(`price snapshot ${book.snapshotId}`);
    expect(charge.unconfirmed).toBe(true);
    expect(plan.summary).toMatch(/^Copying 10,240 GiB takes 5 h 5\d min/);
  });

  it("by parallel copies from eight instances: the source's burst credits drain on the way, and the copy is faster", () => {
    const plan = planMigration({ ...tenTiB, method: "parallel-copy", instances: 8 }, book);
    expect(plan.source.credits).toMatch(/EFS burst credits fall from [\d,]+ to [\d,]+ of/);
    expect(plan.copySeconds!).toBeLessThan(planMigration(tenTiB, book).copySeconds! / 4);
    expect(plan.source.bottleneck).toMatch(/EFS Bursting burst/);
  });

  it("one stream reads each file and then writes it: the two sides add up instead of overlapping", () => {
    const one = planMigration({ ...tenTiB, method: "parallel-copy", instances: 1, threads: 1 }, book);
    expect(one.copySeconds!).toBeCloseTo(one.source.seconds! + one.target.seconds!, 0);
  });

  it("says it cannot estimate a move to an option that cannot hold the data, instead of failing", () => {
    // 100 TiB is more than one gp3 volume holds (64 TiB).
    const plan = planMigration({ ...tenTiB, dataGiB: 100 * 1024, target: { id: "ebs-gp3", params: {} } }, book);
    expect(plan.copySeconds).toBeNull();
    expect(plan.summary).toMatch(/^The copy cannot be estimated: The target: gp3 volumes hold at most/);
    expect(plan.cost.lines).toEqual([]);
  });

  it("pays for itself when the target's bill is lower, and says what each side costs a month", () => {
    const plan = planMigration(tenTiB, book);
    expect(plan.monthly.targetUsd).toBeLessThan(plan.monthly.sourceUsd);
    expect(plan.paysForItselfInMonths).toBe(1);
    const back = planMigration({ ...tenTiB, source: tenTiB.target, target: tenTiB.source }, book);
    expect(back.paysForItselfInMonths).toBeNull();
  });

  it("charges DataSync at the snapshot's datasync.copy price, and says so when a snapshot lacks it", () => {
    const { ["datasync.copy"]: entry, ...rest } = book.prices;
    const dearer: PriceBook = { ...book, prices: { ...book.prices, "datasync.copy": { ...entry!, usd: "0.02" } } };
    const plan = planMigration(tenTiB, dearer);
    const charge = plan.cost.lines.find((l) => l.item.startsWith("DataSync"))!;
    expect(charge.usd).toBeCloseTo((plan.dataGiB + plan.finalPass.gib) * 0.02, 2);
    const older = planMigration(tenTiB, { ...book, prices: rest });
    const fallback = older.cost.lines.find((l) => l.item.startsWith("DataSync"))!;
    expect(fallback.usd).toBeCloseTo((older.dataGiB + older.finalPass.gib) * DATASYNC_USD_PER_GB, 2);
    expect(fallback.item).toMatch(/has no datasync\.copy price/);
    expect(fallback.unconfirmed).toBe(true);
  });
});
