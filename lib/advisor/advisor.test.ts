import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { advisorAnswersSchema, type AdvisorAnswersInput } from "@/lib/validations/advisor";
import { advise, AdvisorRegionError } from "./advise";
import { generateCandidates } from "./candidates";
import { RUNS_PER_DAY, SENSITIVITY_RANGE_FACTOR } from "./constants";
import { byNeedThenCost, inRankingOrder } from "./rank";
import { answerRuleOut } from "./rules";
import { planWorkload } from "./workload";

const book = bundledPriceBook("us-east-1")!;
const GIB = 2 ** 30;

function answers(input: AdvisorAnswersInput = {}) {
  return advisorAnswersSchema.parse(input);
}

describe("planWorkload", () => {
  it("splits the data and the work across instances that each keep their own part", () => {
    const plan = planWorkload(
      answers({
        sharing: "single",
        clients: 5,
        sizeGiB: 10_240,
        writeGiBPerDay: 100,
        readGiBPerDay: 0,
        latency: "batch",
      }),
    );
    expect(plan.nodes).toBe(5);
    expect(plan.clients).toBe(1);
    expect(plan.storedBytesPerNode).toBe(2048 * GIB);
    const writes = plan.operations.find((op) => op.name === "daily writes")!;
    expect(writes.fileCount * writes.fileSizeBytes * writes.timesPerDay).toBeCloseTo(20 * GIB, -3);
    expect(plan.notes.join(" ")).toMatch(/Each of the 5 instances keeps its own part/);
  });

  it("says parallel writers of small files are assumed to create in different directories, and only then", () => {
    const small = planWorkload(
      answers({ sharing: "nfs", clients: 20, threads: 16, fileSize: 32, fileSizeUnit: "KiB", writeGiBPerDay: 100 }),
    );
    expect(small.notes.join(" ")).toMatch(
      /The 16 parallel writers are assumed to create their files in different directories\. .* give each writer its own directory\./,
    );
    const big = planWorkload(
      answers({ sharing: "nfs", clients: 20, threads: 16, fileSize: 4, fileSizeUnit: "GiB", writeGiBPerDay: 1000 }),
    );
    const one = planWorkload(
      answers({ sharing: "nfs", clients: 20, threads: 1, fileSize: 32, fileSizeUnit: "KiB", writeGiBPerDay: 100 }),
    );
    for (const plan of [big, one]) expect(plan.notes.join(" ")).not.toMatch(/different directories/);
  });

  it("shared storage is one copy reached by every client", () => {
    const plan = planWorkload(answers({ sharing: "nfs", clients: 100 }));
    expect(plan).toMatchObject({ nodes: 1, clients: 100, storedBytesPerNode: 1000 * GIB });
  });

  it("spreads the day's reads and writes by latency, and never in more runs than files", () => {
    for (const latency of ["prompt", "batch"] as const) {
      const reads = planWorkload(answers({ latency, readGiBPerDay: 100 })).operations.find(
        (op) => op.name === "daily reads",
      )!;
      expect(reads.timesPerDay).toBe(RUNS_PER_DAY[latency]);
    }
    const few = planWorkload(answers({ latency: "prompt", writeGiBPerDay: 1, fileSize: 512, fileSizeUnit: "MiB" }))
      .operations[0]!;
    expect(few).toMatchObject({ timesPerDay: 2, fileCount: 1, fileSizeBytes: 512 * 2 ** 20 });
  });

  it("puts interactive work's busiest hour in a run of its own, the rest in 23 hourly runs", () => {
    const ops = planWorkload(
      answers({ latency: "interactive", readGiBPerDay: 100, writeGiBPerDay: 0, busyHourPct: 25 }),
    ).operations;
    const busy = ops.find((op) => op.name === "busiest hour reads")!;
    const rest = ops.find((op) => op.name === "other hours' reads")!;
    expect(busy).toMatchObject({ timesPerDay: 1, busyHour: true });
    expect(busy.fileCount * busy.fileSizeBytes).toBeCloseTo(25 * GIB, -3);
    expect(rest.timesPerDay).toBe(RUNS_PER_DAY.interactive - 1);
    expect(rest.fileCount * rest.fileSizeBytes * rest.timesPerDay).toBeCloseTo(75 * GIB, -3);
  });

  it("reads the whole data set at the answered frequency, and sizes for a year of growth", () => {
    const plan = planWorkload(
      answers({
        sizeGiB: 300,
        growthPctPerYear: 100,
        fullReads: "monthly",
        fileSize: 1,
        fileSizeUnit: "GiB",
        readGiBPerDay: 0,
        writeGiBPerDay: 0,
      }),
    );
    expect(plan.storedBytesPerNode).toBe(600 * GIB);
    expect(plan.operations).toEqual([
      expect.objectContaining({ name: "whole data set read", fileCount: 20, fileSizeBytes: GIB, timesPerDay: 1 }),
    ]);
    expect(plan.notes.join(" ")).toMatch(/600 GiB/);
  });

  it("random access uses small requests", () => {
    const [op] = planWorkload(answers({ access: "random", readGiBPerDay: 0 })).operations;
    expect(op!.ioSizeBytes).toBe(16 * 1024);
  });
});

