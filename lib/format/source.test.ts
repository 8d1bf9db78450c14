import { describe, expect, it } from "vitest";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { splitSource } from "./source";

describe("splitSource", () => {
  it("keeps a short source whole", () => {
    expect(splitSource("AWS EFS pricing page (https://aws.amazon.com/efs/pricing/)")).toEqual({
      head: "AWS EFS pricing page (https://aws.amazon.com/efs/pricing/)",
      rest: "",
    });
  });

  it("folds after the first clause, losing no character", () => {
    for (const price of BUNDLED_SNAPSHOT.prices) {
      const { head, rest } = splitSource(price.source);
      expect(rest === "" ? head : `${head} ${rest}`, price.key).toBe(price.source);
      expect(head.length, price.key).toBeLessThanOrEqual(420);
    }
  });

  it("shows the AWS page or Price List file of every confirmed bundled price before the fold", () => {
    const awsAddress = /https:\/\/(aws\.amazon\.com|docs\.aws\.amazon\.com|pricing\.[a-z0-9-]+\.amazonaws\.com)\//;
    for (const price of BUNDLED_SNAPSHOT.prices.filter((p) => !p.unconfirmed)) {
      expect(splitSource(price.source).head, price.key).toMatch(awsAddress);
    }
  });
});
