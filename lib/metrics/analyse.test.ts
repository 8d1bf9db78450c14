import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import {
  validateOptionParams,
  getCatalogOption,
  perfModelFor,
  simulate,
  workloadSchema,
  type WorkloadInput,
} from "@/lib/model";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES, SECONDS_PER_DAY, SECONDS_PER_HOUR } from "@/lib/units";
import { analyseMetrics } from "./analyse";
import { defaultEnv } from "./replay";
import { wizardLink } from "./links";
import { syntheticMetricData } from "./synthetic";

const book = bundledPriceBook("us-east-1")!;
const encode = (doc: unknown) => new TextEncoder().encode(JSON.stringify(doc));
const within = (actual: number, expected: number, share: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(share);

describe("a 30-day series generated from a known workload", () => {
  const known = workloadSchema.parse({
    region: "us-east-1",
    storedBytes: 300 * GIB_BYTES,
    days: 30,
    operations: [
      {
        name: "nightly read",
        direction: "read",
        fileCount: 4000,
        fileSizeBytes: MIB_BYTES,
        timesPerDay: 6,
        ioSizeBytes: 256 * KIB_BYTES,
      },
      {
        name: "ingest",
        direction: "write",
        fileCount: 1500,
        fileSizeBytes: MIB_BYTES,
        timesPerDay: 3,
        ioSizeBytes: MIB_BYTES,
      },
    ],
  } satisfies WorkloadInput);
  const doc = syntheticMetricData(known, { system: "efs", startIso: "2026-10-01T00:00:00Z", days: 30 });
  const result = analyseMetrics([{ name: "efs-30d.json", bytes: encode(doc) }], { region: "us-east-1" }, book);

  it("imports to a derived workload within 5% of it", () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const w = result.value.workload;
    within(w.storedBytes, known.storedBytes, 0.05);
    expect(w.days).toBe(30);
    for (const op of known.operations) {
      const derived = w.operations.find((o) => o.direction === op.direction)!;
      expect(derived.timesPerDay).toBe(op.timesPerDay);
      within(
        derived.fileCount * derived.fileSizeBytes * derived.timesPerDay,
        op.fileCount * op.fileSizeBytes * op.timesPerDay,
        0.05,
      );
      within(derived.ioSizeBytes, op.ioSizeBytes, 0.05);
    }
    expect(result.value.derived.readShare).toBeCloseTo((4000 * 6) / (4000 * 6 + 1500 * 3), 3);
  });

  it("replays every option, prices the period and names the cheapest that kept up", () => {
    if (!result.ok) throw new Error(result.error.message);
    const a = result.value;
    expect(a.options.length).toBeGreaterThan(20);
    expect(a.chart.demandBytesPerSecond.length).toBe(a.chart.times.length);
    expect(a.cheapest).not.toBeNull();
    const cheapest = a.options.find((o) => o.optionId === a.cheapest!.optionId)!;
    expect(cheapest.exceededHours).toBe(0);
    for (const o of a.options.filter(
      (x) => x.feasible && x.exceededHours === 0 && x.priced && x.family !== "instance-store",
    ))
      expect(o.periodCostUsd!).toBeGreaterThanOrEqual(a.cheapest!.periodCostUsd);
  });
});

describe("a forecast for a known drain", () => {
  // EFS Bursting at 100 GiB earns its 1 MiB/s floor... no: 50 MiB/s per TiB gives ~4.9 MiB/s, about 412 GiB a day;
  // writing 500 GiB a day drains the 2.1 TiB it starts with in about four weeks.
  const known = workloadSchema.parse({
    region: "us-east-1",
    storedBytes: 100 * GIB_BYTES,
    days: 90,
    operations: [
      {
        name: "ingest",
        direction: "write",
        fileCount: 128_000,
        fileSizeBytes: MIB_BYTES,
        concurrency: 16,
        timesPerDay: 4,
        ioSizeBytes: MIB_BYTES,
      },
    ],
  } satisfies WorkloadInput);
  const entry = getCatalogOption("efs-standard-bursting")!;
  const ctx = { storedBytes: known.storedBytes };
  const cfg = validateOptionParams(entry.id, entry.defaultParams(ctx), ctx);
  if (!cfg.ok) throw new Error("efs-standard-bursting did not configure");
  const perf = perfModelFor(cfg.value, defaultEnv(1));
  const full = simulate(perf, known.operations, { days: 90, timelinePoints: 2000 });
  const observedDays = 10;
  const first = simulate(perf, known.operations, { days: observedDays, timelinePoints: 2000 });
  const timeline = first.buckets[0]!.timeline;
  const balanceAt = (hour: number) => {
    const t = (hour + 1) * SECONDS_PER_HOUR;
    let best = timeline[0]!;
    for (const p of timeline) if (p.tSeconds <= t) best = p;
    return best.balance * GIB_BYTES;
  };

  it("lands within one day of the simulator's own answer", () => {
    const depleted = full.buckets[0]!.depletedAtSeconds;
    expect(depleted).not.toBeNull();
    const doc = syntheticMetricData(known, {
      system: "efs",
      startIso: "2026-10-01T00:00:00Z",
      days: observedDays,
      balanceAt,
    });
    const result = analyseMetrics([{ name: "efs-drain.json", bytes: encode(doc) }], { region: "us-east-1" }, book);
    if (!result.ok) throw new Error(result.error.message);
    const f = result.value.forecasts.find((x) => x.optionId === "efs-standard-bursting")!;
    expect(f.balanceSource).toBe("imported");
    expect(f.runsOutAt).not.toBeNull();
    const forecastSeconds = (Date.parse(f.runsOutAt!) - Date.parse("2026-10-01T00:00:00Z")) / 1000;
    expect(Math.abs(forecastSeconds - depleted!)).toBeLessThan(SECONDS_PER_DAY);
  });
});

