import { describe, expect, it } from "vitest";
import { CATALOG, estimateFromInput, type OptionEstimate } from "@/lib/model";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { presetWorkload } from "@/lib/workloads";
import { configKey, describeParams } from "./configuration";
import { FAMILY_KEYS } from "./families";
import { filterPoints } from "./filters";
import { pairLinks } from "./links";
import { datasetPoint, modelPoint, optionHref, type Built } from "./points";
import { uploadDuration, uploadPoint } from "./uploads";
import { compareRows, sortRows } from "./rows";
import type { ComparePoint } from "./types";

const ctx = { snapshotId: "bundled-2024-07", snapshotAsOf: "2024-07-01", modelVersion: "test" };
const workload = presetWorkload("efs-options-1x");
// The bundled snapshot prices every key: take one out to see how an unpriced option is drawn.
const book = bundledPriceBook(workload.region)!;
const partialBook = { ...book, prices: { ...book.prices } };
delete partialBook.prices["fsx.lustre.hdd.12.storage"];
const result = estimateFromInput(
  {
    ...workload,
    options: CATALOG.map((e) => ({ id: e.id, params: e.defaultParams({ storedBytes: workload.storedBytes }) })),
  },
  partialBook,
  { efsPerClientMiBps: 500 },
);
if (!result.ok) throw new Error("estimate failed");
const byId = (id: string) => result.value.results.find((r) => r.optionId === id) as OptionEstimate;
const facts = (id: string) => {
  const e = CATALOG.find((c) => c.id === id)!;
  return { id: e.id, label: e.label, family: e.family, shared: e.shared, durability: e.durability };
};
const pointOf = (built: Built): ComparePoint => {
  if (!("point" in built)) throw new Error(`unplaced: ${built.unplaced.reason}`);
  return built.point;
};

describe("configuration keys and text", () => {
  it("ignore key order", () => {
    expect(configKey("ebs-gp3", { iops: 3000, throughputMiBps: 250 })).toBe(
      configKey("ebs-gp3", { throughputMiBps: 250, iops: 3000 }),
    );
  });

  it("read like the console", () => {
    expect(describeParams({ iops: 3000, throughputMiBps: 250, capacityGiB: 1000 })).toBe(
      "3,000 IOPS, 250 MiB/s, 1,000 GiB",
    );
    expect(describeParams({ performanceMode: "generalPurpose", infrequentAccessFraction: 0 })).toBe("General Purpose");
    expect(describeParams({ throughputPerTiB: 12, ssdCache: false })).toBe("12 MB/s per TiB");
    expect(describeParams({})).toBe("defaults");
  });
});

