/**
 * A small JSON parser for fio output, written because JSON.parse cannot do three things
 * this project needs:
 *  - see duplicate keys (fio 2.x writes `"0.00" : 0` several times in percentile maps);
 *  - bound the nesting depth while parsing, so a hostile 10,000-deep file is refused
 *    at depth FIO_MAX_DEPTH + 1 instead of exhausting the stack;
 *  - tell a truncated file (input ends inside a value) from a syntax error.
 *
 * It also reads what fio's printf-based writer can emit that strict JSON forbids:
 * `nan`, `-nan`, `inf`, `-inf` (and `NaN`, `Infinity`) for floats printed with "%f",
 * raw control characters inside strings (fio escapes only `\` and `"`), and leading
 * zeros in numbers. Everything else follows RFC 8259.
 *
 * Duplicate keys: the last value wins, as with JSON.parse, jq and Python, so our values
 * agree with every other tool reading the same file; each duplicate is reported to the
 * caller, who decides whether it matters (see parse.ts).
 *
 * Objects are Maps (key order kept), so keys like "__proto__" are plain data.
 */
import { FioParseError } from "./errors";

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
/**
 * Objects are Maps: several times faster than plain objects for fio's numeric keys
 * (json+ bins, percentile maps), and free of prototype keys ("__proto__", "constructor").
 */
export type JsonObject = Map<string, JsonValue>;

/**
 * A json+ `bins` object (fio 3.x: `"<bucket value in ns>" : <count>`, ~1,000 per direction)
 * read straight into two number arrays: building a Map of that many fresh string keys,
 * then turning each key back into a number, was most of the time and garbage of a json+
 * file. The parser makes one only when every key is a canonical non-negative integer, in
 * strictly ascending order (as fio writes them; so no key repeats), and every count a
 * plain non-negative integer; anything else is read as an ordinary Map (json.ts).
 *
 * It is still a Map for every other reader of the tree: the string-keyed entries are built
 * on the first Map access. parse.ts reads the arrays directly.
 */
export class JsonBins extends Map<string, JsonValue> {
  /** Bucket keys, strictly ascending. */
  readonly bucketKeys: Float64Array;
  /** The count of each key, same index. */
  readonly counts: Float64Array;
  /** The sum of the counts, added in order. */
  readonly total: number;
  private expanded = false;
  private changed = false;

  constructor(bucketKeys: Float64Array, counts: Float64Array, total: number) {
    super();
    this.bucketKeys = bucketKeys;
    this.counts = counts;
    this.total = total;
  }

  /** False once the Map was changed: the arrays no longer describe it. */
  get arraysCurrent(): boolean {
    return !this.changed;
  }

  private expand(): void {
    if (this.expanded) return;
    this.expanded = true;
    const keys = this.bucketKeys;
    const counts = this.counts;
    for (let i = 0; i < keys.length; i++) super.set(String(keys[i]), counts[i] as number);
  }

  override get(key: string): JsonValue | undefined {
    this.expand();
    return super.get(key);
  }
  override has(key: string): boolean {
    this.expand();
    return super.has(key);
  }
  override set(key: string, value: JsonValue): this {
    this.expand();
    this.changed = true;
    return super.set(key, value);
  }
  override delete(key: string): boolean {
    this.expand();
    this.changed = true;
    return super.delete(key);
  }
  override clear(): void {
    this.expanded = true;
    this.changed = true;
    super.clear();
  }
  override forEach(callback: (value: JsonValue, key: string, map: Map<string, JsonValue>) => void, thisArg?: unknown): void {
    this.expand();
    super.forEach(callback, thisArg);
  }
  override keys(): MapIterator<string> {
    this.expand();
    return super.keys();
  }
  override values(): MapIterator<JsonValue> {
    this.expand();
    return super.values();
  }
  override entries(): MapIterator<[string, JsonValue]> {
    this.expand();
    return super.entries();
  }
  override [Symbol.iterator](): MapIterator<[string, JsonValue]> {
    this.expand();
    return super[Symbol.iterator]();
  }

  static {
    // `size` is a data property in TypeScript's Map type: it can only become an accessor here.
    Object.defineProperty(JsonBins.prototype, "size", {
      get(this: JsonBins): number {
        this.expand();
        return Reflect.get(Map.prototype, "size", this) as number;
      },
    });
  }
}

export interface DuplicateKey {
  /** Path of the object holding the key, e.g. `jobs[0].read.clat.percentile`. */
  objectPath: string;
  key: string;
}

