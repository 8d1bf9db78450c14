import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { INSTANCE_TYPES, instanceSpec } from "@/lib/ec2/instances";
import { BITS_PER_BYTE, GIB_BYTES, MIB_BYTES } from "@/lib/units";
import { getCatalogOption } from "../catalog";
import { estimateFromInput } from "../estimate";
import { OPTION_IDS, type OptionId } from "../option-ids";
import { EFS_PER_CLIENT_ELASTIC_MIBPS, EFS_PER_CLIENT_OTHER_MIBPS } from "../efs/limits";
import { GP2_LARGE_MIBPS, GP3_MAX_MIBPS, IO1_MAX_MIBPS, IO2_MAX_MIBPS, SC1_RATES, ST1_RATES } from "../ebs/limits";
import { S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND } from "../s3-files/limits";

/**
 * No estimate is faster than an AWS documented maximum (issue 37's Done-when): for any option,
 * client instance and one large sequential read or write, the rate the model gives (bytes over
 * its duration) stays at or under every documented ceiling that bounds it: the client's network
 * (burst) for storage reached over the network, the client's EBS bandwidth (burst) and the
 * volume type's maximum for EBS, EFS's per-client limit and S3 Files' per-client read rate.
 * Each ceiling is the model's own named figure, with its AWS page where it is defined.
 */

const book = bundledPriceBook("us-east-1")!;
const RUNS = 300;
/** Durations are rounded to the millisecond. */
const DURATION_ROUNDING_SECONDS = 0.0005;
const GBPS = 1e9 / BITS_PER_BYTE;
const MBPS = 1e6 / BITS_PER_BYTE;

const EBS_VOLUME_MAX_MIBPS: Partial<Record<OptionId, number>> = {
  "ebs-gp3": GP3_MAX_MIBPS,
  "ebs-gp2": GP2_LARGE_MIBPS,
  "ebs-io1": IO1_MAX_MIBPS,
  "ebs-io2": IO2_MAX_MIBPS,
  "ebs-st1": ST1_RATES.maxMiBps,
  "ebs-sc1": SC1_RATES.maxMiBps,
};

/** The documented ceilings on one client's rate to this option, bytes per second, with their names. */
function ceilings(id: OptionId, client: string, direction: "read" | "write"): [string, number][] {
  const spec = instanceSpec(client)!;
  const out: [string, number][] = [];
  if (id.startsWith("ebs-")) {
    out.push([`${client} EBS bandwidth`, spec.ebsBurstMbps * MBPS]);
    const volume = EBS_VOLUME_MAX_MIBPS[id];
    if (volume !== undefined) out.push([`${id} volume maximum`, volume * MIB_BYTES]);
  } else if (id !== "ec2-instance-store") {
    out.push([`${client} network`, spec.networkBurstGbps * GBPS]);
  }
  if (id.startsWith("efs-")) {
    const perClient = id.endsWith("-elastic") ? EFS_PER_CLIENT_ELASTIC_MIBPS : EFS_PER_CLIENT_OTHER_MIBPS;
    out.push(["EFS per-client throughput", perClient * MIB_BYTES]);
  }
  if (id === "s3-files" && direction === "read") {
    out.push(["S3 Files per-client read", S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND]);
  }
  return out;
}

describe("documented ceilings", () => {
  it("no option moves one client's bytes faster than a documented maximum allows", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPTION_IDS),
        fc.constantFrom(...INSTANCE_TYPES),
        fc.constantFrom("read" as const, "write" as const),
        fc.integer({ min: 1, max: 256 }),
        fc.integer({ min: 1, max: 64 }),
        (id, client, direction, gib, concurrency) => {
          const fileSizeBytes = gib * GIB_BYTES;
          const storedBytes = 2 * fileSizeBytes;
          const entry = getCatalogOption(id)!;
          const workload = {
            region: "us-east-1",
            storedBytes,
            days: 1,
            operations: [{ name: "big", direction, fileCount: 1, fileSizeBytes, concurrency }],
            options: [{ id, params: entry.defaultParams({ storedBytes }) }],
          };
          const result = estimateFromInput(workload, book, { client: { instanceType: client } });
          if (!result.ok) return;
          const estimate = result.value.results[0]!;
          if (!estimate.feasible || !(estimate.durationSecondsPerDay > 0)) return;
          // Durations are given to the millisecond: a rate is over a ceiling only beyond that rounding.
          for (const [name, ceiling] of ceilings(id, client, direction)) {
            expect(
              estimate.durationSecondsPerDay,
              `${id} ${direction} ${gib} GiB x${concurrency} on ${client}: faster than the ${name} allows`,
            ).toBeGreaterThanOrEqual(fileSizeBytes / ceiling - DURATION_ROUNDING_SECONDS);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
