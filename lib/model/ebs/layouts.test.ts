import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import { GIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;

function run(params: Record<string, unknown>, op: Record<string, unknown>, clients = 1, stored = 1000 * GIB_BYTES) {
  return runOn({ client: { instanceType: "r5.4xlarge" } }, params, op, clients, stored);
}

function runOn(
  client: { client: { instanceType: string } },
  params: Record<string, unknown>,
  op: Record<string, unknown>,
  clients: number,
  stored: number,
) {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: stored,
      days: 1,
      clients,
      operations: [
        { name: "op", direction: "read", fileCount: 8, fileSizeBytes: 64 * GIB_BYTES, concurrency: 8, ...op },
      ],
      options: [{ id: "ebs-st1", params }],
    },
    book,
    client,
  );
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join("; "));
  return result.value.results[0]!;
}

describe("EBS layouts: volumes per instance and clusters", () => {
  it("bills every volume and adds their throughput (RAID 0)", () => {
    const one = run({ capacityGiB: 1024 }, {});
    const four = run({ capacityGiB: 1024, volumesPerInstance: 4 }, {});
    expect(four.monthlyCostUsd.total).toBeCloseTo(4 * one.monthlyCostUsd.total, 6);
    expect(one.durationSecondsPerDay / four.durationSecondsPerDay).toBeGreaterThan(1.8);
    expect(four.sizing.note).toMatch(/RAID 0/);
  });

  it("JBOD keeps one stream on one volume: a single reader gains nothing from more volumes", () => {
    const single = { fileCount: 1, concurrency: 1 };
    const jbod = run({ capacityGiB: 1024, volumesPerInstance: 4, layout: "jbod" }, single);
    const raid = run({ capacityGiB: 1024, volumesPerInstance: 4, layout: "raid0" }, single);
    const one = run({ capacityGiB: 1024 }, single);
    expect(jbod.durationSecondsPerDay).toBeCloseTo(one.durationSecondsPerDay, 0);
    expect(raid.durationSecondsPerDay).toBeLessThanOrEqual(jbod.durationSecondsPerDay);
  });

  it("a cluster takes up to its instances as clients, and replicated writes cost volume throughput", () => {
    const cluster = { capacityGiB: 2048, instances: 5, layout: "jbod" };
    const write = { direction: "write", fileCount: 400, fileSizeBytes: 4 * GIB_BYTES };
    const r1 = run({ ...cluster, replication: 1 }, write, 5, 1600 * GIB_BYTES);
    const r2 = run({ ...cluster, replication: 2 }, write, 5, 1600 * GIB_BYTES);
    expect(r1.feasible).toBe(true);
    expect(r2.durationSecondsPerDay / r1.durationSecondsPerDay).toBeGreaterThan(1.9);
    expect(run({ capacityGiB: 2048 }, write, 5, 1600 * GIB_BYTES).feasible).toBe(false);
  });

  it("drains each instance's EBS burst credits in a cluster of 5 as on one instance (per-instance burst against per-instance baseline)", () => {
    // r5.xlarge: 566 MiB/s burst for 30 minutes, 137 MiB/s baseline; a 2 TiB st1 volume reads 500 MiB/s.
    // 1,600 GiB per instance at 500 MiB/s outlasts the bucket ((566 - 137) MiB/s x 30 min).
    const perNode = { direction: "write", fileCount: 400, fileSizeBytes: 4 * GIB_BYTES, concurrency: 8 };
    const xlarge = { client: { instanceType: "r5.xlarge" } };
    const one = runOn(xlarge, { capacityGiB: 2048 }, perNode, 1, 1600 * GIB_BYTES);
    const five = runOn(
      xlarge,
      { capacityGiB: 2048, instances: 5, layout: "jbod" },
      { ...perNode, fileCount: 2000 },
      5,
      5 * 1600 * GIB_BYTES,
    );
    const ebsCredits = (r: typeof one) => r.allCredits.find((c) => c.label.includes("EBS bandwidth"))!;
    expect(ebsCredits(one).ranOutOnDay).toBe(1);
    expect(ebsCredits(five).ranOutOnDay).toBe(1);
    expect(five.durationSecondsPerDay).toBeCloseTo(one.durationSecondsPerDay, 0);
    expect(five.bottleneck).toMatch(/instance EBS bandwidth \(r5.xlarge\) baseline 685 MiB\/s/);
  });

  it("charges a cluster's remote reads (1 - R/N of the bytes by default) to the instance network and its burst bucket", () => {
    const xlarge = { client: { instanceType: "r5.xlarge" } };
    const cluster = { capacityGiB: 2048, instances: 5, layout: "jbod", replication: 2 };
    // 600 GiB per instance at 500 MiB/s: within r5.xlarge's EBS burst, beyond its network burst when all of it is remote.
    const read = { direction: "read", fileCount: 750, fileSizeBytes: 4 * GIB_BYTES, concurrency: 8 };
    const stored = 3000 * GIB_BYTES;
    const local = runOn(xlarge, { ...cluster, localReadShare: 1 }, read, 5, stored);
    const byDefault = runOn(xlarge, cluster, read, 5, stored);
    const remote = runOn(xlarge, { ...cluster, localReadShare: 0 }, read, 5, stored);
    expect(byDefault.params.localReadShare).toBeUndefined();
    expect(byDefault.durationSecondsPerDay).toBeGreaterThanOrEqual(local.durationSecondsPerDay);
    expect(remote.durationSecondsPerDay).toBeGreaterThan(1.5 * local.durationSecondsPerDay);
    expect(remote.allCredits.find((c) => c.label.includes("network"))!.ranOutOnDay).toBe(1);
    expect(remote.operations[0]!.bottleneck).toMatch(/remote reads baseline/);
    expect(local.operations[0]!.bottleneck).not.toMatch(/remote/);
  });

  it("says when the volumes cannot hold the data and its copies", () => {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 3000 * GIB_BYTES,
        operations: [],
        options: [{ id: "ebs-st1", params: { capacityGiB: 1024, volumesPerInstance: 2, replication: 1 } }],
      },
      book,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/2 st1 volumes of 1,024 GiB cannot hold/);
  });
});

