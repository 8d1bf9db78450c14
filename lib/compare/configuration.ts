import { formatBytes, formatRate, type ByteUnits } from "@/lib/format/bytes";
import { GIB_BYTES, MB_BYTES, MIB_BYTES } from "@/lib/units";

/**
 * Option parameters as people read them ("500 MiB/s, 3,000 IOPS, 1,000 GiB"), and the
 * canonical key that says two configurations are the same.
 */

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** JSON with sorted keys: equal parameters give equal text whatever order they were written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? "null";
}

/** "efs-standard-provisioned {"performanceMode":"generalPurpose","throughputMiBps":500}" */
export function configKey(optionId: string, params: Record<string, unknown>): string {
  return `${optionId} ${canonicalJson(params)}`;
}

const number = (value: unknown) => (typeof value === "number" ? value.toLocaleString("en-US") : String(value));

const WORDS: Record<string, Record<string, string>> = {
  performanceMode: { generalPurpose: "General Purpose", maxIo: "Max I/O" },
  storageType: { ssd: "SSD", hdd: "HDD" },
  deployment: { multiAz: "Multi-AZ", singleAz: "Single-AZ" },
};

type Format = (value: unknown) => string | null;

/**
 * A figure in the unit AWS sells it in ("auto": as written, "500 MiB/s", "1,200 MB/s"), or
 * converted through the one formatter when the view asks for binary or decimal.
 */
function figure(bytesPerUnit: number, unit: string, units: ByteUnits, print: typeof formatBytes): Format {
  return (v) => (units === "auto" || typeof v !== "number" ? `${number(v)} ${unit}` : print(v * bytesPerUnit, units));
}

/** How each known parameter reads; unknown ones print as "name value". */
function formats(units: ByteUnits): Record<string, Format> {
  const rateMiB = figure(MIB_BYTES, "MiB/s", units, formatRate);
  const rateMB = figure(MB_BYTES, "MB/s", units, formatRate);
  return {
    throughputMiBps: rateMiB,
    iops: (v) => `${number(v)} IOPS`,
    capacityGiB: figure(GIB_BYTES, "GiB", units, formatBytes),
    throughputPerTiB: (v) => `${rateMB(v)} per TiB`,
    throughputCapacityMBps: (v) => `${rateMB(v)} throughput capacity`,
    ssdCache: (v) => (v === true ? "SSD cache" : null),
    efa: (v) => (v === true ? "EFA" : null),
    nfsConnections: (v) => (typeof v === "number" && v > 1 ? `nconnect=${v}` : null),
    infrequentAccessFraction: (v) =>
      typeof v === "number" && v > 0 ? `${Math.round(v * 100)}% in Infrequent Access` : null,
    performanceMode: (v) => WORDS.performanceMode?.[String(v)] ?? String(v),
    storageType: (v) => WORDS.storageType?.[String(v)] ?? String(v),
    deployment: (v) => WORDS.deployment?.[String(v)] ?? String(v),
  };
}

/** "General Purpose, 500 MiB/s"; "defaults" when there is nothing to say. */
export function describeParams(params: Record<string, unknown>, units: ByteUnits = "auto"): string {
  const byKey = formats(units);
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([key, value]) =>
      byKey[key] ? byKey[key](value) : `${key} ${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .filter((text): text is string => text !== null && text !== "");
  return parts.length > 0 ? parts.join(", ") : "defaults";
}
