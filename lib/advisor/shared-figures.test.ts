import { describe, expect, it } from "vitest";
import { hddFullBurstGiB, SC1_RATES, ST1_RATES } from "@/lib/model/limits-ebs";
import { EFS_MIN_METERED_REQUEST_BYTES, EFS_PROVISIONED_MAX_MIBPS, EFS_READ_METERING_DIVISOR } from "@/lib/model/limits-efs";
import { GIB_PER_TIB, MIB_BYTES } from "@/lib/units";
import { efsMeteredPerRun } from "./candidates";
import { EFS_PROVISIONED_STEPS_MIBPS, ST1_FULL_BURST_GIB } from "./constants";

/**
 * The advisor sizes configurations with AWS figures the model owns (lib/model/limits-*.ts).
 * These tests change nothing: they show the advisor reads the model's constants, so the
 * two cannot drift apart.
 */
describe("AWS figures the advisor shares with the model", () => {
  it("EFS meters a read at a third of its bytes, and any request at 4 KiB or more", () => {
    expect(efsMeteredPerRun({ direction: "read", fileCount: 3, fileSizeBytes: 1 })).toBe((3 * EFS_MIN_METERED_REQUEST_BYTES) / EFS_READ_METERING_DIVISOR);
    expect(efsMeteredPerRun({ direction: "write", fileCount: 2, fileSizeBytes: MIB_BYTES })).toBe(2 * MIB_BYTES);
    expect(efsMeteredPerRun({ direction: "read", fileCount: 1, fileSizeBytes: 3 * MIB_BYTES })).toBe((3 * MIB_BYTES) / EFS_READ_METERING_DIVISOR);
  });

  it("EFS Provisioned steps end at the model's maximum", () => {
    expect(EFS_PROVISIONED_STEPS_MIBPS.at(-1)).toBe(EFS_PROVISIONED_MAX_MIBPS);
    expect(EFS_PROVISIONED_STEPS_MIBPS.every((step) => step <= EFS_PROVISIONED_MAX_MIBPS)).toBe(true);
  });

  it("st1's full-burst size is derived from its rates: 500 MiB/s at 250 MiB/s per TiB is 2 TiB", () => {
    expect(ST1_FULL_BURST_GIB).toBe(hddFullBurstGiB(ST1_RATES));
    expect(ST1_FULL_BURST_GIB).toBe((ST1_RATES.maxMiBps / ST1_RATES.burstMiBpsPerTiB) * GIB_PER_TIB);
    expect(ST1_FULL_BURST_GIB).toBe(2048);
    expect(hddFullBurstGiB(SC1_RATES)).toBe(3200);
  });
});
