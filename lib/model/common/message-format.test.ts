import { describe, expect, it } from "vitest";
import { formatBytes, formatCount, formatMilliseconds, formatRate, NUMBER_WRITERS } from "./message-format";
import { seededRandom as generator } from "@/tests/support/seeded-random";

/** Values across every magnitude the model writes, ties at each rounding digit, and the edges Intl handles itself. */
function values(): number[] {
  const random = generator(42);
  const out: number[] = [
    0,
    -0,
    -1,
    -0.4,
    -1234.5,
    NaN,
    Infinity,
    -Infinity,
    1e21,
    1e22,
    9.99e20,
    1e-7,
    1.5e-7,
    0.000001,
    0.0000015,
    999.95,
    9.995,
    99.95,
    0.5,
    1.5,
    2.5,
    1.005,
    1.045,
    0.125,
  ];
  for (let i = 0; i < 20_000; i++) out.push(Math.exp((random() * 2 - 1) * 45));
  for (let i = 0; i < 20_000; i++) {
    // Ties and near-ties: k + 0.5 at a random decimal position, and the doubles next to them.
    const scale = 10 ** Math.floor(random() * 12 - 4);
    const tie = (Math.floor(random() * 100_000) + 0.5) * scale;
    out.push(tie, tie * (1 + Number.EPSILON), tie * (1 - Number.EPSILON));
  }
  for (let i = 0; i < 5_000; i++) out.push(Math.floor(random() * 2 ** 53), Math.round(random() * 1e7) / 1000);
  return out;
}

describe("message number formats", () => {
  const all = values();
  for (const writer of NUMBER_WRITERS) {
    it(`write ${writer.name} as Intl.NumberFormat does`, () => {
      // Twice: the second answer comes from the writer's memory.
      const mismatches = [...all, ...all]
        .filter((v) => writer.write(v) !== writer.intl.format(v))
        .map((v) => `${Object.is(v, -0) ? "-0" : v}: ${writer.write(v)} vs ${writer.intl.format(v)}`);
      expect(mismatches.slice(0, 10)).toEqual([]);
    });
  }

  it("writes counts, rates, milliseconds and sizes", () => {
    expect(formatCount(74_999)).toBe("74,999");
    expect(formatRate(48.8 * 2 ** 20)).toBe("48.8 MiB/s");
    expect(formatRate(2265 * 2 ** 20)).toBe("2,265 MiB/s");
    expect(formatRate(20 * 2 ** 30)).toBe("20 GiB/s");
    expect(formatMilliseconds(0.0095)).toBe("9.5 ms");
    expect(formatBytes(1.2 * 2 ** 40)).toBe("1.2 TiB");
    expect(formatBytes(17 * 2 ** 10)).toBe("17 KiB");
  });
});
