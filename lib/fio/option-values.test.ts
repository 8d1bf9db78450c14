import { describe, expect, it } from "vitest";
import { parseFioBool, parseFioSize, parseFioTimeSeconds, splitPerDirection } from "./option-values";

// Every expected value was checked with fio 3.33 (`fio --debug=parse --parse-only`);
// real-fio.test.ts repeats that check live against the installed fio.
describe("fio sizes", () => {
  const cases: Array<[string, number | null]> = [
    ["4k", 4096],
    ["4K", 4096],
    ["4kb", 4096],
    ["4KB", 4096],
    ["1M", 1048576],
    ["1m", 1048576],
    ["8m", 8 * 1048576],
    ["1mi", 1048576],
    ["1g", 1024 ** 3],
    ["1861G", 1861 * 1024 ** 3],
    ["1t", 1024 ** 4],
    ["50000Mi", 50000 * 1048576],
    ["4KiB", 4000], // fio's compatibility mode: IEC spelling, decimal value
    ["1MiB", 1_000_000],
    ["4096", 4096],
    ["4096b", 4096],
    ["0x1000", 4096],
    ["01", 1],
    ["512k,4k", 512 * 1024],
    ["1.5k", 1],
    ["10%", null],
    ["abc", null],
    ["", null],
    ["(4k*2)", null],
  ];
  for (const [text, expected] of cases) {
    it(`${JSON.stringify(text)} -> ${expected}`, () => {
      expect(parseFioSize(text).value).toBe(expected);
    });
  }

  it("kb_base=1000 swaps the meanings", () => {
    expect(parseFioSize("4k", 1000).value).toBe(4000);
    expect(parseFioSize("4KiB", 1000).value).toBe(4096);
    expect(parseFioSize("1MiB", 1000).value).toBe(1048576);
  });

  it("explains surprising readings", () => {
    expect(parseFioSize("4KiB").note).toMatch(/decimal/);
    expect(parseFioSize("1.5g").note).toMatch(/fraction/);
    expect(parseFioSize("4k").note).toBeNull();
  });
});

describe("fio times", () => {
  const cases: Array<[string, number | null]> = [
    ["60", 60],
    ["60s", 60],
    ["1m", 60],
    ["1M", 60],
    ["2h", 7200],
    ["1d", 86400],
    ["500ms", 0.5],
    ["500msec", 0.5],
    ["100us", 0.0001],
    ["60sec", 0.00006], // fio does not know "sec": microseconds
    ["1min", 0.000001],
    ["1.5s", 1],
    ["x", null],
  ];
  for (const [text, expected] of cases) {
    it(`${JSON.stringify(text)} -> ${expected} s`, () => {
      expect(parseFioTimeSeconds(text).value).toBe(expected);
    });
  }
  it("warns about suffixes fio does not know", () => {
    expect(parseFioTimeSeconds("60sec").note).toMatch(/microseconds/);
  });
});

describe("fio bools and per-direction values", () => {
  it("bools", () => {
    expect(parseFioBool("1")).toBe(true);
    expect(parseFioBool("0")).toBe(false);
    expect(parseFioBool("2")).toBe(true);
    expect(parseFioBool("yes")).toBeNull();
  });
  it("read,write,trim", () => {
    expect(splitPerDirection("4k")).toEqual(["4k", "4k", "4k"]);
    expect(splitPerDirection("4k,8k")).toEqual(["4k", "8k", "8k"]);
    expect(splitPerDirection(",8k")).toEqual(["", "8k", "8k"]);
    expect(splitPerDirection("4k,8k,16k")).toEqual(["4k", "8k", "16k"]);
  });
});
