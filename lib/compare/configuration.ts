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

/** How each known parameter reads; unknown ones print as "name value". */
const FORMATS: Record<string, (value: unknown) => string | null> = {
  throughputMiBps: (v) => `${number(v)} MiB/s`,
  iops: (v) => `${number(v)} IOPS`,
  capacityGiB: (v) => `${number(v)} GiB`,
  throughputPerTiB: (v) => `${number(v)} MB/s per TiB`,
  throughputCapacityMBps: (v) => `${number(v)} MB/s throughput capacity`,
  ssdCache: (v) => (v === true ? "SSD cache" : null),
  efa: (v) => (v === true ? "EFA" : null),
  nfsConnections: (v) => (typeof v === "number" && v > 1 ? `nconnect=${v}` : null),
  infrequentAccessFraction: (v) =>
    typeof v === "number" && v > 0 ? `${Math.round(v * 100)}% in Infrequent Access` : null,
  performanceMode: (v) => WORDS.performanceMode?.[String(v)] ?? String(v),
  storageType: (v) => WORDS.storageType?.[String(v)] ?? String(v),
  deployment: (v) => WORDS.deployment?.[String(v)] ?? String(v),
};

/** "General Purpose, 500 MiB/s"; "defaults" when there is nothing to say. */
export function describeParams(params: Record<string, unknown>): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([key, value]) =>
      FORMATS[key]
        ? FORMATS[key](value)
        : `${key} ${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .filter((text): text is string => text !== null && text !== "");
  return parts.length > 0 ? parts.join(", ") : "defaults";
}
