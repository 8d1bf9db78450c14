import type { AdvisorPlan } from "@/lib/advisor/types";
import type { ByteUnits } from "@/lib/format/bytes";
import { INSTANCE_TYPES } from "@/lib/model";
import { GIB_BYTES } from "@/lib/units";
import {
  CUSTOM_WORKLOAD,
  DEFAULT_VIEW,
  compareHref,
  fileSizeIn,
  ioSizeKiBOf,
  type CompareView,
  type CustomOperation,
} from "./view";

/**
 * The /compare view of an advisor answer: the workload the advisor planned (one copy of
 * the storage, its clients, its operations with their access pattern and request size) as a custom workload, in the answer's region and with its
 * client instance when the model knows it, so a saved answer opens the full chart of every
 * option for the same work.
 */

export function compareViewOfPlan(plan: AdvisorPlan, region: string, clientInstance: string | undefined): CompareView {
  const operations: CustomOperation[] = plan.operations.map((op) => ({
    direction: op.direction,
    fileCount: op.fileCount,
    ...fileSizeIn(op.fileSizeBytes),
    concurrency: op.concurrency,
    timesPerDay: op.timesPerDay,
    directories: null,
    access: op.access,
    ioSizeKiB: ioSizeKiBOf(op.ioSizeBytes),
  }));
  const client = clientInstance !== undefined && INSTANCE_TYPES.includes(clientInstance) ? clientInstance : null;
  return {
    ...DEFAULT_VIEW,
    workload: CUSTOM_WORKLOAD,
    region,
    client,
    custom: {
      storedGiB: Number((plan.storedBytesPerNode / GIB_BYTES).toPrecision(12)),
      clients: plan.clients,
      operations,
    },
  };
}

/** `units`: the linking page's units setting, which the compare view keeps. */
export function compareHrefOfPlan(
  plan: AdvisorPlan,
  region: string,
  clientInstance: string | undefined,
  units: ByteUnits = "auto",
): string {
  return compareHref({ ...compareViewOfPlan(plan, region, clientInstance), units });
}
