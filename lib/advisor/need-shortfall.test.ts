import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { advisorAnswersSchema } from "@/lib/validations/advisor";
import { advise } from "./advise";
import type { Evaluated } from "./evaluate";
import { inRankingOrder } from "./rank";
import { SPREAD_CLIENT_AZS } from "./evaluate";
import { zoneTransfer } from "@/lib/projection/zones";

const book = bundledPriceBook("us-east-1")!;

type Ordered = Pick<
  Evaluated,
  "meetsNeed" | "totalMonthlyUsd" | "timeSeconds" | "slowestRunSeconds" | "runTargetSeconds"
>;
const missing = (over: number, usd: number): Ordered => ({
  meetsNeed: false,
  totalMonthlyUsd: usd,
  timeSeconds: over * 900,
  slowestRunSeconds: over * 900,
  runTargetSeconds: 900,
});

describe("when nothing meets the need", () => {
  it("puts the cheaper first among misses within 25% of the closest, then the rest by how far they miss", () => {
    const order = inRankingOrder([missing(1.24, 1335), missing(1.31, 550), missing(2, 100)]);
    expect(order.map((o) => o.totalMonthlyUsd)).toEqual([550, 1335, 100]);
  });

  it("says so, by how much the closest misses and what holds it back", () => {
    // Kafka-like: three brokers streaming 2 TB a day each from an m6i.2xlarge, every 15 minutes.
    const answers = advisorAnswersSchema.parse({
      sizeGiB: 6000,
      fileProfile: "large",
      fileSize: 1,
      fileSizeUnit: "GiB",
      clients: 3,
      threads: 8,
      readGiBPerDay: 6000,
      writeGiBPerDay: 2000,
      sharing: "single",
      clientOs: "linux",
      semantics: "appendRename",
      latency: "prompt",
      durability: "singleAz",
      clientInstance: "m6i.2xlarge",
    });
    const result = advise(answers, book);
    expect(result.summary).toMatch(/^Nothing tried meets the need\. Closest: EBS gp3/);
    expect(result.notes[0]).toMatch(
      /No configuration tried meets the need\. .* It misses by [\d.]+ times the target\. What holds the closest back: /,
    );
  });
});

describe("answers that rarely go together", () => {
  it("says that SMB for Linux clients loses POSIX semantics, and still honours the answer", () => {
    const answers = advisorAnswersSchema.parse({
      sizeGiB: 50,
      clients: 1,
      sharing: "smb",
      clientOs: "linux",
      latency: "interactive",
    });
    const result = advise(answers, book);
    expect(result.notes[0]).toMatch(/You chose SMB for Linux clients/);
    expect(result.ranking[0]?.optionId).toMatch(/^fsx-(windows|ontap)$/);
  });
});

describe("waiting that cannot be priced", () => {
  it("says the snapshot has no On-Demand price for the instance, not that nothing waits", () => {
    const answers = advisorAnswersSchema.parse({
      sizeGiB: 10000,
      fileProfile: "large",
      clients: 20,
      threads: 4,
      readGiBPerDay: 5000,
      sharing: "hpc",
      latency: "batch",
      durability: "singleAz",
      clientInstance: "c6i.8xlarge",
    });
    const top = advise(
      { ...answers },
      { ...book, prices: Object.fromEntries(Object.entries(book.prices).filter(([k]) => !k.startsWith("ec2."))) },
    ).ranking[0]!;
    expect(top.costText).toMatch(/no On-Demand price for c6i\.8xlarge/);
  });
});

describe("clients in several zones", () => {
  it("price the bytes that cross zones on One Zone storage, and none on EFS Regional, saying the rule", () => {
    const base = {
      sizeGiB: 500,
      clients: 30,
      threads: 4,
      readGiBPerDay: 100,
      writeGiBPerDay: 10,
      sharing: "nfs",
      clientOs: "linux",
      latency: "prompt",
      durability: "singleAz",
    } as const;
    const spread = advise(advisorAnswersSchema.parse({ ...base, placement: "severalAz" }), book);
    const oneAz = advise(advisorAnswersSchema.parse({ ...base, placement: "oneAz" }), book);
    const cost = (r: typeof spread, id: string) =>
      [...r.ranking, ...r.alsoConsidered].find((o) => o.optionId === id)!.monthlyCostUsd;
    // The day's 110 GiB for 30 days, two thirds of it crossing zones, billed each way.
    const crossing = zoneTransfer("efs-onezone-bursting", SPREAD_CLIENT_AZS, 110 * 30).usdPerMonth;
    expect(crossing).toBeGreaterThan(0);
    expect(cost(spread, "efs-onezone-bursting") - cost(oneAz, "efs-onezone-bursting")).toBeCloseTo(crossing, 2);
    expect(cost(spread, "efs-standard-bursting")).toBe(cost(oneAz, "efs-standard-bursting"));
    expect(spread.notes.join(" ")).toMatch(/spread evenly over 3: storage that lives in one zone/);
  });
});