describe("ranking order", () => {
  type Ordered = Parameters<typeof byNeedThenCost>[0];
  const option = (totalMonthlyUsd: number, timeSeconds: number, meetsNeed = true): Ordered => ({
    meetsNeed,
    totalMonthlyUsd,
    timeSeconds,
    slowestRunSeconds: timeSeconds,
    runTargetSeconds: 900,
  });

  it("puts what meets the need first, then the lower total in whole dollars, the faster breaking ties", () => {
    expect(byNeedThenCost(option(1000, 10), option(10, 10_000, false))).toBeLessThan(0);
    expect(byNeedThenCost(option(100, 600), option(200, 60))).toBeLessThan(0);
    expect(byNeedThenCost(option(100.2, 600), option(100.4, 60))).toBeGreaterThan(0);
  });

  it("orders two candidates the same whatever else is in the list", () => {
    const arb = fc.record({
      totalMonthlyUsd: fc.double({ min: 0, max: 1e6, noNaN: true }),
      timeSeconds: fc.double({ min: 0, max: 86_400, noNaN: true }),
      meetsNeed: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, arb, fc.array(arb, { maxLength: 5 }), (a, b, others) => {
        const [x, y] = [
          option(a.totalMonthlyUsd, a.timeSeconds, a.meetsNeed),
          option(b.totalMonthlyUsd, b.timeSeconds, b.meetsNeed),
        ];
        const pair = inRankingOrder([x, y]);
        const all = inRankingOrder([x, y, ...others.map((o) => option(o.totalMonthlyUsd, o.timeSeconds, o.meetsNeed))]);
        if (x.meetsNeed || y.meetsNeed) expect(all.indexOf(pair[0]!)).toBeLessThan(all.indexOf(pair[1]!));
      }),
      { numRuns: 200 },
    );
  });
});

