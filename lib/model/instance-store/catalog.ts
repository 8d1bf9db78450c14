import { z } from "zod";
import { defineOption, type CatalogEntry, type RuleViolation, type SizingContext } from "../catalog-entry";
import type { InstanceStoreConfig } from "../configured-option";
import {
  INSTANCE_STORE_FAMILIES,
  INSTANCE_STORE_LATENCY_SECONDS,
  INSTANCE_STORE_ROWS,
  INSTANCE_STORE_TYPES,
  instanceStoreBytes,
  instanceStoreRow,
  type InstanceStoreRow,
} from "../../ec2/instance-store";
import { SOURCES } from "../common/sources";
import { formatBytes, formatCount, formatRate } from "../common/message-format";

const LABEL = "EC2 instance store (NVMe)";
const SOURCE =
  "AWS EC2 User Guide, instance store specifications: drives per size (i4i, im4gn, i7ie recalled 2026-11-24; i3, i3en, is4gen, c5d, m5d, r5d, c6gd typed 2026-11-28 from memory, unconfirmed; c6id 2026-11-29, unconfirmed) and 4 KiB random IOPS (i4i, im4gn; c6id from memory, unconfirmed)";
const MEASURED =
  "ScyllaDB iotune per NVMe drive (github.com/scylladb/scylla-machine-image, common/aws_io_params.yaml @02f82ba, applied per drive by common/scylla_cloud_io_setup; read 2026-11-28): sequential read and write bandwidth of every family but c6id (unmeasured: derived from the i4i drive's measured bytes per IOPS, unconfirmed), 4 KiB IOPS where AWS gives none";
const LIFETIME =
  "AWS EC2 User Guide, instance store lifetime: data is lost when the instance stops, hibernates or terminates, or a drive fails";

const params = z.strictObject({
  instanceFamily: z
    .enum(INSTANCE_STORE_FAMILIES, { error: `instanceFamily must be one of ${INSTANCE_STORE_FAMILIES.join(", ")}` })
    .default("i4i"),
  instanceType: z
    .enum(INSTANCE_STORE_TYPES, { error: `instanceType must be one of ${INSTANCE_STORE_TYPES.join(", ")}` })
    .optional()
    .meta({
      description: "Instance size. Default: the smallest size of instanceFamily whose drives hold the stored data.",
    }),
});
type Params = z.output<typeof params>;

function rowFor(p: Params, ctx: SizingContext): InstanceStoreRow | undefined {
  if (p.instanceType !== undefined) return instanceStoreRow(p.instanceType);
  const family = INSTANCE_STORE_ROWS.filter((r) => r.instanceType.startsWith(`${p.instanceFamily}.`));
  return family.find((r) => instanceStoreBytes(r) >= ctx.storedBytes) ?? family[family.length - 1];
}

function rules(p: Params): RuleViolation[] {
  if (
    p.instanceType !== undefined &&
    !p.instanceType.startsWith(`${p.instanceFamily}.`) &&
    p.instanceFamily !== "i4i"
  ) {
    return [
      {
        code: "instance_store_family_mismatch",
        message: `instanceType ${p.instanceType} is not an ${p.instanceFamily} size`,
        path: "instanceType",
      },
    ];
  }
  return [];
}

function build(p: Params, ctx: SizingContext): InstanceStoreConfig {
  const r = rowFor(p, ctx)!;
  const capacity = instanceStoreBytes(r);
  const warnings = [
    "No durability: instance store data is lost when the instance stops, hibernates or terminates, or a drive fails; keep a copy elsewhere.",
    `Cost: included in the ${r.instanceType} instance-hour price; the estimate adds no storage line (compare the instance's price with an instance without NVMe to see what the storage costs).`,
  ];
  if (!r.confirmed)
    warnings.push(`${r.instanceType}'s drive layout is unconfirmed (typed from the AWS table without checking it).`);
  return {
    id: "ec2-instance-store",
    label: `${LABEL}, ${r.instanceType} (${r.drives} x ${formatCount(r.driveGB)} GB)`,
    family: "instance-store",
    params: { instanceFamily: p.instanceFamily, instanceType: r.instanceType },
    storedBytes: ctx.storedBytes,
    capacityBytes: capacity,
    sizingNote: `${r.instanceType}: ${r.drives} NVMe drive${r.drives === 1 ? "" : "s"} of ${formatCount(r.driveGB)} GB, ${formatBytes(capacity)} in all.`,
    warnings,
    infeasibleReason:
      capacity < ctx.storedBytes
        ? `${r.instanceType} has ${formatBytes(capacity)} of instance store; the data needs ${formatBytes(ctx.storedBytes)}`
        : null,
    instanceType: r.instanceType,
    drives: r.drives,
    driveGB: r.driveGB,
    readIops: r.readIops,
    writeIops: r.writeIops,
    readBytesPerSecond: r.readBytesPerSecond,
    writeBytesPerSecond: r.writeBytesPerSecond,
  };
}

export const INSTANCE_STORE_ENTRY: CatalogEntry = defineOption({
  id: "ec2-instance-store",
  label: LABEL,
  family: "instance-store",
  shared: false,
  sharedNote: "Local NVMe drives of one instance: only that instance sees them.",
  durability: "singleAz",
  description: `${LABEL}: the local NVMe drives of an instance (storage optimized i4i, i7ie, im4gn, i3, i3en, is4gen; c5d, m5d, r5d, c6gd, c6id): the fastest, and ephemeral; included in the instance price.`,
  paramsSchema: params,
  limits: [
    { name: "durability", value: "none (ephemeral)", unit: "", source: LIFETIME },
    {
      name: "sizes",
      value: INSTANCE_STORE_ROWS.map((r) => `${r.instanceType} ${r.drives}x${r.driveGB} GB`).join("; "),
      unit: "",
      source: SOURCE,
    },
    {
      name: "4 KiB random read IOPS",
      value: INSTANCE_STORE_ROWS.map((r) => `${r.instanceType} ${formatCount(r.readIops)}`).join("; "),
      unit: "IOPS",
      source: `${SOURCE}; ${MEASURED}`,
    },
    {
      name: "4 KiB random write IOPS",
      value: INSTANCE_STORE_ROWS.map((r) => `${r.instanceType} ${formatCount(r.writeIops)}`).join("; "),
      unit: "IOPS",
      source: `${SOURCE}; ${MEASURED}`,
    },
    {
      name: "sequential read",
      value: INSTANCE_STORE_ROWS.map((r) => `${r.instanceType} ${formatRate(r.readBytesPerSecond)}`).join("; "),
      unit: "",
      source: MEASURED,
    },
    {
      name: "sequential write",
      value: INSTANCE_STORE_ROWS.map((r) => `${r.instanceType} ${formatRate(r.writeBytesPerSecond)}`).join("; "),
      unit: "",
      source: MEASURED,
    },
    {
      name: "request latency (assumed)",
      value: INSTANCE_STORE_LATENCY_SECONDS * 1000,
      unit: "ms",
      source: SOURCES.assumption,
    },
    { name: "cost", value: "included with the instance", unit: "", source: SOURCE },
  ],
  priceKeys: [],
  sources: [SOURCE, MEASURED, LIFETIME, SOURCES.assumption],
  rules,
  build,
});
