import type { Workload } from "@/lib/model";
import { MILLISECONDS_PER_SECOND, SECONDS_PER_DAY, SECONDS_PER_HOUR } from "@/lib/units";

/**
 * CloudWatch output for a known workload, for tests and fixtures: each run of each
 * operation puts its bytes and requests into the hour it starts in (runs spread evenly
 * from midnight, as the model schedules them), printed as `aws cloudwatch
 * get-metric-data --output json` prints it (newest first, hours without traffic left out,
 * as CloudWatch leaves out periods with no data).
 */

export interface SyntheticOptions {
  system: "efs" | "ebs";
  startIso: string;
  days: number;
  /** Burst credit reading at an hour (bytes for EFS, percent for EBS); none: no balance series. */
  balanceAt?: (hour: number) => number;
  storageGrowthBytesPerDay?: number;
}

interface Result {
  Id: string;
  Label: string;
  Timestamps: string[];
  Values: number[];
  StatusCode: "Complete";
}

export function syntheticMetricData(
  workload: Workload,
  options: SyntheticOptions,
): { MetricDataResults: Result[]; Messages: [] } {
  const hours = options.days * 24;
  const start = Date.parse(options.startIso);
  const bytes = { read: new Array<number>(hours).fill(0), write: new Array<number>(hours).fill(0) };
  const ops = { read: new Array<number>(hours).fill(0), write: new Array<number>(hours).fill(0) };
  for (let d = 0; d < options.days; d++) {
    for (const op of workload.operations) {
      for (let k = 0; k < op.timesPerDay; k++) {
        const hour = d * 24 + Math.floor((k * SECONDS_PER_DAY) / op.timesPerDay / SECONDS_PER_HOUR);
        bytes[op.direction][hour]! += op.fileCount * op.fileSizeBytes;
        ops[op.direction][hour]! += op.fileCount * Math.max(1, Math.ceil(op.fileSizeBytes / op.ioSizeBytes));
      }
    }
  }
  const stamp = (h: number) =>
    new Date(start + h * SECONDS_PER_HOUR * MILLISECONDS_PER_SECOND).toISOString().replace(".000Z", "+00:00");
  const series = (id: string, label: string, values: number[], skipZero: boolean): Result => {
    const hoursWith = values
      .map((v, h) => ({ v, h }))
      .filter(({ v }) => !skipZero || v > 0)
      .reverse();
    return {
      Id: id,
      Label: label,
      Timestamps: hoursWith.map(({ h }) => stamp(h)),
      Values: hoursWith.map(({ v }) => v),
      StatusCode: "Complete",
    };
  };
  const names =
    options.system === "efs"
      ? {
          rb: "DataReadIOBytes",
          wb: "DataWriteIOBytes",
          ro: "DataReadIOBytes SampleCount",
          wo: "DataWriteIOBytes SampleCount",
          balance: "BurstCreditBalance",
        }
      : {
          rb: "VolumeReadBytes",
          wb: "VolumeWriteBytes",
          ro: "VolumeReadOps",
          wo: "VolumeWriteOps",
          balance: "BurstBalance",
        };
  const results = [
    series("m1", names.rb, bytes.read, true),
    series("m2", names.wb, bytes.write, true),
    series("m3", names.ro, ops.read, true),
    series("m4", names.wo, ops.write, true),
  ];
  if (options.system === "efs") {
    const growth = options.storageGrowthBytesPerDay ?? 0;
    results.push(
      series(
        "m5",
        "StorageBytes Total",
        Array.from({ length: hours }, (_, h) => Math.round(workload.storedBytes + (growth * (h - hours + 1)) / 24)),
        false,
      ),
    );
  }
  if (options.balanceAt)
    results.push(
      series(
        "m6",
        names.balance,
        Array.from({ length: hours }, (_, h) => options.balanceAt!(h)),
        false,
      ),
    );
  return { MetricDataResults: results.filter((r) => r.Values.length > 0), Messages: [] };
}
