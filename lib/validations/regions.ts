import { MAX_REGION_LIST } from "@/lib/compare/view";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";

/**
 * A `region` list in a URL: "all", or codes separated by commas ("eu-west-1,us-east-1").
 * Malformed codes and repeats are dropped, at most MAX_REGION_LIST kept; null when
 * nothing usable is left (the page then shows one region).
 */
export function parseRegionList(value: string | undefined): "all" | string[] | null {
  if (value === undefined) return null;
  if (value.trim().toLowerCase() === "all") return "all";
  const codes = [...new Set(value.split(",").map((v) => v.trim()))]
    .filter((v) => REGION_CODE_PATTERN.test(v))
    .slice(0, MAX_REGION_LIST);
  return codes.length > 0 ? codes : null;
}
