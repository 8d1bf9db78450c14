import { describe, expect, it } from "vitest";
import {
  hddFullBurstGiB,
  SC1_RATES,
  ST1_RATES,
  efsMeteredBytesPerRun,
  EFS_METADATA_OPS_PER_FILE,
  EFS_MIN_METERED_REQUEST_BYTES,
  EFS_PROVISIONED_MAX_MIBPS,
  EFS_READ_METERING_DIVISOR,
} from "@/lib/model";
import { GIB_PER_TIB, MIB_BYTES } from "@/lib/units";
import { parseAnswerJson } from "@/lib/validations/advisor";
import { generateCandidates } from "./candidates";
import { ST1_FULL_BURST_GIB } from "./constants";
import { planWorkload } from "./workload";

/**
 * The advisor sizes configurations with AWS figures the model owns (lib/model/limits-*.ts).
 * These tests change nothing: they show the advisor reads the model's constants, so the
 * two cannot drift apart.
 */
describe("AWS figures the advisor shares with the model", () => {
  // The advisor's right-sizing calls the model's efsMeteredBytesPerRun itself (candidates.ts).
  it("EFS metering is the model's one formula: a read counts a third, every request and each file's metadata at least 4 KiB", () => {
    const op = (direction: "read" | "write", fileCount: number, fileSizeBytes: number) => ({
      direction,
      fileCount,
      fileSizeBytes,
      ioSizeBytes: MIB_BYTES,
    });
    const KIB4 = EFS_MIN_METERED_REQUEST_BYTES;
    expect(efsMeteredBytesPerRun(op("read", 3, 1))).toBe(
      (3 * (KIB4 + EFS_METADATA_OPS_PER_FILE * KIB4)) / EFS_READ_METERING_DIVISOR,
    );
    expect(efsMeteredBytesPerRun(op("write", 2, MIB_BYTES))).toBe(2 * (MIB_BYTES + EFS_METADATA_OPS_PER_FILE * KIB4));
    expect(efsMeteredBytesPerRun(op("read", 1, 3 * MIB_BYTES))).toBe(
      (3 * MIB_BYTES + EFS_METADATA_OPS_PER_FILE * KIB4) / EFS_READ_METERING_DIVISOR,
    );
  });

  it("EFS Provisioned is right-sized up to the model's maximum, never past it", () => {
    const parsed = parseAnswerJson({
      sizeGiB: 100,
      readGiBPerDay: 5_000_000,
      fileSize: 1,
      fileSizeUnit: "GiB",
      latency: "interactive",
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const levels = generateCandidates(parsed.answers, planWorkload(parsed.answers))
      .filter((c) => c.optionId === "efs-standard-provisioned")
      .map((c) => c.params.throughputMiBps as number);
    expect(Math.max(...levels)).toBe(EFS_PROVISIONED_MAX_MIBPS);
  });

  it("st1's full-burst size is derived from its rates: 500 MiB/s at 250 MiB/s per TiB is 2 TiB", () => {
    expect(ST1_FULL_BURST_GIB).toBe(hddFullBurstGiB(ST1_RATES));
    expect(ST1_FULL_BURST_GIB).toBe((ST1_RATES.maxMiBps / ST1_RATES.burstMiBpsPerTiB) * GIB_PER_TIB);
    expect(ST1_FULL_BURST_GIB).toBe(2048);
    expect(hddFullBurstGiB(SC1_RATES)).toBe(3200);
  });
});