export interface JsonParseResult {
  value: JsonValue;
  /** Index just after the value. */
  end: number;
  duplicates: DuplicateKey[];
  /** Duplicates seen in all (only the first MAX_RECORDED_DUPLICATES are listed). */
  duplicateCount: number;
  /** Paths of nan/inf tokens (first MAX_RECORDED_DUPLICATES). */
  nonFinitePaths: string[];
  nonFiniteCount: number;
}

const MAX_RECORDED = 200;

const CH_TAB = 9;
const CH_LF = 10;
const CH_CR = 13;
const CH_SPACE = 32;
const CH_QUOTE = 34;
const CH_COMMA = 44;
const CH_MINUS = 45;
const CH_PLUS = 43;
const CH_DOT = 46;
const CH_0 = 48;
const CH_9 = 57;
const CH_COLON = 58;
const CH_LBRACKET = 91;
const CH_BACKSLASH = 92;
const CH_RBRACKET = 93;
const CH_LBRACE = 123;
const CH_RBRACE = 125;
const CH_E = 69;
const CH_e = 101;

/** 10^0 .. 10^15, all exact doubles. */
const POW10 = Array.from({ length: 16 }, (_, k) => 10 ** k);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `jobs[0].read["fio version"]` style path from a key stack. */
export function formatPath(keys: ReadonlyArray<string | number | null>): string {
  let out = "";
  for (const key of keys) {
    if (key === null) continue;
    if (typeof key === "number") out += `[${key}]`;
    else if (IDENTIFIER.test(key)) out += out === "" ? key : `.${key}`;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out;
}

/** 1-based line and column of a string index. */
export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const stop = Math.min(index, text.length);
  for (let i = 0; i < stop; i++) {
    if (text.charCodeAt(i) === CH_LF) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: stop - lineStart + 1 };
}

function describeChar(text: string, index: number): string {
  const c = text.charAt(index);
  const code = text.charCodeAt(index);
  if (code < 32 || code === 127) return `control character U+${code.toString(16).padStart(4, "0").toUpperCase()}`;
  return JSON.stringify(c);
}

/**
 * Scratch space for parseBins, shared by every parse: parsing is synchronous and a bins
 * object holds no other, so one parse never finds it in use. Each JsonBins gets a copy.
 */
let binKeys: Float64Array = new Float64Array(1024);
let binCounts: Float64Array = new Float64Array(1024);

const SCRATCH_KEPT = 1 << 16;

/** Drop scratch space grown for an unusually large bins object instead of keeping it. */
function releaseScratch(): void {
  if (binKeys.length > SCRATCH_KEPT) {
    binKeys = new Float64Array(1024);
    binCounts = new Float64Array(1024);
  }
}

