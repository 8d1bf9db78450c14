import type { AccessFilter, DurabilityFilter } from "./view";
import type { FamilyKey } from "./families";
import type { ComparePoint } from "./types";

export interface PointFilters {
  families: readonly FamilyKey[];
  access: AccessFilter;
  durability: DurabilityFilter;
  budget: number | null;
}

/**
 * The filters other than family: shared access (many clients mount it) or single
 * instance (one client's volume), durability (copies across AZs or one zone) and the
 * budget ceiling. A point whose sharing or durability is unknown is shown only when that
 * filter is "any". An unpriced point's cost is a lower bound; it stays when that bound
 * is within budget, and its marker says the cost is incomplete.
 */
export function matchesFilters(point: ComparePoint, filters: Omit<PointFilters, "families">): boolean {
  if (filters.access === "shared" && point.shared !== true) return false;
  if (filters.access === "single" && point.shared !== false) return false;
  if (filters.durability !== "any" && point.durability !== filters.durability) return false;
  if (filters.budget !== null && point.monthlyCostUsd > filters.budget) return false;
  return true;
}

export function filterPoints(points: readonly ComparePoint[], filters: PointFilters): ComparePoint[] {
  const families = new Set(filters.families);
  return points.filter((p) => families.has(p.family) && matchesFilters(p, filters));
}
