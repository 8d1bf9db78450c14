import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatDuration,
  formatInteger,
  formatIops,
  formatNumber,
  formatPartialDate,
  formatPercentFraction,
  formatRate,
  formatUsd,
  formatValue,
  joinRange,
} from "./index";

const GIB = 1_073_741_824;
const MIB = 1_048_576;

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [0.532, "532 ms"],
    [3.744, "3.744 s"],
    [54, "54 s"],
    [59.4, "59.4 s"],
    [59.7, "1 min"],
    [60, "1 min"],
    [99, "1 min 39 s"],
    [327, "5 min 27 s"],
    [3271, "54 min 31 s"],
    [3605, "1 h 0 min 5 s"],
    [7200, "2 h"],
    [15292, "4 h 14 min 52 s"],
    [90_061, "1 d 1 h 1 min"],
    [-30, "-30 s"],
  ])("%s s -> %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it("rejects what is not a number", () => {
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
    expect(() => formatDuration(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1_000, "1 kB"],
    [4_096, "4 KiB"],
    [32 * GIB, "32 GiB"],
    [5 * 32 * GIB, "160 GiB"],
    [1_299_227_607.04, "1.21 GiB"],
    [1_000_000_000_000, "1 TB"],
    [2 * 1_099_511_627_776, "2 TiB"],
    [500_000_000, "500 MB"],
  ])("%s -> %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("honours a forced unit system", () => {
    expect(formatBytes(1_000_000_000_000, "binary")).toBe("931 GiB");
    expect(formatBytes(32 * GIB, "decimal")).toBe("34.4 GB");
  });
});

describe("formatRate", () => {
  it.each([
    [625_000_000, "625 MB/s"],
    [287_500_000, "287.5 MB/s"],
    [500 * MIB, "500 MiB/s"],
    [32_000_000, "32 MB/s"],
    [51_200_000, "51.2 MB/s"],
    [123_456_789, "118 MiB/s"],
  ])("%s B/s -> %s", (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});

describe("formatUsd", () => {
  it.each([
    [477, "$477"],
    [1868, "$1,868"],
    [270.72, "$270.72"],
    [3.5, "$3.50"],
    [0.742, "$0.742"],
    [0, "$0"],
    ["323.0000", "$323"],
    ["0.0004", "$0.0004"],
  ])("%s -> %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});

describe("ranges", () => {
  it("joins compact ends with an en dash and spaced ends with a spaced one", () => {
    expect(formatValue({ min: 323, max: 324 }, formatUsd)).toBe("$323\u2013$324");
    expect(formatValue({ min: 278, max: 525 }, formatDuration)).toBe("4 min 38 s \u2013 8 min 45 s");
    expect(formatValue(477, formatUsd)).toBe("$477");
  });

  it("prints a degenerate range once", () => {
    expect(joinRange("$5", "$5")).toBe("$5");
  });
});

describe("numbers", () => {
  it("keeps exact short values and rounds long ones", () => {
    expect(formatNumber(287.5)).toBe("287.5");
    expect(formatNumber(1.23456)).toBe("1.23");
    expect(formatNumber(1013.363)).toBe("1,013.4");
    expect(formatNumber(74999)).toBe("74,999");
    expect(formatInteger(74999)).toBe("74,999");
    expect(formatIops(3000)).toBe("3,000 IOPS");
    expect(formatPercentFraction(0.2)).toBe("20%");
  });
});

describe("formatPartialDate", () => {
  it.each([
    ["2023", "2023"],
    ["2023-12", "December 2023"],
    ["2024-03-05", "5 March 2024"],
    ["not a date", "not a date"],
  ])("%s -> %s", (date, text) => {
    expect(formatPartialDate(date)).toBe(text);
  });
});
