import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "./bundled";
import { listInstances } from "./instance-catalog";
import { instanceHourlyPrice, instancePriceKey } from "./instance-prices";
import { PRICED_INSTANCE_TYPES, isPriceKey, priceKeyDefinition, type PriceBook } from "./price-keys";

const east1 = bundledPriceBook("us-east-1")!;

describe("instance prices", () => {
  it("derives one Hrs key per catalog and instance-store type", () => {
    expect(PRICED_INSTANCE_TYPES).toContain("c5n.18xlarge");
    expect(PRICED_INSTANCE_TYPES).toContain("i3en.24xlarge");
    expect(new Set(PRICED_INSTANCE_TYPES).size).toBe(PRICED_INSTANCE_TYPES.length);
    const key = instancePriceKey("m5.large");
    expect(key).toBe("ec2.ondemand.linux.m5.large");
    expect(isPriceKey(key) && priceKeyDefinition(key).unit).toBe("Hrs");
    expect(isPriceKey(instancePriceKey("x99.huge"))).toBe(false);
  });

  it("reads a type's hourly price from a book, and nothing for a type or book without one", () => {
    expect(instanceHourlyPrice(east1, "M5.Large ")?.usd).toBe("0.096");
    expect(instanceHourlyPrice(east1, "x99.huge")).toBeUndefined();
    const empty: PriceBook = { ...east1, prices: {} };
    expect(instanceHourlyPrice(empty, "m5.large")).toBeUndefined();
  });
});

describe("listInstances", () => {
  it("lists every priced type with its limits and price", () => {
    const list = listInstances(east1);
    expect(list.map((i) => i.instanceType)).toEqual([...PRICED_INSTANCE_TYPES]);
    const c5n = list.find((i) => i.instanceType === "c5n.18xlarge");
    expect(c5n).toMatchObject({
      network: { baselineGbps: 100, burstGbps: 100 },
      ebs: { baselineMbps: 19000, burstIops: 80000 },
      instanceStore: null,
      price: { usdPerHour: "3.888", unit: "Hrs", unconfirmed: false },
    });
    // An instance-store size outside the client catalog: drives, no network/EBS row.
    const i3 = list.find((i) => i.instanceType === "i3.large");
    expect(i3).toMatchObject({
      network: null,
      ebs: null,
      instanceStore: { drives: 1, driveGB: 475 },
      price: { usdPerHour: "0.156" },
    });
  });

  it("gives null prices for a book without them", () => {
    expect(listInstances({ ...east1, prices: {} }).every((i) => i.price === null)).toBe(true);
  });
});
