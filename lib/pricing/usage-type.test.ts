import { describe, expect, it } from "vitest";
import { priceInUnit } from "./price-units";
import { usageTypeBase } from "./usage-type";

describe("usageTypeBase", () => {
  it("drops the region prefix, whatever the region", () => {
    expect(usageTypeBase("EBS:VolumeUsage.gp3")).toBe("EBS:VolumeUsage.gp3");
    expect(usageTypeBase("USE2-EBS:VolumeUsage.gp3")).toBe("EBS:VolumeUsage.gp3");
    expect(usageTypeBase("APS1-EBS:VolumeUsage.piops")).toBe("EBS:VolumeUsage.piops");
    expect(usageTypeBase("EU-TimedStorage-ByteHrs")).toBe("TimedStorage-ByteHrs");
  });

  it("leaves usage types that only look prefixed alone", () => {
    expect(usageTypeBase("IATimedStorage-ByteHrs")).toBe("IATimedStorage-ByteHrs");
    expect(usageTypeBase("ETDataAccess-Bytes")).toBe("ETDataAccess-Bytes");
    expect(usageTypeBase("USE1-IATimedStorage-Z-ByteHrs")).toBe("IATimedStorage-Z-ByteHrs");
  });
});

describe("priceInUnit", () => {
  it("accepts the key's unit in AWS's spellings", () => {
    expect(priceInUnit("0.08", "GB-Mo", "GB-Mo")).toEqual({ ok: true, usd: "0.08", converted: null });
    expect(priceInUnit("0.125", "GB-month", "GB-Mo")).toMatchObject({ ok: true, usd: "0.125" });
  });

  it("converts per GiBps-month to per MiBps-month exactly, and nothing inexact", () => {
    expect(priceInUnit("40.96", "GiBps-mo", "MiBps-Mo")).toMatchObject({ ok: true, usd: "0.04" });
    expect(priceInUnit("0.0082", "Hrs", "MBps-Mo").ok).toBe(false);
    expect(priceInUnit("0.08", "GB-Mo", "IOPS-Mo").ok).toBe(false);
  });
});