describe("modelPoint", () => {
  it("places an estimate with its cost split and source", () => {
    const p = pointOf(modelPoint(byId("efs-standard-elastic"), facts("efs-standard-elastic"), ctx));
    expect(p.series).toBe("model");
    expect(p.family).toBe("efs");
    expect(p.shared).toBe(true);
    expect(p.monthlyCostUsd).toBeCloseTo(
      p.costParts!.storage +
        p.costParts!.throughput +
        p.costParts!.requests +
        p.costParts!.provisioned +
        p.costParts!.other,
      6,
    );
    // The option page opens with the point's configuration and the view's context.
    const href = new URL(p.href, "http://x");
    expect(href.pathname).toBe("/options/efs-standard-elastic");
    const withContext = pointOf(
      modelPoint(byId("efs-standard-elastic"), facts("efs-standard-elastic"), {
        ...ctx,
        linkQuery: "workload=efs-options-1x&region=eu-west-1&client=r5.xlarge&snapshot=s1",
      }),
    );
    const query = new URL(withContext.href, "http://x").searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      workload: "efs-options-1x",
      region: "eu-west-1",
      client: "r5.xlarge",
      snapshot: "s1",
    });
    for (const [name, value] of Object.entries(byId("efs-standard-elastic").params))
      expect(query.get(name), name).toBe(typeof value === "string" ? value : JSON.stringify(value));
    expect(p.source).toBe("Model test, prices bundled-2024-07 (as of 2024-07-01)");
  });

  it("marks an option the snapshot cannot price", () => {
    const p = pointOf(modelPoint(byId("fsx-lustre-hdd"), facts("fsx-lustre-hdd"), ctx));
    expect(p.priceStatus).toBe("missing");
    expect(p.notes[0]).toBe(
      "unpriced: no FSx for Lustre price (fsx.lustre.hdd.12.storage) in the bundled-2024-07 snapshot; the cost counts the priced parts only.",
    );
    const scratch = pointOf(modelPoint(byId("fsx-lustre-scratch2"), facts("fsx-lustre-scratch2"), ctx));
    expect(scratch.priceStatus).toBe("unconfirmed");
    // Said plainly, counted per price key: how many of the prices behind this cost are unconfirmed.
    expect(scratch.notes[0]).toMatch(
      /^[1-9]\d* of \d+ prices? unconfirmed \(FSx for Lustre\) in the bundled-2024-07 snapshot\.$/,
    );
  });

  it("carries the model's duration range, the estimate inside it", () => {
    const estimate = byId("efs-standard-elastic");
    const p = pointOf(modelPoint(estimate, facts("efs-standard-elastic"), ctx));
    expect(p.durationRange).toEqual([estimate.durationRangeSeconds.low, estimate.durationRangeSeconds.high]);
    const [low, high] = p.durationRange!;
    expect(low).toBeLessThan(high);
    expect(low).toBeLessThanOrEqual(p.durationSecondsPerDay);
    expect(high).toBeGreaterThanOrEqual(p.durationSecondsPerDay);
  });

  it("cannot place an infeasible option", () => {
    const infeasible = { ...byId("ebs-gp3"), feasible: false, infeasibleReason: "too big" };
    expect(modelPoint(infeasible, undefined, ctx)).toEqual({
      unplaced: {
        label: infeasible.label,
        series: "model",
        reason: "too big",
        href: optionHref("ebs-gp3", infeasible.params),
      },
    });
  });
});

describe("measured points", () => {
  const elastic = byId("efs-standard-elastic");
  const measurement = {
    systemId: "efs-standard-elastic",
    label: "EFS Standard, Elastic",
    optionId: "efs-standard-elastic",
    params: {},
    underlyingOptionId: null,
    duration: [1599, 1599] as [number, number],
    cost: [786, 786] as [number, number],
    notes: [],
  };
  const dataset = { slug: "efs-options-and-alternatives", title: "EFS options", region: "us-east-2" };

  it("takes the article's cost and joins the modelled twin", () => {
    const measured = pointOf(
      datasetPoint(measurement, dataset, elastic, facts("efs-standard-elastic"), ctx, "us-east-2"),
    );
    expect(measured.monthlyCostUsd).toBe(786);
    expect(measured.costParts).toBeNull();
    const modelled = pointOf(modelPoint(elastic, facts("efs-standard-elastic"), ctx));
    expect(pairLinks([modelled, measured]).map((l) => [l.modelled.id, l.measured.id])).toEqual([
      [modelled.id, measured.id],
    ]);
  });

  it("falls back to the model's cost when the article gives none", () => {
    const measured = pointOf(
      datasetPoint({ ...measurement, cost: null }, dataset, elastic, facts("efs-standard-elastic"), ctx, "us-east-1"),
    );
    expect(measured.monthlyCostUsd).toBe(elastic.monthlyCostUsd.total);
    expect(measured.notes.join(" ")).toContain("the cost is the model's");
  });

  it("times an upload by bytes per direction over its measured bandwidth", () => {
    const sequential = { access: "sequential" as const, ioSizeBytes: 1024 * 1024 };
    const volumes = [
      { direction: "read" as const, bytesPerDay: 1000, ...sequential },
      { direction: "write" as const, bytesPerDay: 500, ...sequential },
    ];
    expect(uploadDuration(volumes, { readBytesPerSecond: 100, writeBytesPerSecond: 50 })).toEqual({ seconds: 20 });
    expect(uploadDuration(volumes, { readBytesPerSecond: 100, writeBytesPerSecond: null })).toEqual({
      missing: "write",
    });
    const upload = {
      id: "u1",
      fileName: "gp3.json",
      optionId: "ebs-gp3",
      params: {},
      region: null,
      readBytesPerSecond: 100,
      writeBytesPerSecond: 50,
      pattern: {
        read: { access: "sequential" as const, blockSizeBytes: 1024 * 1024 },
        write: { access: "sequential" as const, blockSizeBytes: 1024 * 1024 },
      },
    };
    const p = pointOf(
      uploadPoint(upload, volumes, byId("ebs-gp3"), facts("ebs-gp3"), ctx, {
        viewRegion: "us-east-2",
        paramsNote: null,
      }),
    );
    expect(p.series).toBe("upload");
    expect(p.durationSecondsPerDay).toBe(20);
    expect(p.monthlyCostUsd).toBe(byId("ebs-gp3").monthlyCostUsd.total);
    expect(p.notes[0]).toContain("bytes read / read bandwidth");

    // 4 KiB random reads are not drawn as a day of 1 MiB sequential copies: listed, with why.
    const random4k = { ...upload, pattern: { read: { access: "random" as const, blockSizeBytes: 4096 }, write: null } };
    const built = uploadPoint(random4k, volumes.slice(0, 1), byId("ebs-gp3"), facts("ebs-gp3"), ctx, {
      viewRegion: "us-east-2",
      paramsNote: null,
    });
    expect("unplaced" in built && built.unplaced.reason).toMatch(
      /the upload measured random 4 KiB reads, and this workload reads sequential 1 MiB requests/,
    );
  });
});

