import type { ComparePoint } from "./types";

export interface PairLink {
  id: string;
  modelled: ComparePoint;
  measured: ComparePoint;
}

/**
 * Each measured point joined to the modelled point of the same configuration, both
 * visible, so the chart can draw the gap between what was measured and what the model
 * says. A point whose cost is incomplete (a price missing from the snapshot) is not
 * joined: the line's slope would show a gap in the price book, not in the model.
 */
export function pairLinks(points: readonly ComparePoint[]): PairLink[] {
  const modelled = new Map<string, ComparePoint>();
  for (const p of points)
    if (p.series === "model" && p.configKey !== null && p.priceStatus !== "missing") modelled.set(p.configKey, p);
  const links: PairLink[] = [];
  for (const p of points) {
    if (p.series === "model" || p.configKey === null || p.priceStatus === "missing") continue;
    const twin = modelled.get(p.configKey);
    if (twin) links.push({ id: `${twin.id}|${p.id}`, modelled: twin, measured: p });
  }
  return links;
}