describe("candidates and rules", () => {
  it("tries st1 sized up to 2 TiB when the data is smaller, and gp3 with raised throughput when the work needs it", () => {
    const a = answers({
      sizeGiB: 600,
      readGiBPerDay: 2000,
      fileSize: 1,
      fileSizeUnit: "GiB",
      latency: "prompt",
      sharing: "single",
    });
    const keys = generateCandidates(a, planWorkload(a)).map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "ebs-st1",
        "ebs-st1@full-burst",
        "ebs-gp3",
        "ebs-gp3@throughput",
        "efs-standard-provisioned@matched",
      ]),
    );
  });

  it("tries every FSx for Windows throughput capacity on HDD and SSD", () => {
    const a = answers({ sharing: "smb" });
    const windows = generateCandidates(a, planWorkload(a)).filter((c) => c.optionId === "fsx-windows");
    expect(windows).toHaveLength(18);
  });

  it.each([
    ["smb", ["fsx-windows", "fsx-ontap"]],
    // The multi-AZ S3 classes (One Zone-IA and Express One Zone keep one zone).
    [
      "objects",
      [
        "s3-standard",
        "s3-intelligent-tiering",
        "s3-standard-ia",
        "s3-glacier-instant",
        "s3-glacier-flexible",
        "s3-glacier-deep-archive",
      ],
    ],
    // EFS Standard, and the multi-AZ FSx file systems of the 2026 catalog (OpenZFS in its Multi-AZ deployment).
    [
      "hpc",
      [
        "efs-standard-elastic",
        "efs-standard-bursting",
        "efs-standard-provisioned",
        "fsx-lustre-intelligent-tiering",
        "fsx-ontap",
        "fsx-openzfs",
        "fsx-openzfs-intelligent-tiering",
        "s3-files",
      ],
    ],
    [
      "nfs",
      [
        "efs-standard-elastic",
        "efs-standard-bursting",
        "efs-standard-provisioned",
        "fsx-lustre-intelligent-tiering",
        "fsx-ontap",
        "fsx-openzfs",
        "fsx-openzfs-intelligent-tiering",
        "s3-files",
      ],
    ],
  ] as const)("multi-AZ %s leaves only %j", (sharing, allowed) => {
    const a = answers({ sharing, durability: "multiAz" });
    const left = new Set(
      generateCandidates(a, planWorkload(a))
        .filter((c) => answerRuleOut(c, a) === null)
        .map((c) => c.optionId),
    );
    expect([...left].sort()).toEqual([...allowed].sort());
  });

  it("OpenZFS stays in only in its Multi-AZ deployment when the data must survive a zone", () => {
    const a = answers({ sharing: "nfs", durability: "multiAz" });
    const zfs = generateCandidates(a, planWorkload(a)).filter(
      (c) => c.optionId === "fsx-openzfs" && answerRuleOut(c, a) === null,
    );
    expect(zfs.length).toBeGreaterThan(0);
    expect(zfs.every((c) => c.params.deployment === "multiAz")).toBe(true);
  });

  it("one instance that must survive a zone keeps EBS, with daily snapshots priced, instead of 'nothing fits'", () => {
    const a = answers({ sharing: "single", durability: "multiAz", clients: 1 });
    const ebs = generateCandidates(a, planWorkload(a)).filter(
      (c) => c.optionId.startsWith("ebs-") && answerRuleOut(c, a) === null,
    );
    expect(ebs.length).toBeGreaterThan(0);
    expect(ebs.every((c) => (c.params.backup as { retentionDays: number } | undefined)?.retentionDays === 7)).toBe(
      true,
    );
  });

  it("single-AZ opens One Zone, EBS (for one instance) and Lustre; a Linux instance is never offered SMB", () => {
    const a = answers({ sharing: "single", durability: "singleAz" });
    const left = new Set(
      generateCandidates(a, planWorkload(a))
        .filter((c) => answerRuleOut(c, a) === null)
        .map((c) => c.optionId),
    );
    expect(left).toEqual(
      new Set([
        ...[
          "efs-standard-elastic",
          "efs-standard-bursting",
          "efs-standard-provisioned",
          "efs-onezone-elastic",
          "efs-onezone-bursting",
          "efs-onezone-provisioned",
        ],
        ...["ebs-gp3", "ebs-gp2", "ebs-io1", "ebs-io2", "ebs-st1", "ebs-sc1"],
        ...[
          "fsx-lustre-scratch2",
          "fsx-lustre-persistent1",
          "fsx-lustre-persistent2",
          "fsx-lustre-hdd",
          "fsx-lustre-intelligent-tiering",
        ],
        // FSx for Windows is SMB only: never offered to a Linux instance that did not ask for SMB (issue 14).
        ...["fsx-ontap", "fsx-openzfs", "fsx-openzfs-intelligent-tiering"],
        // S3 Files mounts over NFS from a Regional S3 bucket, like EFS Standard.
        "s3-files",
      ]),
    );
  });

  it("one Windows instance: EBS, instance store, FSx for Windows, ONTAP or OpenZFS, never EFS or Lustre (Linux-only clients)", () => {
    const a = answers({ sharing: "single", durability: "singleAz", clientOs: "windows" });
    const left = new Set(
      generateCandidates(a, planWorkload(a))
        .filter((c) => answerRuleOut(c, a) === null)
        .map((c) => c.optionId),
    );
    expect([...left].some((id) => id.startsWith("efs-") || id.startsWith("fsx-lustre"))).toBe(false);
    expect(left).toContain("fsx-windows");
    expect(left).toContain("ebs-gp3");
    const efs = generateCandidates(a, planWorkload(a)).find((c) => c.optionId === "efs-standard-elastic")!;
    expect(answerRuleOut(efs, a)).toMatch(/not supported on Windows/);
  });

  it("several instances that each keep their own part get a block volume each, not a file system each", () => {
    const a = answers({ sharing: "single", clients: 5, durability: "singleAz" });
    const left = new Set(
      generateCandidates(a, planWorkload(a))
        .filter((c) => answerRuleOut(c, a) === null)
        .map((c) => c.optionId),
    );
    expect(left).toEqual(new Set(["ebs-gp3", "ebs-gp2", "ebs-io1", "ebs-io2", "ebs-st1", "ebs-sc1"]));
  });

  it("an S3 application that needs appends, in-place writes or locks cannot use S3", () => {
    const a = answers({ sharing: "objects", semantics: "appendRename" });
    const s3 = generateCandidates(a, planWorkload(a)).find((c) => c.optionId === "s3-standard")!;
    expect(answerRuleOut(s3, a)).toMatch(/S3 stores whole objects/);
    expect(answerRuleOut(s3, answers({ sharing: "objects" }))).toBeNull();
  });
});

