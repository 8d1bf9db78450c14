import { describe, expect, it } from "vitest";
import {
  BITS_PER_BYTE,
  EIB_BYTES,
  GB_BYTES,
  GIB_BYTES,
  GIB_PER_TIB,
  KIB_BYTES,
  MB_BYTES,
  MIB_BYTES,
  SECONDS_PER_DAY,
  TB_BYTES,
  TIB_BYTES,
} from ".";

describe("units", () => {
  it("binary prefixes are powers of 1024, decimal ones powers of 1000", () => {
    expect([KIB_BYTES, MIB_BYTES, GIB_BYTES, TIB_BYTES, EIB_BYTES]).toEqual([
      2 ** 10,
      2 ** 20,
      2 ** 30,
      2 ** 40,
      2 ** 60,
    ]);
    expect([MB_BYTES, GB_BYTES, TB_BYTES]).toEqual([1e6, 1e9, 1e12]);
    expect(GIB_PER_TIB).toBe(1024);
  });

  it("a day is 86,400 s and a byte 8 bits", () => {
    expect(SECONDS_PER_DAY).toBe(86_400);
    expect(BITS_PER_BYTE).toBe(8);
  });
});
