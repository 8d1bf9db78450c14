import type { FioDirection, FioJob } from "@/lib/fio";

/** One row per job and direction that did I/O: how every results table lists a document. */

export const DIRECTION_NAMES = ["read", "write", "trim"] as const;
export type DirectionName = (typeof DIRECTION_NAMES)[number];

export interface DirectionRow {
  key: string;
  jobIndex: number;
  job: FioJob;
  direction: DirectionName;
  stats: FioDirection;
}

export function directionRows(jobs: readonly FioJob[]): DirectionRow[] {
  return jobs.flatMap((job, jobIndex) =>
    DIRECTION_NAMES.flatMap((direction) => {
      const stats = job[direction];
      return stats ? [{ key: `${jobIndex}-${direction}`, jobIndex, job, direction, stats }] : [];
    }),
  );
}
