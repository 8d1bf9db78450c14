import { FAMILY_KEYS, type FamilyKey } from "./families";
import type { ByteUnits } from "@/lib/format/bytes";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES } from "@/lib/units";
// This file is in /compare's client bundle: the one model file it needs, not the model's
// index (whose schemas would put zod in the page's first load, e2e/first-load.spec.ts).
// eslint-disable-next-line no-restricted-imports
import { DEFAULT_IO_SIZE_BYTES } from "@/lib/model/workload-limits";
import { DEFAULT_PRESET_ID, type PresetId } from "@/lib/workloads/ids";
import { DEFAULT_REGION } from "@/lib/pricing/regions";
import { getPreset } from "@/lib/workloads/presets";

/**
 * The /compare view, all of it in the URL: the server parses it with these schemas and
 * the client components build their links with `compareHref`, so a copied link opens the
 * same view and back/forward step through views. A malformed value falls back to its
 * default instead of failing the page; a malformed custom operation is reported.
 *
 * This half holds the view's shape and its URL; lib/validations/compare.ts parses it.
 * The compare page's client components import only this half, so zod stays out of the
 * page's first load.
 */

export const CUSTOM_WORKLOAD = "custom";
export type WorkloadChoice = PresetId | typeof CUSTOM_WORKLOAD;

/** Runs per day a preset can be compared at: the two the EFS options article tabulates. */
export const TIMES_CHOICES = [1, 10] as const;
export type Times = (typeof TIMES_CHOICES)[number];

export const ACCESS_CHOICES = ["any", "shared", "single"] as const;
export type AccessFilter = (typeof ACCESS_CHOICES)[number];
export const DURABILITY_CHOICES = ["any", "multiAz", "singleAz"] as const;
export type DurabilityFilter = (typeof DURABILITY_CHOICES)[number];