describe("the forecast follows the observed growth", () => {
  const known = workloadSchema.parse({
    region: "us-east-1",
    storedBytes: 100 * GIB_BYTES,
    days: 14,
    operations: [
      {
        name: "ingest",
        direction: "write",
        fileCount: 128_000,
        fileSizeBytes: MIB_BYTES,
        concurrency: 16,
        timesPerDay: 4,
        ioSizeBytes: MIB_BYTES,
      },
    ],
  } satisfies WorkloadInput);
  const runOut = (growth: number) => {
    const doc = syntheticMetricData(known, {
      system: "efs",
      startIso: "2026-10-01T00:00:00Z",
      days: 14,
      storageGrowthBytesPerDay: growth,
      balanceAt: () => 1024 * GIB_BYTES,
    });
    // Said to be one instance's storage, so block volumes are replayed beside EFS (inferred from
    // EFS metrics alone, the file system is shared and a single-attach volume is left out).
    const result = analyseMetrics(
      [{ name: "g.json", bytes: encode(doc) }],
      { region: "us-east-1", sharing: "single" },
      book,
    );
    if (!result.ok) throw new Error(result.error.message);
    const f = result.value.forecasts.find((x) => x.optionId === "efs-standard-bursting")!;
    return { days: f.daysFromEnd, gp2: result.value.forecasts.find((x) => x.optionId === "ebs-gp2") };
  };

  it("a growing file system earns more credit, so its Bursting credits last longer; a volume sized for today says when it is outgrown", () => {
    const flat = runOut(0);
    const growing = runOut(5 * GIB_BYTES);
    expect(flat.days).not.toBeNull();
    expect(growing.days === null || growing.days > flat.days!).toBe(true);
    expect(flat.gp2?.outgrowsAt ?? null).toBeNull();
    expect(growing.gp2?.outgrowsAt).toMatch(/^2026-1[01]-/);
  });
});

describe("the access pattern: said on import, or taken from the request size", () => {
  const known = workloadSchema.parse({
    region: "us-east-1",
    storedBytes: 200 * GIB_BYTES,
    days: 7,
    operations: [
      { name: "db reads", direction: "read", fileCount: 2000, fileSizeBytes: MIB_BYTES, ioSizeBytes: 16 * KIB_BYTES },
      { name: "db writes", direction: "write", fileCount: 500, fileSizeBytes: MIB_BYTES, ioSizeBytes: 16 * KIB_BYTES },
    ],
  } satisfies WorkloadInput);
  const files = [
    {
      name: "db.json",
      bytes: encode(syntheticMetricData(known, { system: "efs", startIso: "2026-10-01T00:00:00Z", days: 7 })),
    },
  ];
  const run = (access?: "sequential" | "random") => {
    const result = analyseMetrics(files, { region: "us-east-1", ...(access ? { access } : {}) }, book);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };

  it("16 KiB requests are taken as random, and the page is told why", () => {
    const a = run();
    expect(a.workload.operations.every((op) => op.access === "random")).toBe(true);
    expect(a.access).toMatchObject({ access: "random", inferred: true });
    expect(a.access?.why).toMatch(/reads 16 KiB, writes 16 KiB/);
  });

  it("what the importer says wins over the request size, and the replay follows it", () => {
    const a = run("sequential");
    expect(a.workload.operations.every((op) => op.access === "sequential")).toBe(true);
    expect(a.access).toEqual({ access: "sequential", inferred: false, why: "as you said" });
    expect(a.derived.assumptions.join(" ")).toMatch(/Access is sequential, as you said/);
    // The wizard opens with what the import knows of sharing and access, not its own defaults.
    expect(wizardLink(a)).toMatch(/[?&]sharing=nfs&access=sequential&/);
  });
});
