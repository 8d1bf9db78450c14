import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { type AdvisorAnswers } from "@/lib/advisor/answers";
import { parseAnswerJson } from "@/lib/validations/advisor";
import { advise } from "./advise";
import type { AdvisorResult, RankedOption } from "./types";

/**
 * Scenarios from the reference articles, on the bundled us-east-1 prices: each asserts a
 * sensible answer and that the reasons say why. The answers are the example files in
 * fixtures/advisor/, so the CLI and the docs use the same inputs.
 */

const book = bundledPriceBook("us-east-1")!;

function answersOf(file: string, overrides: Partial<AdvisorAnswers> = {}): AdvisorAnswers {
  const raw = JSON.parse(readFileSync(join(import.meta.dirname, "../../fixtures/advisor", file), "utf8")) as Record<
    string,
    unknown
  >;
  const parsed = parseAnswerJson({ ...raw, ...overrides });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.answers;
}

function run(file: string, overrides: Partial<AdvisorAnswers> = {}): AdvisorResult {
  return advise(answersOf(file, overrides), book);
}

function text(option: RankedOption): string {
  return [...option.why, ...option.fasterPaths, ...option.warnings].join("\n");
}

function ruledOutReason(result: AdvisorResult, optionId: string): string {
  return result.ruledOut.find((r) => r.optionId === optionId)?.reason ?? "";
}