describe("filters and table rows", () => {
  const points = result.value.results
    .map((r) => modelPoint(r, facts(r.optionId), ctx))
    .flatMap((b) => ("point" in b ? [b.point] : []));

  it("filter by family, sharing, durability and budget", () => {
    const all = { families: [...FAMILY_KEYS], access: "any" as const, durability: "any" as const, budget: null };
    expect(filterPoints(points, all)).toHaveLength(points.length);
    expect(filterPoints(points, { ...all, families: ["ebs"] }).every((p) => p.family === "ebs")).toBe(true);
    expect(filterPoints(points, { ...all, access: "shared" }).some((p) => p.family === "ebs")).toBe(false);
    expect(
      filterPoints(points, { ...all, access: "single" }).every(
        (p) => p.family === "ebs" || p.family === "instance-store",
      ),
    ).toBe(true);
    expect(filterPoints(points, { ...all, durability: "singleAz" }).every((p) => p.durability === "singleAz")).toBe(
      true,
    );
    expect(filterPoints(points, { ...all, budget: 100 }).every((p) => p.monthlyCostUsd <= 100)).toBe(true);
  });

  it("derive cost per GiB-month and dollars per MiB/s, and sort with empty values last", () => {
    const rows = compareRows(points, { storedBytes: 1000 * 1024 ** 3, bytesPerDay: 2 * 1024 ** 3 });
    const gp3 = rows.find((r) => r.point.optionId === "ebs-gp3")!;
    expect(gp3.usdPerGibMonth).toBeCloseTo(gp3.point.monthlyCostUsd / 1000, 9);
    expect(gp3.usdPerMibps).toBeCloseTo(gp3.point.monthlyCostUsd / (2048 / gp3.point.durationSecondsPerDay), 9);
    const sorted = sortRows(rows, "cost", "asc");
    const priced = sorted.filter((r) => r.point.priceStatus !== "missing").map((r) => r.point.monthlyCostUsd);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    // Incomplete (unpriced) costs come last, with no ratios.
    const unpriced = sorted.slice(priced.length);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(
      unpriced.every((r) => r.point.priceStatus === "missing" && r.usdPerGibMonth === null && r.usdPerMibps === null),
    ).toBe(true);
    const none = compareRows(points.slice(0, 2), { storedBytes: 0, bytesPerDay: 0 });
    expect(
      sortRows([...none, ...rows], "perGib", "desc")
        .slice(-2)
        .map((r) => r.usdPerGibMonth),
    ).toEqual([null, null]);
  });
});

describe("pairLinks", () => {
  it("does not join a point whose cost is incomplete", () => {
    const lustre = pointOf(modelPoint(byId("fsx-lustre-hdd"), facts("fsx-lustre-hdd"), ctx));
    const measured = { ...lustre, id: "dataset:x", series: "dataset" as const, priceStatus: "priced" as const };
    expect(pairLinks([lustre, measured])).toEqual([]);
  });
});
