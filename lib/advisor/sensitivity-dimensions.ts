import {
  FILE_SIZE_UNITS,
  fileSizeBytesOf,
  MAX_FILE_SIZE_BYTES,
  MAX_FILES,
  MAX_GIB_PER_DAY,
  MAX_SIZE_GIB,
  MAX_THREADS,
  MIN_FILE_SIZE_BYTES,
  MIN_SIZE_GIB,
  type AdvisorAnswers,
} from "./answers";
import { GIB_BYTES } from "@/lib/units";
import type { SensitivityDimension } from "./types";

/**
 * The answers the sensitivity analysis varies, one at a time: their bounds, how to read
 * and set them, and the words of a crossover ("If daily writes rose above ...").
 */

export interface Dimension {
  id: SensitivityDimension;
  /** Bounds of the answer given the others (what the answers schema accepts). */
  min: (a: AdvisorAnswers) => number;
  max: (a: AdvisorAnswers) => number;
  integer: boolean;
  unit: (a: AdvisorAnswers) => string;
  get: (a: AdvisorAnswers) => number;
  set: (a: AdvisorAnswers, value: number) => AdvisorAnswers;
  phrase: (direction: "up" | "down", threshold: string, current: string) => string;
}

/** Daily volume the schema accepts: at most a billion files of the typical size. */
function maxGiBPerDay(a: AdvisorAnswers): number {
  return Math.min(MAX_GIB_PER_DAY, (MAX_FILES * fileSizeBytesOf(a)) / GIB_BYTES);
}

export const DIMENSIONS: readonly Dimension[] = [
  {
    id: "writeGiBPerDay",
    min: () => 0,
    max: maxGiBPerDay,
    integer: false,
    unit: () => "GiB",
    get: (a) => a.writeGiBPerDay,
    set: (a, v) => ({ ...a, writeGiBPerDay: v }),
    phrase: (d, t, c) => `If daily writes ${d === "up" ? "rose above" : "fell below"} ${t} GiB (now ${c} GiB)`,
  },
  {
    id: "readGiBPerDay",
    min: () => 0,
    max: maxGiBPerDay,
    integer: false,
    unit: () => "GiB",
    get: (a) => a.readGiBPerDay,
    set: (a, v) => ({ ...a, readGiBPerDay: v }),
    phrase: (d, t, c) => `If daily reads ${d === "up" ? "rose above" : "fell below"} ${t} GiB (now ${c} GiB)`,
  },
  {
    id: "fileSize",
    min: (a) => MIN_FILE_SIZE_BYTES / FILE_SIZE_UNITS[a.fileSizeUnit],
    max: (a) => MAX_FILE_SIZE_BYTES / FILE_SIZE_UNITS[a.fileSizeUnit],
    integer: false,
    unit: (a) => a.fileSizeUnit,
    get: (a) => a.fileSize,
    set: (a, v) => ({ ...a, fileSize: v }),
    phrase: (d, t, c) => `If the typical file were ${d === "up" ? "larger than" : "smaller than"} ${t} (now ${c})`,
  },
  {
    id: "threads",
    min: () => 1,
    max: () => MAX_THREADS,
    integer: true,
    unit: () => "threads",
    get: (a) => a.threads,
    set: (a, v) => ({ ...a, threads: v }),
    phrase: (d, t, c) => `With ${d === "up" ? `${t} or more` : `${t} or fewer`} threads per client (now ${c})`,
  },
  {
    id: "sizeGiB",
    min: () => MIN_SIZE_GIB,
    max: (a) => MAX_SIZE_GIB / (1 + a.growthPctPerYear / 100),
    integer: false,
    unit: () => "GiB",
    get: (a) => a.sizeGiB,
    set: (a, v) => ({ ...a, sizeGiB: v }),
    phrase: (d, t, c) => `If the data ${d === "up" ? "grew beyond" : "shrank below"} ${t} GiB (now ${c} GiB)`,
  },
];