describe("WordPress writing 100 MB uploads to shared storage (efs-elastic-vs-bursting)", () => {
  const result = run("wordpress-uploads.json");
  const first = result.ranking[0]!;

  it("recommends the cheaper EFS Standard mode that meets the need: Bursting, since Elastic's seconds saved buy nothing", () => {
    // Both do the busiest hour's uploads in seconds (the article: 10 x 100 MB in 12.2 s on
    // Elastic, 17.1 s on Bursting); nobody's time is priced, so the lower bill wins (2026.11.28).
    expect(first.optionId).toBe("efs-standard-bursting");
    expect(first.meetsNeed).toBe(true);
    // S3 Files (2026-11-28) writes the uploads faster than Elastic for less, so Elastic may be listed as beaten rather than ranked.
    const elastic = [...result.ranking, ...result.alsoConsidered].find((o) => o.optionId === "efs-standard-elastic")!;
    expect(result.ranking[0]).not.toBe(elastic);
    expect(elastic.monthlyCostUsd).toBeGreaterThan(first.monthlyCostUsd);
    // The model still agrees with the article on which is faster.
    expect(elastic.durationSecondsPerDay).toBeLessThan(first.durationSecondsPerDay);
  });

  it("says why in dollars: meets the need for the least, storage plus no priced waiting; Elastic charges per GB moved", () => {
    const why = text(first);
    const elastic = [...result.ranking, ...result.alsoConsidered].find((o) => o.optionId === "efs-standard-elastic")!;
    expect(why).toMatch(/Meets the need for the least total monthly cost/);
    expect(first.costText).toMatch(/^\$6 storage \+ \$0 waiting = \$6 a month \(waiting is not priced/);
    expect(why).toMatch(/costs \$[\d,.]+ a month (more|less) than/);
    // Ranked, Elastic says what it charges; beaten, it names S3 Files, faster and cheaper (2026-11-28).
    if ("why" in elastic) expect(text(elastic)).toMatch(/Elastic charges for the bytes read and written/);
    else expect(elastic.beatenBy?.label).toMatch(/S3 Files/);
  });

  it("keeps to shared multi-AZ storage: EBS, One Zone, Lustre and Windows are ruled out with their reasons", () => {
    expect(ruledOutReason(result, "ebs-gp3")).toMatch(/attaches to one instance/);
    expect(ruledOutReason(result, "ebs-io2")).toMatch(/at most 16 Nitro instances in one Availability Zone/);
    expect(ruledOutReason(result, "efs-onezone-elastic")).toMatch(/one Availability Zone/);
    expect(ruledOutReason(result, "fsx-windows")).toMatch(/SMB/);
    // Ranked: EFS Standard and the multi-AZ FSx file systems of the 2026 catalog; nothing single-AZ.
    expect(
      result.ranking.every((o) => ["efs", "s3-files", "fsx-ontap", "fsx-openzfs", "fsx-lustre"].includes(o.family)),
    ).toBe(true);
    expect(ruledOutReason(result, "fsx-lustre-persistent2")).toMatch(/one Availability Zone/);
  });

  it("gives the configuration to ask for", () => {
    expect(first.configuration).toContainEqual({ name: "Throughput mode", value: "Bursting" });
    expect(first.configuration).toContainEqual({ name: "File system type", value: "Regional (Standard, Multi-AZ)" });
  });
});

describe("a container app untarring 11,000 small files at boot onto shared storage (efs-challenges-owncloud)", () => {
  const result = run("container-untar-at-boot.json");
  const first = result.ranking[0]!;

  it("stays on EFS (shared, multi-AZ) and warns that per-file latency dominates", () => {
    expect(first.family).toBe("efs");
    expect(first.bottleneck).toMatch(/per-file latency/);
    expect(text(first)).toMatch(/Per-file latency dominates/);
  });

  it("offers a faster path: many files in flight, or a local volume for files only one instance needs", () => {
    expect(first.fasterPaths).toHaveLength(2);
    const [parallel, local] = first.fasterPaths;
    expect(parallel).toMatch(/Copy with 64 files in flight per client/);
    expect(local).toMatch(/local EBS gp3 volume/);
    const seconds = (s: string) => s.match(/would take ([^ ]+ [a-z]+)/)?.[1];
    expect(seconds(parallel!)).toBeDefined();
  });

  it("says what would change the answer: which answer, its threshold and the option that would take over", () => {
    expect(result.whatWouldChange.length).toBeGreaterThan(0);
    // Every dimension's wording: daily volumes and data size ("rose above"...), the typical file
    // ("larger than") and threads ("With 2 or more threads"); the search reaches all of them.
    for (const c of result.whatWouldChange) {
      expect(c.text).toMatch(
        /^(If .* (rose above|fell below|grew beyond|shrank below|larger than|smaller than) [\d.,]+|With [\d,]+ or (more|fewer) threads)/,
      );
      expect(c.text).toContain(c.winnerLabel);
    }
  });
});

describe("HDFS with large sequential reads on five nodes (ebs-st1-hdfs)", () => {
  const result = run("hdfs-five-nodes.json");
  // With gp3's 2025 limits (2,000 MiB/s) a raised gp3 can come first for prompt work; st1 stays ranked as the cheaper one.
  const first = result.ranking.find((o) => o.optionId === "ebs-st1")!;

  it("recommends st1, one 2 TiB volume per node: the size that unlocks its full 500 MiB/s burst", () => {
    expect(["ebs-st1", "ebs-gp3"]).toContain(result.ranking[0]!.optionId);
    expect(first.optionId).toBe("ebs-st1");
    expect(first.params.capacityGiB).toBe(2048);
    expect(first.configuration).toContainEqual({
      name: "Volumes",
      value: "5, one per instance, in each instance's Availability Zone",
    });
    expect(first.configuration).toContainEqual({
      name: "Throughput (follows size)",
      value: "baseline 80 MiB/s, burst 500 MiB/s",
    });
    expect(result.plan.nodes).toBe(5);
  });

  it("says why: cheaper than SSD for sequential throughput, burst follows size, sc1 cannot keep up", () => {
    const why = text(first);
    expect(why).toMatch(/costs \$[\d,.]+ a month less than EBS gp3/);
    expect(why).toMatch(/bursts to 500 MiB\/s, the most st1 gives/);
    expect(why).toMatch(/2 TiB st1 volumes outran 4 x 512 GiB/);
    expect(ruledOutReason(result, "ebs-sc1")).toMatch(/more than a day.*credits ran out/);
  });

  it("prices all five nodes", () => {
    expect(first.monthlyCostUsd).toBeCloseTo(5 * 2048 * 0.045, 2);
  });
});

describe("Windows home directories on a budget (fsx-windows-hdd-throughput)", () => {
  const result = run("windows-home-directories.json");
  const first = result.ranking[0]!;

  it("recommends FSx for Windows HDD Multi-AZ with a small throughput capacity, within the budget", () => {
    expect(first.optionId).toBe("fsx-windows");
    expect(first.params).toMatchObject({ storageType: "hdd", deployment: "multiAz" });
    expect(first.params.throughputCapacityMBps as number).toBeLessThanOrEqual(32);
    expect(first.monthlyCostUsd).toBeLessThanOrEqual(150);
  });

  it("says why: the capacity is only a baseline, it bursts; SSD is over budget; SMB needs FSx for Windows", () => {
    expect(text(first)).toMatch(/is only its baseline: it bursts to \d+ MB\/s from disk/);
    expect(ruledOutReason(result, "efs-standard-elastic")).toMatch(
      /not supported on Windows clients.*FSx for Windows File Server/,
    );
    const ssd = result.ruledOut.find((r) => r.optionId === "fsx-windows" && r.stage === "budget");
    expect(ssd?.label).toMatch(/SSD/);
    expect(ssd?.reason).toMatch(/above your budget of \$150/);
  });

  it("names the daily volume at which a larger throughput capacity would take over", () => {
    const writes = result.whatWouldChange.find((c) => c.dimension === "writeGiBPerDay" && c.direction === "up");
    expect(writes?.winnerLabel).toMatch(/FSx for Windows File Server HDD Multi-AZ 16 MB\/s/);
    expect(writes?.text).toMatch(/^If daily writes rose above [\d,]+ GiB \(now 5 GiB\)/);
    // Where 8 MB/s stops: its credits refill only below its baseline (AWS FSx for Windows User
    // Guide, performance), so a day moves at most about 8 MB/s x 86,400 s = 691 GB (644 GiB).
    expect(writes!.threshold).toBeGreaterThan(500);
    expect(writes!.threshold).toBeLessThan(800);
  });
});

describe("1 TB read daily by a hundred Linux clients", () => {
  it("rules out EBS (Multi-Attach stops at 16 instances) and single-AZ Lustre; stays on EFS Standard", () => {
    const result = run("hundred-linux-clients.json");
    expect(ruledOutReason(result, "ebs-io2")).toMatch(/at most 16 Nitro instances.*100 Linux instances/);
    expect(ruledOutReason(result, "fsx-lustre-persistent2")).toMatch(/one Availability Zone/);
    expect(result.ranking.map((o) => o.optionId)).toContain("efs-standard-elastic");
    // Bursting reads each prompt run in about an hour: it misses the 15-minute need and is listed, not ranked.
    expect(result.alsoConsidered.find((o) => o.optionId === "efs-standard-bursting")?.reason).toMatch(
      /Misses the need/,
    );
  });

  it("for prompt work, pays Elastic's read charges to read in a minute instead of an hour, and says so", () => {
    const result = run("hundred-linux-clients.json");
    // S3 Files (2026-11-28) serves this read-mostly shared data set for far less and may rank first;
    // among the EFS modes, Elastic is the one that meets the need and says what its charges are.
    expect(["s3-files", "efs-standard-elastic"]).toContain(result.ranking[0]!.optionId);
    const first = result.ranking.find((o) => o.optionId === "efs-standard-elastic")!;
    const why = text(first);
    expect(why).toMatch(/of its \$[\d,.]+ a month are Elastic charges/);
    // Bursting reads each prompt run in about an hour: it misses the 15-minute need and is listed, not ranked.
    const bursting = result.alsoConsidered.find((o) => o.optionId === "efs-standard-bursting")!;
    expect(bursting.reason).toMatch(
      /Misses the need: At the slow end of the model's range its slowest run takes \d+ h \d+ min/,
    );
  });

  it("for batch work whose machines run anyway, Bursting reads it within the hour for a quarter of the price; Elastic is not ranked above it", () => {
    const result = run("hundred-linux-clients.json", { latency: "batch", computeWaits: "no" });
    // EFS Bursting, or an NFS file server right-sized to the hour that costs less still
    // (FSx for OpenZFS Intelligent-Tiering at its smallest throughput capacity).
    const first = result.ranking[0]!;
    expect(["efs-standard-bursting", "fsx-openzfs-intelligent-tiering", "fsx-openzfs"]).toContain(first.optionId);
    const bursting = [...result.ranking, ...result.alsoConsidered].find((o) => o.optionId === "efs-standard-bursting")!;
    if (bursting.optionId === first.optionId) expect(text(first)).toMatch(/no per-GB charges/);
    // Both finish within the hour, which counts the same for batch work: Elastic only costs more.
    const elastic = result.alsoConsidered.find((o) => o.optionId === "efs-standard-elastic")!;
    expect(elastic.monthlyCostUsd).toBeGreaterThan(3 * bursting.monthlyCostUsd);
    expect(result.ranking.map((o) => o.optionId)).not.toContain("efs-standard-elastic");
    expect(elastic.reason).toMatch(/costs less .* and (is no slower|both finish)/);
  });
});

describe("1 TB read daily by a hundred Linux clients whose hours are paid", () => {
  it("for batch work, pays Elastic's read charges because the hundred idle clients cost more, and says so in dollars", () => {
    const result = run("hundred-linux-clients.json", {
      latency: "batch",
      computeWaits: "yes",
      clientInstance: "m6i.large",
    });
    const first = result.ranking[0]!;
    // Bursting takes the best part of an hour each day: its hundred idle clients are priced, and it is not first.
    const bursting = [...result.ranking, ...result.alsoConsidered].find((o) => o.optionId === "efs-standard-bursting")!;
    expect(first.optionId).not.toBe("efs-standard-bursting");
    expect(bursting.totalMonthlyUsd!).toBeGreaterThan(bursting.monthlyCostUsd + 100);
    expect(first.costText).toMatch(/100 m6i\.large instances at \$[\d.]+ an hour|no slower than the fastest option/);
  });
});

describe("a share used by Linux (NFS) and Windows (SMB) clients (expert scenario)", () => {
  it("configures FSx for NetApp ONTAP with both protocols and tells the Linux clients to mount with nconnect", () => {
    const ontap = run("mixed-protocol-share.json").ranking.find((o) => o.optionId === "fsx-ontap")!;
    expect(ontap.configuration).toContainEqual({ name: "Protocols", value: "NFS, SMB" });
    expect(ontap.configuration.find((c) => c.name === "Client mount")?.value).toMatch(
      /^Linux clients: NFS with nconnect=16/,
    );
  });

  it("serves Windows-only clients over SMB, with no NFS mount to configure", () => {
    const ontap = run("windows-home-directories-500.json").ranking.find((o) => o.optionId === "fsx-ontap")!;
    expect(ontap.configuration).toContainEqual({ name: "Protocols", value: "SMB" });
    expect(ontap.configuration.some((c) => c.name === "Client mount")).toBe(false);
  });
});
