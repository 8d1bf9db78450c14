import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readDatasetFile } from "@/lib/datasets/load";
import { DATASETS_DIR } from "@/lib/datasets/testing/articles";
import { getPreset } from "@/lib/workloads";
import { combineOperationCosts, datasetMeasurements } from "./measured";

function dataset(slug: string) {
  const parsed = readDatasetFile(join(DATASETS_DIR, `${slug}.json`));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.dataset;
}

const efsOptions = dataset("efs-options-and-alternatives");
const workloadIds = (id: string) => getPreset(id)?.source.workloadIds ?? [];

describe("combineOperationCosts", () => {
  it("takes a cost the row repeats on every operation once", () => {
    expect(
      combineOperationCosts([
        [322, 322],
        [322, 322],
        [322, 322],
        [322, 322],
      ]),
    ).toEqual({ cost: [322, 322], combined: false });
  });

  it("counts the storage in per-operation costs once", () => {
    // EFS Elastic, one run a day: $477, $323-$324, $631, $324-$326.
    expect(
      combineOperationCosts([
        [477, 477],
        [323, 324],
        [631, 631],
        [324, 326],
      ]),
    ).toEqual({ cost: [786, 786], combined: true });
  });

  it("has nothing to combine without costs", () => {
    expect(combineOperationCosts([])).toBeNull();
  });
});

describe("datasetMeasurements on the EFS options article", () => {
  const once = datasetMeasurements(efsOptions, workloadIds("efs-options-1x"), 1);
  const tenTimes = datasetMeasurements(efsOptions, workloadIds("efs-options-10x"), 10);
  const find = (list: typeof once, id: string) => list.find((m) => m.systemId === id);

  it("has one point per measured system, without the 'all options' summary row", () => {
    expect(once).toHaveLength(22);
    expect(find(once, "fsx-lustre-all")).toBeUndefined();
    expect(tenTimes).toHaveLength(22);
  });

  it("sums the four copies' durations and keeps the article's cost", () => {
    const elastic = find(once, "efs-standard-elastic");
    expect(elastic?.optionId).toBe("efs-standard-elastic");
    expect(elastic?.duration).toEqual([327 + 186 + 330 + 756, 327 + 186 + 330 + 756]);
    expect(elastic?.cost).toEqual([786, 786]);
    const gp3 = find(once, "ebs-gp3-250mibps-3000iops");
    expect(gp3?.params).toEqual({ iops: 3000, throughputMiBps: 250 });
    expect(gp3?.duration[0]).toBe(653 + 54 + 655 + 10);
    expect(gp3?.cost).toEqual([91, 91]);
  });

  it("takes the ten-a-day table's durations as the day's total (not times ten again)", () => {
    const elastic = find(tenTimes, "efs-standard-elastic");
    expect(elastic?.duration[0]).toBe(3271 + 1863 + 3304 + 7562);
    expect(elastic?.notes.join(" ")).toContain("estimated");
  });

  it("keeps systems outside the catalog with their underlying option", () => {
    const cuno = find(once, "cunofs-s3");
    expect(cuno?.optionId).toBeNull();
    expect(cuno?.underlyingOptionId).toBe("s3-standard");
    expect(cuno?.cost).toEqual([25 + 26 + 26 + 41 - 3 * 25, 25 + 26 + 26 + 41 - 3 * 25]);
  });
});

describe("datasetMeasurements on other articles", () => {
  it("scales per-run durations to the runs per day and drops costs the article did not give for them", () => {
    const st1 = dataset("ebs-st1-hdfs");
    const once = datasetMeasurements(st1, workloadIds("hdfs-st1"), 1);
    // The 2 x 1 TiB layout has only per-volume peaks, no whole-system duration.
    expect(once.map((m) => m.systemId)).toEqual(["st1-4x512gib", "st1-1x2tib"]);
    expect(once[1]?.duration).toEqual([1503 + 1249, 1503 + 1249]);
    expect(once[1]?.cost).toBeNull();
    const tenTimes = datasetMeasurements(st1, workloadIds("hdfs-st1"), 10);
    expect(tenTimes[1]?.duration[0]).toBe(10 * (1503 + 1249));
    expect(tenTimes[1]?.notes.join(" ")).toContain("extrapolated");
  });

  it("returns nothing for workload ids the dataset does not have", () => {
    expect(datasetMeasurements(efsOptions, ["no-such-workload"], 1)).toEqual([]);
  });
});