function grow(array: Float64Array): Float64Array {
  const bigger = new Float64Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

class TolerantJsonParser {
  private i: number;
  private depth = 0;
  /** pathKeys[d] is the key or index being parsed inside the container at depth d+1. */
  private readonly pathKeys: Array<string | number | null> = [];
  readonly duplicates: DuplicateKey[] = [];
  duplicateCount = 0;
  readonly nonFinitePaths: string[] = [];
  nonFiniteCount = 0;

  constructor(
    private readonly s: string,
    start: number,
    private readonly maxDepth: number,
  ) {
    this.i = start;
  }

  get index(): number {
    return this.i;
  }

  private currentPath(): string {
    return formatPath(this.pathKeys.slice(0, this.depth));
  }

  private where(index: number): string {
    const { line, column } = lineAndColumn(this.s, index);
    return `line ${line}, column ${column}`;
  }

  private truncated(): never {
    const path = this.currentPath();
    const inside = path ? ` inside ${path}` : "";
    throw new FioParseError(
      "truncated",
      `The JSON ends unexpectedly${inside} (${this.where(this.s.length)}): the file looks truncated. Was fio interrupted, or the file cut off while copying or uploading?`,
      path || null,
    );
  }

  private syntax(expected: string): never {
    if (this.i >= this.s.length) this.truncated();
    const path = this.currentPath();
    const inside = path ? ` in ${path}` : "";
    throw new FioParseError(
      "not_json",
      `Invalid JSON at ${this.where(this.i)}${inside}: expected ${expected}, found ${describeChar(this.s, this.i)}.`,
      path || null,
    );
  }

  private skipWs(): void {
    const s = this.s;
    const n = s.length;
    let i = this.i;
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) i++;
      else break;
    }
    this.i = i;
  }

  parseValue(): JsonValue {
    const s = this.s;
    const n = s.length;
    let i = this.i;
    let c = s.charCodeAt(i);
    while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = s.charCodeAt(++i);
    this.i = i;
    if (i >= n) this.truncated();
    if (c === CH_LBRACE) return this.parseObject();
    if (c === CH_LBRACKET) return this.parseArray();
    if (c === CH_QUOTE) return this.parseString();
    if (c === CH_MINUS || (c >= CH_0 && c <= CH_9)) return this.parseNumber();
    return this.parseWord();
  }

  private enter(): void {
    this.depth++;
    if (this.depth > this.maxDepth) {
      const path = formatPath(this.pathKeys.slice(0, this.depth - 1));
      throw new FioParseError(
        "too_deep",
        `The JSON nests deeper than ${this.maxDepth} levels at ${this.where(this.i)}${path ? ` (in ${path})` : ""}; fio output never nests that deep.`,
        path || null,
      );
    }
  }

  /** At "{": enter it; false when it is empty (already consumed, depth restored). */
  private openObject(slot: number): boolean {
    this.enter();
    this.i++; // {
    this.pathKeys[slot] = null;
    this.skipWs();
    if (this.i >= this.s.length) this.truncated();
    if (this.s.charCodeAt(this.i) === CH_RBRACE) {
      this.i++;
      this.depth--;
      return false;
    }
    return true;
  }

  private parseObject(): JsonObject {
    const slot = this.depth; // the new object's depth - 1
    const obj: JsonObject = new Map();
    if (!this.openObject(slot)) return obj;
    return this.objectMembers(obj, slot);
  }

  /**
   * The members of an object from the start of a member (after "{" or "," and blanks) to
   * its "}". Duplicates are seen by the Map not growing (one lookup instead of has + set).
   */
  private objectMembers(obj: JsonObject, slot: number): JsonObject {
    const s = this.s;
    const n = s.length;
    for (;;) {
      if (this.i >= n) this.truncated();
      if (s.charCodeAt(this.i) !== CH_QUOTE) this.syntax("a quoted key");
      const key = this.parseString();
      this.skipWs();
      if (this.i >= n) this.truncated();
      if (s.charCodeAt(this.i) !== CH_COLON) this.syntax('":" after a key');
      this.i++;
      this.pathKeys[slot] = key;
      let value: JsonValue;
      if (key === "bins") {
        this.skipWs();
        value = s.charCodeAt(this.i) === CH_LBRACE ? this.parseBins() : this.parseValue();
      } else {
        value = this.parseValue();
      }
      const size = obj.size;
      obj.set(key, value);
      if (obj.size === size) this.recordDuplicate(slot, key);
      this.pathKeys[slot] = null;
      let i = this.i;
      let c = s.charCodeAt(i);
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = s.charCodeAt(++i);
      if (i >= n) {
        this.i = i;
        this.truncated();
      }
      if (c === CH_COMMA) {
        c = s.charCodeAt(++i);
        while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = s.charCodeAt(++i);
        this.i = i;
        continue;
      }
      this.i = i;
      if (c === CH_RBRACE) {
        this.i++;
        break;
      }
      this.syntax('"," or "}"');
    }
    this.depth--;
    return obj;
  }

  /**
   * A `bins` object, read into a JsonBins while it has fio's shape: `"<integer>" : <integer>`
   * with keys ascending. At the first member that differs (or any error), the members read
   * so far go into an ordinary Map and objectMembers goes on from that member's start, so
   * the result, duplicates and errors are exactly those of the general path.
   */
  private parseBins(): JsonObject {
    const slot = this.depth;
    if (!this.openObject(slot)) return new Map();
    const s = this.s;
    let keys = binKeys;
    let counts = binCounts;
    let length = 0;
    let total = 0;
    let previous = -1;
    let i = this.i;
    for (;;) {
      const memberStart = i;
      if (s.charCodeAt(i) !== CH_QUOTE) break;
      // Key: a canonical non-negative integer ("0" or no leading zero), at most 15 digits.
      let j = i + 1;
      let c = s.charCodeAt(j);
      if (c < CH_0 || c > CH_9) break;
      let key = c - CH_0;
      c = s.charCodeAt(++j);
      if (key !== 0) {
        while (c >= CH_0 && c <= CH_9) {
          key = key * 10 + (c - CH_0);
          c = s.charCodeAt(++j);
        }
      }
      if (c !== CH_QUOTE || j - i - 1 > 15 || key <= previous) break;
      c = s.charCodeAt(++j);
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = s.charCodeAt(++j);
      if (c !== CH_COLON) break;
      c = s.charCodeAt(++j);
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = s.charCodeAt(++j);
      // Count: digits only (at most 15), not followed by a fraction or an exponent.
      const countStart = j;
      let count = 0;
      while (c >= CH_0 && c <= CH_9) {
        count = count * 10 + (c - CH_0);
        c = s.charCodeAt(++j);
      }
      if (j === countStart || j - countStart > 15 || c === CH_DOT || c === CH_e || c === CH_E) break;
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = s.charCodeAt(++j);
      if (c === CH_COMMA || c === CH_RBRACE) {
        if (length === keys.length) {
          keys = grow(keys);
          counts = grow(counts);
          binKeys = keys;
          binCounts = counts;
        }
        keys[length] = key;
        counts[length] = count;
        total += count;
        length++;
      }
      if (c === CH_COMMA) {
        previous = key;
        c = s.charCodeAt(++j);
        while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = s.charCodeAt(++j);
        i = j;
        continue;
      }
      if (c === CH_RBRACE) {
        this.i = j + 1;
        this.depth--;
        const bins = new JsonBins(keys.slice(0, length), counts.slice(0, length), total);
        releaseScratch();
        return bins;
      }
      i = memberStart;
      break;
    }
    // Not fio's shape from here on: the general path, from the start of this member.
    this.i = i;
    const obj: JsonObject = new Map();
    for (let k = 0; k < length; k++) obj.set(String(keys[k]), counts[k] as number);
    releaseScratch();
    return this.objectMembers(obj, slot);
  }

  private recordDuplicate(slot: number, key: string): void {
    this.duplicateCount++;
    if (this.duplicates.length < MAX_RECORDED) {
      this.duplicates.push({ objectPath: formatPath(this.pathKeys.slice(0, slot)), key });
    }
  }

  private parseArray(): JsonValue[] {
    this.enter();
    this.i++; // [
    const arr: JsonValue[] = [];
    const s = this.s;
    const n = s.length;
    const slot = this.depth - 1;
    this.skipWs();
    if (this.i >= n) this.truncated();
    if (s.charCodeAt(this.i) === CH_RBRACKET) {
      this.i++;
      this.depth--;
      return arr;
    }
    for (;;) {
      this.pathKeys[slot] = arr.length;
      arr.push(this.parseValue());
      let i = this.i;
      let c = s.charCodeAt(i);
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = s.charCodeAt(++i);
      this.i = i;
      if (i >= n) this.truncated();
      if (c === CH_COMMA) {
        this.i++;
        continue;
      }
      if (c === CH_RBRACKET) {
        this.i++;
        break;
      }
      this.syntax('"," or "]"');
    }
    this.depth--;
    return arr;
  }

  /** Index of the next backslash at or after the last lookup (-1: none left); found lazily. */
  private nextBackslash = -2;

  private parseString(): string {
    const s = this.s;
    const start = this.i + 1;
    const quote = s.indexOf('"', start);
    if (quote < 0) {
      this.i = s.length;
      const backslash = s.indexOf("\\", start);
      if (backslash >= 0) return this.parseEscapedString(start, backslash);
      return this.truncated();
    }
    if (this.nextBackslash !== -1 && this.nextBackslash < start) this.nextBackslash = s.indexOf("\\", start);
    if (this.nextBackslash !== -1 && this.nextBackslash < quote) return this.parseEscapedString(start, this.nextBackslash);
    this.i = quote + 1;
    return s.slice(start, quote);
  }

  private parseEscapedString(start: number, firstEscape: number): string {
    const s = this.s;
    const n = s.length;
    let out = s.slice(start, firstEscape);
    let i = firstEscape;
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c === CH_QUOTE) {
        this.i = i + 1;
        return out;
      }
      if (c !== CH_BACKSLASH) {
        let j = i + 1;
        while (j < n) {
          const d = s.charCodeAt(j);
          if (d === CH_QUOTE || d === CH_BACKSLASH) break;
          j++;
        }
        out += s.slice(i, j);
        i = j;
        continue;
      }
      if (i + 1 >= n) {
        this.i = n;
        this.truncated();
      }
      const e = s.charAt(i + 1);
      switch (e) {
        case '"':
          out += '"';
          break;
        case "\\":
          out += "\\";
          break;
        case "/":
          out += "/";
          break;
        case "b":
          out += "\b";
          break;
        case "f":
          out += "\f";
          break;
        case "n":
          out += "\n";
          break;
        case "r":
          out += "\r";
          break;
        case "t":
          out += "\t";
          break;
        case "u": {
          if (i + 6 > n) {
            this.i = n;
            this.truncated();
          }
          const hex = s.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            this.i = i;
            this.syntax("four hex digits after \\u");
          }
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
          continue;
        }
        default:
          this.i = i;
          this.syntax('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)');
      }
      i += 2;
    }
    this.i = n;
    return this.truncated();
  }

  private parseNumber(): number {
    const s = this.s;
    const n = s.length;
    const start = this.i;
    let i = start;
    let c = s.charCodeAt(i);
    let negative = false;
    if (c === CH_MINUS) {
      negative = true;
      i++;
      if (i >= n) {
        this.i = i;
        this.truncated();
      }
      c = s.charCodeAt(i);
      if (!(c >= CH_0 && c <= CH_9)) {
        this.i = i;
        const word = this.parseWord();
        if (typeof word === "number") return -word;
        this.i = start;
        return this.syntax("a number");
      }
    }
    let value = 0;
    const digitsStart = i;
    while (i < n) {
      c = s.charCodeAt(i);
      if (c < CH_0 || c > CH_9) break;
      value = value * 10 + (c - CH_0);
      i++;
    }
    let simple = i - digitsStart <= 15;
    let fractionDigits = 0;
    if (i < n && c === CH_DOT) {
      i++;
      const fracStart = i;
      while (i < n) {
        c = s.charCodeAt(i);
        if (c < CH_0 || c > CH_9) break;
        value = value * 10 + (c - CH_0);
        i++;
      }
      if (i === fracStart) {
        this.i = i;
        this.syntax("a digit after the decimal point");
      }
      fractionDigits = i - fracStart;
      // All digits as one integer below 10^15 (< 2^53, exact) over an exact power of ten:
      // IEEE division rounds once, correctly, so this is the value Number() gives.
      simple = i - digitsStart - 1 <= 15;
    }
    if (i < n && (c === CH_e || c === CH_E)) {
      simple = false;
      i++;
      if (i < n) {
        c = s.charCodeAt(i);
        if (c === CH_PLUS || c === CH_MINUS) i++;
      }
      const expStart = i;
      while (i < n) {
        c = s.charCodeAt(i);
        if (c < CH_0 || c > CH_9) break;
        i++;
      }
      if (i === expStart) {
        this.i = i;
        this.syntax("a digit in the exponent");
      }
    }
    this.i = i;
    if (simple) {
      if (fractionDigits > 0) value /= POW10[fractionDigits] as number;
      return negative ? -value : value;
    }
    const parsed = Number(s.slice(start, i));
    if (!Number.isFinite(parsed)) this.noteNonFinite();
    return parsed;
  }

  private noteNonFinite(): void {
    this.nonFiniteCount++;
    if (this.nonFinitePaths.length < MAX_RECORDED) this.nonFinitePaths.push(this.currentPath());
  }

  /** true / false / null and fio's printf spellings of non-finite floats. */
  private parseWord(): JsonValue {
    const s = this.s;
    const start = this.i;
    let i = start;
    while (i < s.length && i - start < 16) {
      const c = s.charCodeAt(i) | 0x20;
      if (c < 97 || c > 122) break; // a-z, case-insensitively
      i++;
    }
    const word = s.slice(start, i);
    const lower = word.toLowerCase();
    const atEnd = i >= s.length;
    const literals: Array<[string, JsonValue, boolean]> = [
      ["true", true, false],
      ["false", false, false],
      ["null", null, false],
      ["nan", NaN, true],
      ["inf", Infinity, true],
      ["infinity", Infinity, true],
    ];
    for (const [text, value, caseInsensitive] of literals) {
      if ((caseInsensitive ? lower : word) === text) {
        this.i = i;
        if (typeof value === "number") this.noteNonFinite();
        return value;
      }
    }
    // The input ends in the middle of a literal, e.g. "tr".
    if (atEnd && word.length > 0 && literals.some(([text]) => text.startsWith(lower))) {
      this.i = i;
      this.truncated();
    }
    return this.syntax("a JSON value");
  }
}

/**
 * Parse one JSON value starting at `start` (leading whitespace allowed). Throws
 * FioParseError (not_json, truncated, too_deep) on failure; never any other exception
 * for string input.
 */
export function parseTolerantJson(text: string, start: number, maxDepth: number): JsonParseResult {
  const parser = new TolerantJsonParser(text, start, maxDepth);
  const value = parser.parseValue();
  return {
    value,
    end: parser.index,
    duplicates: parser.duplicates,
    duplicateCount: parser.duplicateCount,
    nonFinitePaths: parser.nonFinitePaths,
    nonFiniteCount: parser.nonFiniteCount,
  };
}

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return value instanceof Map;
}

/** Plain objects instead of Maps, e.g. to compare with JSON.parse. */
export function toPlainJson(value: JsonValue): unknown {
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value) Object.defineProperty(out, k, { value: toPlainJson(v), enumerable: true, writable: true, configurable: true });
    return out;
  }
  if (Array.isArray(value)) return value.map(toPlainJson);
  return value;
}
