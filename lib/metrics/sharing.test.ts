import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { analyseMetrics } from "./analyse";
import { sharingOf } from "./sharing";

const book = bundledPriceBook("us-east-1")!;
const fixture = (name: string) => ({
  name,
  bytes: new Uint8Array(readFileSync(join(import.meta.dirname, "../../fixtures/cloudwatch", name))),
});

describe("who used the imported storage", () => {
  it("is inferred from the service unless said", () => {
    expect(sharingOf("efs", undefined)).toMatchObject({ sharing: "nfs", inferred: true });
    expect(sharingOf("ebs", undefined)).toMatchObject({ sharing: "single", inferred: true });
    expect(sharingOf("fsx", undefined).why).toMatch(/choose SMB for FSx for Windows/);
    expect(sharingOf("efs", "smb")).toMatchObject({ sharing: "smb", inferred: false });
  });

  it("an EFS file system is never replaced by a single-attach EBS volume: left out, with why", () => {
    const result = analyseMetrics([fixture("efs-get-metric-data.json")], { region: "us-east-1" }, book);
    if (!result.ok) throw new Error(result.error.message);
    const a = result.value;
    expect(a.sharing).toMatchObject({ sharing: "nfs", inferred: true });
    const gp3 = a.options.find((o) => o.optionId === "ebs-gp3")!;
    expect(gp3.feasible).toBe(false);
    expect(gp3.infeasibleReason).toMatch(/^Cannot replace a file system shared by Linux instances over NFS: /);
    expect(a.options.find((o) => o.optionId === "fsx-windows")!.infeasibleReason).toMatch(/SMB/);
    expect(a.cheapest?.optionId).not.toMatch(/^(ebs-|fsx-windows|ec2-instance-store)/);
    expect(a.options.some((o) => o.optionId.startsWith("efs-") && o.feasible)).toBe(true);
  });

  it("SMB, when said, leaves out the NFS-only file systems", () => {
    const result = analyseMetrics([fixture("efs-get-metric-data.json")], { region: "us-east-1", sharing: "smb" }, book);
    if (!result.ok) throw new Error(result.error.message);
    const feasible = result.value.options.filter((o) => o.feasible).map((o) => o.family);
    expect(new Set(feasible)).toEqual(new Set(["fsx-windows", "fsx-ontap"]));
  });
});