describe("advise", () => {
  it("runs the model with the client instance type given by name; an unknown type is refused in words", () => {
    const base = {
      sharing: "single",
      clients: 1,
      sizeGiB: 2000,
      readGiBPerDay: 2000,
      writeGiBPerDay: 0,
      latency: "batch",
      access: "sequential",
      durability: "singleAz",
    } as const;
    const timeOf = (r: ReturnType<typeof advise>, id: string) =>
      [...r.ranking, ...r.alsoConsidered].filter((o) => o.optionId === id).map((o) => o.durationSecondsPerDay);
    const big = advise(answers(base), book);
    const small = advise(answers({ ...base, clientInstance: "t3.medium" }), book);
    // A t3.medium's EBS bandwidth (347 Mbps baseline) is the limit a large default client never hits.
    expect(Math.min(...timeOf(small, "ebs-gp3"))).toBeGreaterThan(2 * Math.min(...timeOf(big, "ebs-gp3")));
    const bad = advisorAnswersSchema.safeParse({ clientInstance: "x9.mega" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^Client instance type must be an EC2 instance type/);
    expect(advisorAnswersSchema.parse({ clientInstance: "" })).not.toHaveProperty("clientInstance");
  });

  it("refuses a price book of another region", () => {
    expect(() => advise(answers({ region: "us-east-2" }), book)).toThrow(AdvisorRegionError);
  });

  it("is deterministic and plain JSON (what a share link stores is what it shows)", () => {
    const a = answers({ sharing: "nfs", clients: 4, readGiBPerDay: 50, writeGiBPerDay: 20 });
    const first = advise(a, book);
    expect(advise(a, book)).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(first.ranking.map((o) => o.rank)).toEqual(first.ranking.map((_, i) => i + 1));
    expect(first.ranking.every((o, i, all) => i === 0 || o.score >= all[i - 1]!.score)).toBe(true);
  });

  it("reports Max I/O as unavailable with Elastic and One Zone when the work is very parallel", () => {
    const r = advise(answers({ sharing: "nfs", clients: 200, threads: 8, durability: "singleAz" }), book);
    const reasons = r.ruledOut.filter((o) => o.label.includes("Max I/O")).map((o) => o.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Max I\/O performance mode is not available with Elastic throughput/),
        expect.stringMatching(/not available with EFS One Zone/),
      ]),
    );
  });

  it("rules out options without a price in the snapshot, saying which price", () => {
    const partial = { ...book, prices: { ...book.prices } };
    // Every Lustre HDD tier's storage price (the advisor tries each tier): none can be priced.
    for (const key of Object.keys(partial.prices) as (keyof typeof partial.prices)[])
      if (/^fsx\.lustre\.hdd\.\d+\.storage$/.test(key)) delete partial.prices[key];
    const r = advise(answers({ sharing: "hpc", durability: "singleAz" }), partial);
    const hdd = r.ruledOut.find((o) => o.optionId === "fsx-lustre-hdd");
    expect(hdd).toMatchObject({ stage: "prices" });
    expect(hdd?.reason).toMatch(/no price for fsx\.lustre\.hdd\.12\.storage/);
  });

  it("with a budget nothing meets, ranks nothing and names the cheapest", () => {
    const r = advise(answers({ sharing: "smb", budgetUsd: 1 }), book);
    expect(r.ranking).toEqual([]);
    expect(r.whatWouldChange).toEqual([]);
    expect(r.summary).toMatch(/No storage option fits/);
    expect(r.notes.join(" ")).toMatch(
      /Nothing that does the work fits a budget of \$1 a month: the cheapest is FSx for Windows File Server HDD/,
    );
  });

  it("finds where the first place changes hands, within the searched range", () => {
    const r = advise(
      answers({ sharing: "smb", sizeGiB: 2000, readGiBPerDay: 20, writeGiBPerDay: 5, clients: 50, threads: 1 }),
      book,
    );
    for (const c of r.whatWouldChange) {
      expect(c.winnerKey).not.toBe(r.ranking[0]!.key);
      const ratio = c.threshold / Math.max(c.current, 0.1);
      expect(c.direction === "up" ? ratio >= 0.95 : ratio <= 1.05).toBe(true);
      expect(ratio).toBeLessThanOrEqual(SENSITIVITY_RANGE_FACTOR * 1.01);
      expect(ratio).toBeGreaterThanOrEqual(1 / (SENSITIVITY_RANGE_FACTOR * 1.01));
    }
  });
});
