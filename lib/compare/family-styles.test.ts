import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FAMILY_KEYS } from "./families";

/**
 * The chart hides a family the legend switched off with a CSS rule per family (the points
 * stay mounted, so toggling is instant). A family without its rule stays drawn while the
 * table drops it: seen when FSx ONTAP, OpenZFS and instance store joined the catalog.
 */
describe("the compare chart's hide rules", () => {
  it("exist for every family", () => {
    const css = readFileSync(join(process.cwd(), "app", "globals.css"), "utf8");
    for (const family of FAMILY_KEYS)
      expect(css).toContain(`.compare-chart[data-hidden~="${family}"] .compare-family-${family}`);
  });
});
