import { z } from "zod";
import type { PriceKey } from "@/lib/pricing/price-keys";
import { UNIT_GB_MONTH, type CostLineDraft } from "./cost-types";
import type { Family } from "../option-ids";
import { GIB_BYTES } from "@/lib/units";
import { formatCount } from "./message-format";

/**
 * Backups as an optional cost line: EBS snapshots, AWS Backup of EFS, FSx backups. All of
 * them are incremental (AWS EBS User Guide, snapshots; FSx pricing pages: "only the changes
 * after your most recent backup are saved"): the first backup holds the data, each daily
 * one the blocks changed that day, kept for the retention period.
 */
export const MAX_BACKUP_RETENTION_DAYS = 36_500;

export const backupSchema = z
  .strictObject({
    retentionDays: z
      .number({ error: "backup.retentionDays must be a number" })
      .int("backup.retentionDays must be a whole number of days")
      .min(1, "backup.retentionDays must be at least 1")
      .max(MAX_BACKUP_RETENTION_DAYS, `backup.retentionDays must be at most ${formatCount(MAX_BACKUP_RETENTION_DAYS)}`)
      .meta({ description: "Days each daily backup is kept." }),
    dailyChangePct: z
      .number({ error: "backup.dailyChangePct must be a number" })
      .min(0, "backup.dailyChangePct must be between 0 and 100")
      .max(100, "backup.dailyChangePct must be between 0 and 100")
      .meta({ description: "Share of the stored data changed per day, percent." }),
  })
  .optional()
  .meta({ description: "Daily incremental backups (EBS snapshots, AWS Backup, FSx backups). Absent: no backups." });

export type BackupPlan = NonNullable<z.output<typeof backupSchema>>;

/** Which price a family's backups are billed at; families without backups are absent. */
export const BACKUP_PRICE_KEYS: Partial<Record<Family, PriceKey>> = {
  ebs: "ebs.snapshot.storage",
  efs: "efs.backup.warm",
  "fsx-windows": "fsx.windows.backup",
  "fsx-lustre": "fsx.lustre.backup",
  "fsx-ontap": "fsx.ontap.backup",
  "fsx-openzfs": "fsx.openzfs.backup",
};

/**
 * GiB of backup storage held at steady state: one full copy plus `retentionDays` daily
 * increments of `dailyChangePct` each. An upper bound: we assume each day's changes touch
 * blocks no earlier increment still holds (model assumption).
 */
export function backupStoredGiB(storedBytes: number, plan: BackupPlan): number {
  const full = storedBytes / GIB_BYTES;
  return full * (1 + (plan.dailyChangePct / 100) * plan.retentionDays);
}

/** What a backup is priced from: any configured option (configured-option.ts) has these. */
export interface BackedUpOption {
  family: Family;
  storedBytes: number;
  backup?: BackupPlan | null;
}

export function backupCostLines(cfg: BackedUpOption): CostLineDraft[] {
  const plan = cfg.backup;
  const key = BACKUP_PRICE_KEYS[cfg.family];
  if (plan === null || plan === undefined || key === undefined) return [];
  const gib = backupStoredGiB(cfg.storedBytes, plan);
  const what = cfg.family === "ebs" ? "EBS snapshots" : "Backups";
  return [
    {
      item: `${what}: ${formatCount(Math.round(gib))} GiB held (full copy plus ${plan.retentionDays} daily increments of ${plan.dailyChangePct}%)`,
      priceKey: key,
      quantity: gib,
      unit: UNIT_GB_MONTH,
      bucket: "other",
    },
  ];
}
