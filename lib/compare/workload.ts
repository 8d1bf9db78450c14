import {
  type WorkloadInput,
  ARTICLE_ESTIMATE_OPTIONS,
  DEFAULT_IO_SIZE_BYTES,
  type EstimateOptionsInput,
} from "@/lib/model";
import { formatBytes } from "@/lib/format/bytes";
import { getPreset, presetWorkload, type WorkloadPreset } from "@/lib/workloads";
import { CUSTOM_WORKLOAD, SIZE_UNITS, type CompareView, type CustomOperation } from "./view";
import { GIB_BYTES, KIB_BYTES } from "@/lib/units";
import { bytesPerDay } from "./metrics";

/** A 30-day month: the period every monthly figure on the page uses. */
const CUSTOM_DAYS = 30;

export interface ViewWorkload {
  /** "EFS options article: four copies, once a day" or "Custom workload". */
  label: string;
  description: string;
  preset: WorkloadPreset | null;
  input: WorkloadInput;
  /** Model knobs that reproduce the preset's measurement conditions; undefined for defaults. */
  estimateOptions: EstimateOptionsInput | undefined;
  /** Why those knobs, for the page. */
  conditions: string | null;
  storedBytes: number;
  bytesPerDay: number;
}

export function customOperationName(op: CustomOperation): string {
  return `${op.direction} ${op.fileCount.toLocaleString("en-US")} x ${op.fileSize} ${op.unit}`;
}

/** The operation's request size in bytes: its KiB, or the model's default when blank. */
function ioSizeBytesOf(op: CustomOperation): number {
  return op.ioSizeKiB === null ? DEFAULT_IO_SIZE_BYTES : op.ioSizeKiB * KIB_BYTES;
}

function customInput(view: CompareView): WorkloadInput {
  return {
    region: view.region,
    storedBytes: view.custom.storedGiB * GIB_BYTES,
    days: CUSTOM_DAYS,
    clients: view.custom.clients,
    operations: view.custom.operations.map((op) => ({
      name: customOperationName(op),
      direction: op.direction,
      fileCount: op.fileCount,
      fileSizeBytes: op.fileSize * SIZE_UNITS[op.unit],
      concurrency: op.concurrency,
      timesPerDay: op.timesPerDay,
      access: op.access,
      ioSizeBytes: ioSizeBytesOf(op),
      ...(op.directories === null ? {} : { directories: op.directories }),
    })),
  };
}

/**
 * "in sequential 1 MiB requests" when every operation requests the same way, else each
 * operation's ("(1: sequential 1 MiB requests, 2: random 8 KiB requests)").
 */
function requestsText(operations: readonly CustomOperation[]): string {
  const each = operations.map((op) => `${op.access} ${formatBytes(ioSizeBytesOf(op), "binary")} requests`);
  if (each.length === 0) return "";
  if (new Set(each).size === 1) return ` in ${each[0]}`;
  return ` (${each.map((text, i) => `${i + 1}: ${text}`).join(", ")})`;
}

function clientsText(clients: number): string {
  return clients === 1 ? "one client" : `${clients.toLocaleString("en-US")} clients`;
}

/**
 * The EFS options article measured through one NFS mount limited to 500 MiB/s at the
 * time; its presets are estimated under that limit so the modelled points answer the
 * same question as the measured ones.
 */
function presetConditions(preset: WorkloadPreset): Pick<ViewWorkload, "estimateOptions" | "conditions"> {
  if (preset.source.datasetSlug !== "efs-options-and-alternatives")
    return { estimateOptions: undefined, conditions: null };
  return {
    estimateOptions: ARTICLE_ESTIMATE_OPTIONS,
    conditions:
      "Modelled as the article measured: one c5n.18xlarge client, EFS limited to 500 MiB/s per mount (the per-mount limit in December 2023).",
  };
}

/** The workload a view asks for, ready for the model. */
export function viewWorkload(view: CompareView): ViewWorkload {
  if (view.workload === CUSTOM_WORKLOAD) {
    const input = customInput(view);
    return withClient(
      {
        label: "Custom workload",
        description: `${view.custom.storedGiB.toLocaleString("en-US")} GiB stored for ${CUSTOM_DAYS} days, ${view.custom.operations.length} operation(s)${requestsText(view.custom.operations)}, ${clientsText(view.custom.clients)}.`,
        preset: null,
        input,
        estimateOptions: undefined,
        conditions: null,
        storedBytes: input.storedBytes,
        bytesPerDay: bytesPerDay(input.operations ?? []),
      },
      view.client,
    );
  }
  const preset = getPreset(view.workload);
  if (!preset) throw new RangeError(`unknown preset ${view.workload}`);
  const input = presetWorkload(preset.id, { timesPerDay: view.times, region: view.region });
  const label = view.times === preset.timesPerDay ? preset.label : `${preset.label} (${view.times} runs a day)`;
  return withClient(
    {
      label,
      description: preset.description,
      preset,
      input,
      ...presetConditions(preset),
      storedBytes: input.storedBytes,
      bytesPerDay: bytesPerDay(input.operations ?? []),
    },
    view.client,
  );
}

/** The view's client instance, by name, in place of the workload's default client (issue 13). */
function withClient(w: ViewWorkload, client: string | null): ViewWorkload {
  if (client === null) return w;
  const note = `Client: ${client} (network and EBS bandwidth from the instance table, "up to" bursts as credits).`;
  return {
    ...w,
    estimateOptions: { ...(w.estimateOptions ?? {}), client: { instanceType: client } },
    conditions: w.conditions ? `${w.conditions} ${note}` : note,
  };
}