export const SORT_KEYS = ["option", "series", "duration", "cost", "perGib", "perMibps"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Rows the compare table shows unless the URL asks for all. The preset views have 40 to
 * 50 points; the first 25 in the view's order (the cheapest, by default) are more than a
 * phone's screenful, and stopping there halves the table the browser downloads, parses
 * and hydrates (the largest part of /compare's first load; Lighthouse mobile).
 */
export const TABLE_TOP_ROWS = 25;

/** "top": the table shows its first TABLE_TOP_ROWS rows in the view's order; "all": every row. */
export const TABLE_ROWS_CHOICES = ["top", "all"] as const;
export type TableRows = (typeof TABLE_ROWS_CHOICES)[number];

export const SIZE_UNITS = { KiB: KIB_BYTES, MiB: MIB_BYTES, GiB: GIB_BYTES } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

/** A file size in the form's terms: the largest unit it is at least one of ("32 GiB", "512 KiB"). */
export function fileSizeIn(bytes: number): { fileSize: number; unit: SizeUnit } {
  const unit: SizeUnit = bytes >= SIZE_UNITS.GiB ? "GiB" : bytes >= SIZE_UNITS.MiB ? "MiB" : "KiB";
  return { fileSize: Number((bytes / SIZE_UNITS[unit]).toPrecision(12)), unit };
}

/** How an operation reads or writes each file: front to back, or at random offsets. */
export const ACCESS_PATTERNS = ["sequential", "random"] as const;
export type AccessPattern = (typeof ACCESS_PATTERNS)[number];

export interface CustomOperation {
  direction: "read" | "write";
  fileCount: number;
  fileSize: number;
  unit: SizeUnit;
  concurrency: number;
  timesPerDay: number;
  /** Directories a write's files go into (creates take turns in each); null: one per writer. */
  directories: number | null;
  access: AccessPattern;
  /** Size of each request in KiB; null: the model's default (DEFAULT_IO_SIZE_BYTES). */
  ioSizeKiB: number | null;
}

/** A model request size as the form's KiB; null for the model's default, which the URL leaves out. */
export function ioSizeKiBOf(ioSizeBytes: number | undefined): number | null {
  return ioSizeBytes === undefined || ioSizeBytes === DEFAULT_IO_SIZE_BYTES ? null : ioSizeBytes / KIB_BYTES;
}

export interface CustomWorkload {
  storedGiB: number;
  /** Client instances sharing the work (the model's `clients`); each runs `concurrency` files at once. */
  clients: number;
  operations: CustomOperation[];
}

/** Regions compared side by side: every region the prices cover, or a list (issue 15). */
export type RegionSelection = "all" | string[];

/** At most this many regions in a list (AWS has about 30 commercial regions). */
export const MAX_REGION_LIST = 40;

export interface CompareView {
  workload: WorkloadChoice;
  /** Runs per day of a preset's operations (custom operations carry their own). */
  times: Times;
  /** The region the chart and the table show: the first of a list, or the default for "all". */
  region: string;
  /** `region=all` or `region=a,b`: the region table compares the workload across these; null: one region. */
  regions: RegionSelection | null;
  /** Client EC2 instance type by name ("r5.xlarge", from the model's instance table); null: the workload's default client. */
  client: string | null;
  /** A price snapshot id; null: the current one. */
  snapshot: string | null;
  /** Used when `workload` is custom; kept otherwise so switching back restores it. */
  custom: CustomWorkload;
  /** Families shown (chart legend and table). */
  families: FamilyKey[];
  access: AccessFilter;
  durability: DurabilityFilter;
  /** Monthly ceiling in USD; null: no ceiling. */
  budget: number | null;
  sort: SortKey;
  order: SortOrder;
  /** How many table rows the page shows (the chart and the CSV always have every point). */
  rows: TableRows;
  /** How sizes and rates print: "binary" (MiB/s), "decimal" (MB/s), "auto" (each as its source wrote it). */
  units: ByteUnits;
}

/** One of the EFS options article's big-file copies: 5 files of 32 GiB, sequential, one at a time. */
const ARTICLE_COPY = {
  fileCount: 5,
  fileSize: 32,
  unit: "GiB",
  concurrency: 1,
  timesPerDay: 1,
  directories: null,
  access: "sequential",
  ioSizeKiB: null,
} as const;
/** The custom form starts from the article's copy, in and out. */
export const DEFAULT_CUSTOM: CustomWorkload = {
  storedGiB: 1000,
  clients: 1,
  operations: [
    { direction: "read", ...ARTICLE_COPY },
    { direction: "write", ...ARTICLE_COPY },
  ],
};

export const DEFAULT_VIEW: CompareView = {
  workload: DEFAULT_PRESET_ID,
  times: 1,
  region: DEFAULT_REGION,
  regions: null,
  client: null,
  snapshot: null,
  custom: DEFAULT_CUSTOM,
  families: [...FAMILY_KEYS],
  access: "any",
  durability: "any",
  budget: null,
  sort: "cost",
  order: "asc",
  rows: "top",
  units: "auto",
};

/** URL parameter names of the custom operations: one value per operation, in order. */
export const OP_PARAMS = {
  direction: "opdir",
  fileCount: "opcount",
  fileSize: "opsize",
  unit: "opunit",
  concurrency: "opconc",
  timesPerDay: "opruns",
  directories: "opdirs",
  access: "opaccess",
  ioSizeKiB: "opio",
} as const;

/**
 * The custom workload's client count. Not `client` (the client instance type) and not
 * `access` (the shared/single filter).
 */
export const CLIENTS_PARAM = "clients";

/**
 * Per-operation parameters written only when some operation departs from the default:
 * links made before the field existed stay exactly as they were, and parse back to it.
 */
const OPTIONAL_OP_PARAMS: Partial<Record<keyof CustomOperation, (op: CustomOperation) => boolean>> = {
  directories: (op) => op.directories !== null,
  access: (op) => op.access !== "sequential",
  ioSizeKiB: (op) => op.ioSizeKiB !== null,
};

/** The custom workload as URL parameters, in their canonical order. */
function customParams(custom: CustomWorkload): [string, string][] {
  const params: [string, string][] = [["gib", String(custom.storedGiB)]];
  if (custom.clients !== DEFAULT_CUSTOM.clients) params.push([CLIENTS_PARAM, String(custom.clients)]);
  const written = (Object.entries(OP_PARAMS) as [keyof CustomOperation, string][]).filter(([field]) => {
    const departs = OPTIONAL_OP_PARAMS[field];
    return departs === undefined || custom.operations.some(departs);
  });
  for (const op of custom.operations) {
    for (const [field, key] of written) {
      const value = op[field];
      params.push([key, value === null ? "" : String(value)]);
    }
  }
  return params;
}

function sameCustom(a: CustomWorkload, b: CustomWorkload): boolean {
  return JSON.stringify(customParams(a)) === JSON.stringify(customParams(b));
}

/**
 * The view as a canonical query string: defaults left out, parameters in a fixed order,
 * so equal views have equal URLs (and one history entry per real change).
 */
export function compareQuery(view: CompareView): string {
  const params = new URLSearchParams();
  params.set("workload", view.workload);
  if (view.workload !== CUSTOM_WORKLOAD) {
    const presetTimes = getPreset(view.workload)?.timesPerDay ?? 1;
    if (view.times !== presetTimes) params.set("times", String(view.times));
  }
  const region = regionParam(view);
  if (region !== DEFAULT_VIEW.region) params.set("region", region);
  if (view.snapshot !== null) params.set("snapshot", view.snapshot);
  if (view.client !== null) params.set("client", view.client);
  if (view.workload === CUSTOM_WORKLOAD && !sameCustom(view.custom, DEFAULT_CUSTOM)) {
    for (const [key, value] of customParams(view.custom)) params.append(key, value);
  }
  if (view.families.length !== FAMILY_KEYS.length) params.set("families", view.families.join(","));
  if (view.access !== DEFAULT_VIEW.access) params.set("access", view.access);
  if (view.durability !== DEFAULT_VIEW.durability) params.set("durability", view.durability);
  if (view.budget !== null) params.set("budget", String(view.budget));
  if (view.sort !== DEFAULT_VIEW.sort) params.set("sort", view.sort);
  if (view.order !== DEFAULT_VIEW.order) params.set("order", view.order);
  if (view.rows !== DEFAULT_VIEW.rows) params.set("rows", view.rows);
  if (view.units !== DEFAULT_VIEW.units) params.set("units", view.units);
  return params.toString();
}

/**
 * The part of a view an option page reads (workload with its custom fields, runs a day,
 * region, client, snapshot, units), for links from a point to its option: the chart's region
 * always, the filters and sorting never.
 */
export function optionContextQuery(view: CompareView): string {
  const query = new URLSearchParams(
    compareQuery({
      ...view,
      regions: null,
      families: [...FAMILY_KEYS],
      access: DEFAULT_VIEW.access,
      durability: DEFAULT_VIEW.durability,
      budget: null,
      sort: DEFAULT_VIEW.sort,
      order: DEFAULT_VIEW.order,
      rows: DEFAULT_VIEW.rows,
    }),
  );
  query.set("region", view.region);
  return query.toString();
}

/** The `region` parameter: "all", a comma-separated list (the chart's region first), or one code. */
export function regionParam(view: Pick<CompareView, "region" | "regions">): string {
  if (view.regions === "all") return "all";
  if (view.regions !== null) return [view.region, ...view.regions.filter((r) => r !== view.region)].join(",");
  return view.region;
}

export function compareHref(view: CompareView, patch: Partial<CompareView> = {}): string {
  return `/compare?${compareQuery({ ...view, ...patch })}`;
}

/** The families list with one family switched on or off. */
export function toggleFamily(families: readonly FamilyKey[], family: FamilyKey): FamilyKey[] {
  const shown = new Set(families);
  if (shown.has(family)) shown.delete(family);
  else shown.add(family);
  return FAMILY_KEYS.filter((key) => shown.has(key));
}
