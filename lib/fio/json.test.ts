import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FioParseError } from "./errors";
import { formatPath, JsonBins, JsonObject, parseTolerantJson, toPlainJson } from "./json";

function parse(text: string, maxDepth = 10): unknown {
  return toPlainJson(parseTolerantJson(text, 0, maxDepth).value);
}

function code(fn: () => unknown): string {
  try {
    fn();
    return "ok";
  } catch (error) {
    if (error instanceof FioParseError) return error.code;
    throw error;
  }
}

describe("tolerant JSON parser", () => {
  it("agrees with JSON.parse on every fixture", () => {
    const dir = join(__dirname, "../../fixtures/fio");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const text = readFileSync(join(dir, file), "utf8");
      const start = text.indexOf("{");
      expect(parse(text.slice(start)), file).toEqual(JSON.parse(text.slice(start)));
    }
  });

  it("agrees with JSON.parse on arbitrary JSON (shallow enough)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value);
        // JSON.stringify(-0) is "0"; compare through a second round trip.
        expect(JSON.stringify(parse(text))).toBe(JSON.stringify(JSON.parse(text)));
      }),
      { numRuns: 500 },
    );
  });

  it("reports duplicate keys and keeps the last value, like JSON.parse", () => {
    const result = parseTolerantJson('{"p": {"0.00": 0, "0.00": 1, "50.0": 7}, "a": 1, "a": 2}', 0, 10);
    expect(toPlainJson(result.value)).toEqual({ p: { "0.00": 1, "50.0": 7 }, a: 2 });
    expect(result.duplicates).toEqual([
      { objectPath: "p", key: "0.00" },
      { objectPath: "", key: "a" },
    ]);
    expect(result.duplicateCount).toBe(2);
  });

  it("reads fio's printf spellings of non-finite floats", () => {
    const result = parseTolerantJson(
      '{"a": nan, "b": -nan, "c": inf, "d": -inf, "e": NaN, "f": Infinity, "g": 1e400}',
      0,
      10,
    );
    const v = toPlainJson(result.value) as Record<string, number>;
    expect(v.a).toBeNaN();
    expect(v.b).toBeNaN();
    expect(v.c).toBe(Infinity);
    expect(v.d).toBe(-Infinity);
    expect(v.e).toBeNaN();
    expect(v.f).toBe(Infinity);
    expect(v.g).toBe(Infinity);
    expect(result.nonFiniteCount).toBe(7);
    expect(result.nonFinitePaths[0]).toBe("a");
  });

  it("accepts raw control characters in strings (fio does not escape them) and standard escapes", () => {
    expect(parse('{"d": "a\tb", "e": "x\\"y\\\\z\\u00e9\\n"}')).toEqual({ d: "a\tb", e: 'x"y\\zé\n' });
  });

  it("keeps __proto__ as plain data", () => {
    const raw = parseTolerantJson('{"__proto__": {"polluted": true}}', 0, 10).value as JsonObject;
    expect(raw.get("__proto__")).toBeInstanceOf(JsonObject);
    const v = parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.getOwnPropertyNames(v)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("tells truncation from syntax errors", () => {
    for (const text of [
      "{",
      '{"a"',
      '{"a":',
      '{"a": 1',
      '{"a": [1, 2',
      '{"a": "abc',
      '{"a": tr',
      '{"a": -',
      '{"a": 1.',
      '{"a": "\\u00',
    ]) {
      expect(
        code(() => parse(text)),
        text,
      ).toBe("truncated");
    }
    for (const text of [
      '{"a" 1}',
      '{"a": 1,}',
      "{a: 1}",
      '{"a": [1 2]}',
      '{"a": tru}',
      '{"a": "\\q"}',
      '{"a": 1.e3}',
      "{'a': 1}",
    ]) {
      expect(
        code(() => parse(text)),
        text,
      ).toBe("not_json");
    }
  });

  it("refuses depth beyond the limit without recursing into it", () => {
    expect(code(() => parse("[[[[]]]]", 4))).toBe("ok");
    expect(code(() => parse("[[[[[]]]]]", 4))).toBe("too_deep");
    expect(code(() => parse('{"a":{"b":{"c":{"d":{}}}}}', 4))).toBe("too_deep");
    expect(code(() => parse("[".repeat(100_000), 10))).toBe("too_deep");
  });

  it("names where it failed", () => {
    try {
      parse('{\n  "jobs": [\n    {"read": {"io_bytes": 1,, }}\n  ]\n}');
      throw new Error("accepted");
    } catch (error) {
      expect(error).toBeInstanceOf(FioParseError);
      expect((error as FioParseError).message).toMatch(/line 3, column \d+ in jobs\[0\]\.read/);
    }
  });

  it("reads fio's json+ bins as number columns, and any other bins exactly as before", () => {
    const fio = parseTolerantJson('{"bins" : {\n  "4096" : 3,\n  "4160" : 0,\n  "12345678" : 17\n}}', 0, 10)
      .value as JsonObject;
    const bins = fio.get("bins");
    expect(bins).toBeInstanceOf(JsonBins);
    expect([...(bins as JsonBins).bucketKeys]).toEqual([4096, 4160, 12345678]);
    expect([...(bins as JsonBins).counts]).toEqual([3, 0, 17]);
    // Still a JsonObject to every other reader.
    expect((bins as JsonBins).get("4160")).toBe(0);
    expect((bins as JsonBins).size).toBe(3);
    expect(toPlainJson(fio as never)).toEqual({ bins: { "4096": 3, "4160": 0, "12345678": 17 } });
    // Not fio's shape: a plain JsonObject from the first odd member on, duplicates reported.
    const odd = parseTolerantJson(
      '{"bins": {"1": 1, "2": 2, "2": 5, "007": 1, "3": 1.5, "FIO_IO_U_PLAT_BITS": 6}}',
      0,
      10,
    );
    expect((odd.value as JsonObject).get("bins")).not.toBeInstanceOf(JsonBins);
    expect(toPlainJson(odd.value)).toEqual({ bins: { "1": 1, "2": 5, "007": 1, "3": 1.5, FIO_IO_U_PLAT_BITS: 6 } });
    expect(odd.duplicates).toEqual([{ objectPath: "bins", key: "2" }]);
    for (const text of ['{"bins": {"1": 1, "2"', '{"bins": {"1": 1, "2": 3', '{"bins": {"1": 1,'])
      expect(
        code(() => parse(text)),
        text,
      ).toBe("truncated");
    expect(code(() => parse('{"bins": {"1": 1 "2": 3}}'))).toBe("not_json");
    expect(code(() => parse('{"bins": {"1": {"a": {"b": 1}}}}', 3))).toBe("too_deep");
    // Leading zeros in a count are read as the general path reads them (fio never writes them).
    expect(parse('{"bins": {"1": 007}}')).toEqual({ bins: { "1": 7 } });
  });

  it("agrees with JSON.parse on random bins objects, fio's shape or not", () => {
    const key = fc.oneof(
      fc.nat({ max: 3_000_000 }).map(String),
      fc.constantFrom("0", "00", "01", "1.5", "x", "FIO_IO_U_PLAT_NR", "1234567890123456"),
    );
    const count = fc.oneof(
      fc.nat({ max: 1_000_000 }).map(String),
      fc.constantFrom("0", "10", "1.25", "-1", "2e3", "123456789012345678", '"9"', "null", "[]"),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, count), { maxLength: 40 }), fc.boolean(), (members, sorted) => {
        const list = sorted ? [...members].sort((a, b) => Number(a[0]) - Number(b[0])) : members;
        const text = `{"clat_ns" : {"bins" : {${list.map(([k, c]) => `\n "${k}" : ${c}`).join(",")}\n}}}`;
        const result = parseTolerantJson(text, 0, 10);
        expect(JSON.stringify(toPlainJson(result.value))).toBe(JSON.stringify(JSON.parse(text)));
        expect(result.duplicateCount).toBe(list.length - new Set(list.map(([k]) => k)).size);
      }),
      { numRuns: 300 },
    );
  });

  it("reads a key the same way when objects before it had a similar key (shapes shared between parses)", () => {
    // Each pair: the first text makes its key the one predicted next; the second spells it
    // differently (escaped, cut, a lone surrogate), and must be read from its own text.
    const pairs = [
      ['{"\u{1F600}": 1}', '{"\ud83d": 2}'],
      ['{"a\\\\": 1}', '{"a\\": 2, "b": 3}'],
      ['{"a\\"b": 1}', '{"a": 2}'],
      ['{"io_bytes": 1}', '{"io_byte": 2}'],
      ['{"io_bytes": 1}', '{"io_bytes2": 2}'],
      ['{"io_bytes": 1}', '{"io_bytes'],
    ];
    for (const [first, second] of pairs) {
      for (const text of [first, second, first, second] as string[]) {
        let expected: unknown;
        try {
          expected = JSON.stringify(JSON.parse(text));
        } catch {
          expected = "rejected";
        }
        let actual: unknown;
        try {
          actual = JSON.stringify(parse(text));
        } catch {
          actual = "rejected";
        }
        expect(actual, text).toBe(expected);
      }
    }
  });

  it("formats paths", () => {
    expect(formatPath(["jobs", 0, "job options", "bs"])).toBe('jobs[0]["job options"].bs');
    expect(formatPath(["fio version"])).toBe('["fio version"]');
  });
});