/**
 * Issue 37 said the st1 HDFS article's reads (1,452 s and 1,249 s for 1,600 GiB on five
 * r5.xlarge) are r5.xlarge's 1.25 Gbps network baseline divided by TestDFSIO's 60% remote
 * share (about 248 MiB/s a node), "once its burst is spent by the write phase". With the
 * documented mechanism that burst is not spent: the write's only network traffic is its
 * second replica (about 250 MiB/s a node out and in, disk-bound), 101 MiB/s above the
 * baseline for 1,311 s, 129 GiB of a 306 GiB bucket at the documented floor of
 * "typically from 5 to 60 minutes" (NETWORK_BURST_SECONDS); any longer burst (a public
 * 2019 measurement put c5.xlarge at 13 minutes) leaves more. So the read stays on the
 * volumes and the model is about 2x fast on it (validate-model: x0.45, x0.52). Nothing
 * is tuned to close the gap: these tests record it, and fail if a change drains the bucket
 * without a documented reason.
 */
describe("st1 HDFS reads after their write: the documented network burst outlasts the write (known gap)", () => {
  const xlarge = { client: { instanceType: "r5.xlarge" } };
  const cluster = { capacityGiB: 2048, instances: 5, layout: "jbod", replication: 2 };
  const file = { fileCount: 400, fileSizeBytes: 4 * GIB_BYTES, concurrency: 8 };

  function writeThenRead() {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 1600 * GIB_BYTES,
        days: 1,
        clients: 5,
        operations: [
          { name: "write", direction: "write", ...file },
          { name: "read", direction: "read", ...file },
        ],
        options: [{ id: "ebs-st1", params: cluster }],
      },
      book,
      xlarge,
    );
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join("; "));
    return result.value.results[0]!;
  }

  it("the write and the read after it leave over a fifth of the 5-instance network burst bucket: it never runs dry", () => {
    const r = writeThenRead();
    const network = r.allCredits.find((c) => c.label.includes("network"))!;
    expect(network.ranOutOnDay).toBeNull();
    // 5 x (10 - 1.25) Gbps x 300 s: about 1,528 GiB for the cluster (reported in GiB).
    expect(network.unit).toBe("GiB");
    expect(network.capacity).toBeCloseTo((5 * 8.75e9 * 300) / 8 / GIB_BYTES, 0);
    expect(network.minBalance / network.capacity).toBeGreaterThan(0.2);
  });

  it("the read stays on the volumes, faster than the article's measured 1,249-1,452 s", () => {
    const r = writeThenRead();
    const read = r.operations.find((o) => o.name === "read")!;
    expect(read.bottleneck).not.toMatch(/network/);
    expect(read.durationSecondsPerDay).toBeLessThan(1249 / 1.5);
    // At the network baseline the read would take 1,600 GiB / (5 x 1.25 Gbps / 0.6): within 10% of both measurements.
    const atBaseline = (1600 * GIB_BYTES) / ((5 * 1.25e9) / 8 / 0.6);
    expect(atBaseline).toBeGreaterThan(1249 * 0.9);
    expect(atBaseline).toBeLessThan(1452 * 1.1);
  });
});
