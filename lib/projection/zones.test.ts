import { describe, expect, it } from "vitest";
import { INTER_AZ_USD_PER_GB_EACH_WAY } from "./facts";
import { zoneTransfer } from "./zones";

describe("bytes that cross zones (issue 41)", () => {
  it("clients in three AZs pay inter-AZ transfer on a One Zone file system and none on Regional EFS, each with its rule", () => {
    const gib = 3000;
    const oneZone = zoneTransfer("efs-onezone-elastic", 3, gib);
    expect(oneZone.crossingGiBPerMonth).toBeCloseTo(2000, 6);
    expect(oneZone.usdPerMonth).toBeCloseTo(2000 * 2 * INTER_AZ_USD_PER_GB_EACH_WAY, 2);
    expect(oneZone.rule).toMatch(/lives in one zone/);
    expect(oneZone.source).toBe("https://aws.amazon.com/efs/pricing/");
    const regional = zoneTransfer("efs-standard-elastic", 3, gib);
    expect(regional.usdPerMonth).toBe(0);
    expect(regional.rule).toMatch(/mount target in each zone/);
  });

  it("charges FSx file servers and nothing for S3 or clients in one zone", () => {
    expect(zoneTransfer("fsx-windows", 2, 1000).usdPerMonth).toBeCloseTo(10, 2);
    expect(zoneTransfer("s3-standard", 3, 1000).usdPerMonth).toBe(0);
    expect(zoneTransfer("fsx-lustre-persistent2", 1, 1000).usdPerMonth).toBe(0);
  });
});
