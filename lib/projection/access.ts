import type { AccessProfile } from "./types";

/** The profile's points: days, and the share of bytes last read within them. */
function points(p: AccessProfile): [number, number][] {
  return [
    [0, 0],
    [7, p.within7],
    [30, p.within30],
    [90, p.within90],
    [365, p.within365],
  ];
}

/** Share of bytes last read within `days`, linear between the profile's points, flat past 365 days. */
export function readWithin(p: AccessProfile, days: number): number {
  const pts = points(p);
  if (days >= 365) return p.within365;
  for (let i = 1; i < pts.length; i++) {
    const [d1, s1] = pts[i]!;
    const [d0, s0] = pts[i - 1]!;
    if (days <= d1) return s0 + ((s1 - s0) * (days - d0)) / (d1 - d0);
  }
  return p.within365;
}

/** Share of bytes unread for `days`: what a lifecycle rule by last access moves after that many days. */
export function coldShare(p: AccessProfile, days: number): number {
  return Math.min(1, Math.max(0, 1 - readWithin(p, days)));
}

/** Problems with a profile: shares outside 0..1 or falling with age. */
export function profileIssues(p: AccessProfile): string[] {
  const pts = points(p).slice(1);
  const issues: string[] = [];
  for (const [days, share] of pts)
    if (share < 0 || share > 1) issues.push(`the share read within ${days} days must be between 0 and 1`);
  for (let i = 1; i < pts.length; i++) {
    if (pts[i]![1] < pts[i - 1]![1])
      issues.push(
        `the share read within ${pts[i]![0]} days cannot be below the share read within ${pts[i - 1]![0]} days (the shares are cumulative)`,
      );
  }
  return issues;
}
