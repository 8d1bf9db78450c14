import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIO_ERROR_CODES, FioParseError, parseFio, parseFioDetailed } from "./index";
import { MALFORMED_CASES } from "./malformed-cases";
import { REAL_FIO_3_34_RANDREAD } from "./samples";

describe("malformed inputs are rejected with a stable code and a readable message", () => {
  it("the table has at least 15 cases with distinct names", () => {
    expect(MALFORMED_CASES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(MALFORMED_CASES.map((c) => c.name)).size).toBe(MALFORMED_CASES.length);
  });

  for (const c of MALFORMED_CASES) {
    it(`${c.name} -> ${c.expectedCode}`, () => {
      let result: ReturnType<typeof parseFio> | undefined;
      expect(() => {
        result = parseFio(c.bytes);
      }).not.toThrow();
      expect(result!.ok).toBe(false);
      if (result!.ok) return;
      const error = result!.error;
      expect(error).toBeInstanceOf(FioParseError);
      expect(error.code).toBe(c.expectedCode);
      expect(Object.keys(FIO_ERROR_CODES)).toContain(error.code);
      // Readable: a sentence, no stack trace, no "undefined"/"[object Object]".
      expect(error.message.length).toBeGreaterThan(20);
      expect(error.message.length).toBeLessThan(1000);
      expect(error.message).not.toMatch(/undefined|\[object |\n\s+at /);
      expect(JSON.parse(JSON.stringify(error))).toEqual({ code: error.code, message: error.message, path: error.path });
    });
  }

  it("string inputs give the same code as their UTF-8 bytes", () => {
    for (const c of MALFORMED_CASES) {
      if (typeof c.bytes !== "string") continue;
      const fromBytes = parseFio(new TextEncoder().encode(c.bytes));
      expect(fromBytes.ok ? "ok" : fromBytes.error.code, c.name).toBe(c.expectedCode);
    }
  });

  it("names the offending field", () => {
    const negative = MALFORMED_CASES.find((c) => c.name === "negative bandwidth")!;
    const result = parseFio(negative.bytes);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.path).toBe("jobs[0].read.bw_bytes");
      expect(result.error.message).toMatch(/negative/);
    }
    const beyond = parseFio(MALFORMED_CASES.find((c) => c.name.startsWith("bandwidth beyond"))!.bytes);
    if (!beyond.ok) expect(beyond.error.message).toMatch(/MAX_BANDWIDTH_BYTES_PER_SEC/);
  });

  it("a syntax error and a truncation give the line", () => {
    const syntax = parseFio(MALFORMED_CASES.find((c) => c.name.startsWith("syntax error"))!.bytes);
    if (!syntax.ok) expect(syntax.error.message).toMatch(/line \d+, column \d+/);
    const truncated = parseFio(MALFORMED_CASES.find((c) => c.name.startsWith("real fio file cut off"))!.bytes);
    if (!truncated.ok) expect(truncated.error.message).toMatch(/truncated/);
  });

  it("is not stack-bound: 1,000,000-deep nesting is refused quickly", () => {
    const start = performance.now();
    const result = parseFio("[".repeat(1_000_000));
    expect(result.ok ? "ok" : result.error.code).toBe("too_deep");
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe("robustness", () => {
  const REAL = REAL_FIO_3_34_RANDREAD.slice(REAL_FIO_3_34_RANDREAD.indexOf("{"));
  const trimmedEnd = REAL.trimEnd().length;

  it("every prefix of a real file is either complete or 'truncated'", () => {
    for (let cut = 1; cut < REAL.length; cut++) {
      const result = parseFio(REAL.slice(0, cut));
      const code = result.ok ? "ok" : result.error.code;
      expect(code, `cut at ${cut}`).toBe(cut >= trimmedEnd ? "ok" : "truncated");
    }
  });

  const codes = new Set(Object.keys(FIO_ERROR_CODES).filter((c) => c !== "parser_failed"));

  it("never throws and never fails internally on random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        const result = parseFioDetailed(bytes);
        return result.ok || codes.has(result.error.code);
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws and never fails internally on random JSON-ish text", () => {
    const token = fc.constantFrom(
      "{",
      "}",
      "[",
      "]",
      ",",
      ":",
      '"',
      "\\",
      "nan",
      "-",
      "1e400",
      "0",
      "null",
      '"jobs"',
      '"fio version"',
      '"read"',
      '"io_bytes"',
      " ",
      "\n",
      "x",
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 200 }), (tokens) => {
        const result = parseFioDetailed(tokens.join(""));
        return result.ok || codes.has(result.error.code);
      }),
      { numRuns: 3000 },
    );
  });

  it("never throws on a real file with one random byte changed", () => {
    const bytes = new TextEncoder().encode(REAL);
    fc.assert(
      fc.property(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 }), (at, value) => {
        const copy = bytes.slice();
        copy[at] = value;
        const result = parseFioDetailed(copy);
        return result.ok || codes.has(result.error.code);
      }),
      { numRuns: 3000 },
    );
  });

  it("answers non-string input from JavaScript callers with a rejection", () => {
    for (const bad of [null, undefined, 42, {}, []]) {
      const result = parseFio(bad as unknown as string);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe("not_json");
    }
  });
});
