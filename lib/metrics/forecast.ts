import { emptyTolerance, validateOptionParams, type Workload } from "@/lib/model";
import { machineFor, stepHour, type OptionMachine } from "./replay";
import { MILLISECONDS_PER_SECOND, SECONDS_PER_HOUR } from "@/lib/units";

/**
 * When a credit bucket runs dry if the observed average day goes on: from the balance at
 * the end of the import (CloudWatch's own where it reported one), hour by hour with the
 * option's model, demand growing at its observed trend and the stored size at its
 * observed growth (which raises EFS Bursting's earn rate and cap, and may outgrow an EBS
 * volume sized for today's data).
 */

/** How far ahead a forecast looks: three years, about as long as anyone plans storage. */
export const FORECAST_HORIZON_DAYS = 3 * 366;
const HOUR_MS = SECONDS_PER_HOUR * MILLISECONDS_PER_SECOND;

/** Buckets of the client instance (network, EBS bandwidth) belong to the instance, not the storage. */
export function isStorageBucket(id: string): boolean {
  return !id.startsWith("instance-");
}

export interface ForecastInput {
  machine: OptionMachine;
  workload: Workload;
  balances: number[];
  /** Where each starting balance came from. */
  balanceSource: "imported" | "replayed";
  profile: { read: number[]; write: number[] };
  startMs: number;
  readShare: number;
  /** Fraction of the average day's bytes added per day (the observed trend). */
  demandGrowthPerDay: number;
  storageGrowthBytesPerDay: number;
}

export interface Forecast {
  optionId: string;
  label: string;
  bucket: string;
  unit: string;
  startBalance: number;
  capacity: number;
  balanceSource: "imported" | "replayed";
  /** When the bucket first runs dry; null if not within the horizon. */
  runsOutAt: string | null;
  daysFromEnd: number | null;
  /** When the stored data outgrows the option's sized capacity (the forecast then goes on at that size); null if never. */
  outgrowsAt: string | null;
}

export function forecast(input: ForecastInput): Forecast[] {
  let machine = input.machine;
  const balances = [...input.balances];
  const storage = machine.buckets.map((b, i) => ({ i, b })).filter(({ b }) => isStorageBucket(b.id));
  const out = storage.map(({ b, i }) => ({
    optionId: machine.cfg.id,
    label: machine.cfg.label,
    bucket: b.label,
    unit: b.unit,
    startBalance: round((balances[i] ?? 0) / b.unitSize),
    capacity: round(b.capacity / b.unitSize),
    balanceSource: input.balanceSource,
    runsOutAt: null as string | null,
    daysFromEnd: null as number | null,
    outgrowsAt: null as string | null,
  }));
  if (storage.length === 0) return [];
  storage.forEach(({ b, i }, k) => {
    if ((balances[i] ?? 0) <= emptyTolerance(b)) {
      out[k]!.runsOutAt = new Date(input.startMs).toISOString();
      out[k]!.daysFromEnd = 0;
    }
  });
  const startHour = new Date(input.startMs).getUTCHours();
  let outgrown = false;
  for (let h = 0; h < FORECAST_HORIZON_DAYS * 24; h++) {
    const day = h / 24;
    if (input.storageGrowthBytesPerDay !== 0 && h % 24 === 0 && h > 0) {
      const storedBytes = Math.max(0, input.workload.storedBytes + input.storageGrowthBytesPerDay * day);
      const cfg = outgrown ? null : validateOptionParams(machine.cfg.id, machine.cfg.params, { storedBytes });
      if (cfg?.ok) machine = machineFor(cfg.value, { ...input.workload, storedBytes });
      else if (!outgrown) {
        // A volume or file system sized for today's data: said once; the forecast goes on at its size.
        outgrown = true;
        const at = new Date(input.startMs + h * HOUR_MS).toISOString();
        out.forEach((o) => (o.outgrowsAt ??= at));
      }
    }
    const factor = Math.max(0, 1 + input.demandGrowthPerDay * day);
    const hod = (startHour + h) % 24;
    const before = [...balances];
    const step = stepHour(
      machine,
      balances,
      (input.profile.read[hod] ?? 0) * factor,
      (input.profile.write[hod] ?? 0) * factor,
      input.readShare,
    );
    storage.forEach(({ b, i }, k) => {
      const o = out[k]!;
      if (o.runsOutAt !== null) return;
      const tol = emptyTolerance(b);
      if ((balances[i] ?? 0) <= tol && (before[i] ?? 0) > tol) {
        const net = step.nets[i] ?? 0;
        const fraction = net < 0 ? Math.min(1, (before[i] ?? 0) / -net) : 1;
        const ms = input.startMs + (h + fraction) * HOUR_MS;
        o.runsOutAt = new Date(ms).toISOString();
        o.daysFromEnd = round((ms - input.startMs) / (24 * HOUR_MS));
      }
    });
    if (out.every((o) => o.runsOutAt !== null)) break;
  }
  return out;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
