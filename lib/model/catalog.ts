import { z } from "zod";
import type { PriceKey } from "@/lib/pricing/price-keys";
import type { AccessSemantic, CatalogEntry, LimitInfo, SizingContext } from "./catalog-entry";
import { EBS_ENTRIES } from "./ebs/catalog";
import { EFS_ENTRIES } from "./efs/catalog";
import { LUSTRE_ENTRIES } from "./fsx/lustre/catalog";
import { LUSTRE_IT_ENTRY } from "./fsx/lustre/catalog-intelligent-tiering";
import { ONTAP_ENTRY } from "./fsx/ontap/catalog";
import { OPENZFS_ENTRY, OPENZFS_IT_ENTRY } from "./fsx/openzfs/catalog";
import { INSTANCE_STORE_ENTRY } from "./instance-store/catalog";
import { WINDOWS_ENTRY } from "./fsx/windows/catalog";
import { S3_ENTRIES } from "./s3/catalog";
import { S3_FILES_ENTRY } from "./s3-files/catalog";
import type { ConfiguredOption } from "./configured-option";
import { fail, type ModelResult } from "./common/issues";
import { OPTION_IDS, type Family, type OptionId } from "./option-ids";

/** Every storage option the model knows, in the order the UI lists them. */
export const CATALOG: readonly CatalogEntry[] = [
  ...EFS_ENTRIES,
  ...EBS_ENTRIES,
  ...LUSTRE_ENTRIES,
  LUSTRE_IT_ENTRY,
  WINDOWS_ENTRY,
  ONTAP_ENTRY,
  OPENZFS_ENTRY,
  OPENZFS_IT_ENTRY,
  ...S3_ENTRIES,
  S3_FILES_ENTRY,
  INSTANCE_STORE_ENTRY,
];

const BY_ID = new Map<string, CatalogEntry>(CATALOG.map((entry) => [entry.id, entry]));

export function getCatalogOption(id: string): CatalogEntry | undefined {
  return BY_ID.get(id);
}

/** What `GET /api/v1/options` returns for one option. */
export interface CatalogListing {
  id: OptionId;
  label: string;
  family: Family;
  shared: boolean;
  sharedNote: string;
  durability: "multiAz" | "singleAz";
  description: string;
  /** JSON Schema (draft 2020-12) of the params a caller may send; defaults included. */
  paramsJsonSchema: Record<string, unknown>;
  /** The params used when none are given (before sizing to a workload). */
  defaultParams: Record<string, unknown>;
  limits: readonly LimitInfo[];
  priceKeys: readonly PriceKey[];
  sources: readonly string[];
  /** Rules of access methods the advisor must respect (Mountpoint: no rename, no random writes). */
  accessSemantics: readonly AccessSemantic[];
}

let listingCache: CatalogListing[] | undefined;

export function listCatalog(): CatalogListing[] {
  listingCache ??= CATALOG.map((entry) => ({
    id: entry.id,
    label: entry.label,
    family: entry.family,
    shared: entry.shared,
    sharedNote: entry.sharedNote,
    durability: entry.durability,
    description: entry.description,
    paramsJsonSchema: z.toJSONSchema(entry.paramsSchema, { io: "input" }) as Record<string, unknown>,
    defaultParams: entry.paramsSchema.parse({}),
    limits: entry.limits,
    priceKeys: entry.priceKeys,
    sources: entry.sources,
    accessSemantics: entry.accessSemantics ?? [],
  }));
  return listingCache;
}

/**
 * Validates one option's params against its schema and rules for a workload storing
 * `storedBytes`, and sizes it. Unknown ids and broken rules come back as issues with a code.
 */
export function validateOptionParams(id: string, params: unknown, ctx: SizingContext): ModelResult<ConfiguredOption> {
  const entry = getCatalogOption(id);
  if (entry === undefined) {
    return fail([
      {
        code: "unknown_option",
        message: `unknown storage option ${JSON.stringify(id)}; known options: ${OPTION_IDS.join(", ")}`,
        path: "id",
      },
    ]);
  }
  return entry.configure(params, ctx);
}
