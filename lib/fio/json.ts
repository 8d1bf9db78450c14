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
 * Objects are JsonObjects (key order kept, like a Map), so keys like "__proto__" are plain data.
 */
import { FioParseError } from "./errors";

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;

/** A shape's keys up to this many are found by comparing them in turn; beyond, through an index Map. */
const LINEAR_KEYS = 8;
/** Objects with more members keep their own keys (no shape): shapes stay small. */
const SHAPE_MEMBERS = 64;
/** Shapes kept across parses; past this the cache starts over, so memory stays bounded. */
const SHAPE_LIMIT = 10_000;

/**
 * The key sequence of objects, shared as V8 shares hidden classes: fio writes the same keys
 * in the same order in every job and direction, so adding a member is usually following the
 * transition taken last time from the same shape, one string comparison. That transition
 * also says the key is not already in the object; only a new transition looks for a
 * duplicate. Objects of one shape share its index for lookups.
 */
class Shape {
  private index: Map<string, number> | null = null;
  /** The transition taken last, read first (and by JsonObject.predictKey). */
  lastKey: string | null = null;
  lastNext: Shape | null = null;
  private transitions: Map<string, Shape> | null = null;
  /** The code units of the last key, or null when it holds '"' or '\\' (its text is escaped). */
  readonly lastKeyCodes: Uint16Array | null;

  constructor(readonly keys: readonly string[]) {
    const key = keys[keys.length - 1];
    this.lastKeyCodes = key === undefined || key.includes('"') || key.includes("\\") ? null : codeUnits(key);
  }

  indexOf(key: string): number {
    const keys = this.keys;
    const n = keys.length;
    if (n <= LINEAR_KEYS) {
      for (let k = 0; k < n; k++) if (keys[k] === key) return k;
      return -1;
    }
    let index = this.index;
    if (index === null) {
      index = new Map();
      for (let k = 0; k < n; k++) index.set(keys[k] as string, k);
      this.index = index;
    }
    return index.get(key) ?? -1;
  }

  /**
   * The shape with `key` added; null when `key` is one of this shape's keys already;
   * NO_SHAPE when this parse may make no more shapes.
   */
  with(key: string): Shape | null {
    const last = this.lastKey;
    if (last !== null && last.length === key.length && last === key) return this.lastNext;
    let next = this.transitions?.get(key);
    if (next === undefined) {
      if (this.indexOf(key) >= 0) return null;
      if (newShapesLeft <= 0) return NO_SHAPE;
      newShapesLeft--;
      next = newShape([...this.keys, ownCopy(key)]);
      (this.transitions ??= new Map()).set(key, next);
    }
    this.lastKey = next.keys[next.keys.length - 1] as string;
    this.lastNext = next;
    return next;
  }
}

function codeUnits(key: string): Uint16Array {
  const units = new Uint16Array(key.length);
  for (let k = 0; k < key.length; k++) units[k] = key.charCodeAt(k);
  return units;
}

let shapeCount = 0;
let emptyShape = new Shape([]);
const NO_SHAPE = new Shape([]);

/**
 * New shapes one parse may make (a fio file needs a few hundred once). Past it, objects
 * that would need one keep their own keys: input with ever new keys is then read at the
 * speed of a Map per object, instead of paying for a shape per member.
 */
const SHAPES_PER_PARSE = 2_000;
let newShapesLeft = SHAPES_PER_PARSE;

function newShape(keys: string[]): Shape {
  if (++shapeCount > SHAPE_LIMIT) {
    shapeCount = 0;
    emptyShape = new Shape([]);
  }
  return new Shape(keys);
}

/**
 * A copy of a key that does not point into the parsed text (V8 slices long substrings
 * instead of copying them), so the shape cache never keeps a whole input alive.
 */
function ownCopy(key: string): string {
  return key.length < 13 ? key : (JSON.parse(JSON.stringify(key)) as string);
}

/**
 * A JSON object: its values in an array, its keys in a shared Shape (or, past SHAPE_MEMBERS,
 * its own array and index Map), in the order first seen. A Map per object was half the
 * parsing time of a small fio file (a fresh hash for every key, tables regrown as members
 * arrive). Reads like a read-only Map, with the same order and values (a repeated key
 * keeps its first place and its last value), and keys such as "__proto__" are plain data.
 */
export class JsonObject implements Iterable<[string, JsonValue]> {
  private shape: Shape | null = emptyShape;
  private ownKeys: string[] | null = null;
  private ownIndex: Map<string, number> | null = null;
  protected readonly valueList: JsonValue[] = [];

  get size(): number {
    return this.valueList.length;
  }

  /** The key and value of the k-th member (0 <= k < size): a loop without an iterator. */
  keyAt(k: number): string {
    return (this.shape !== null ? this.shape.keys[k] : (this.ownKeys as string[])[k]) as string;
  }
  valueAt(k: number): JsonValue {
    return this.valueList[k] as JsonValue;
  }

  private indexOf(key: string): number {
    if (this.shape !== null) return this.shape.indexOf(key);
    return (this.ownIndex as Map<string, number>).get(key) ?? -1;
  }

  /**
   * For the parser, at the first code unit of a key (after its '"'): the key, when the text
   * spells the one objects of this shape took next last time, else null. That key is then
   * neither sliced from the text nor compared again in add.
   */
  predictKey(u: Uint8Array | Uint16Array, start: number): string | null {
    const shape = this.shape;
    const next = shape?.lastNext;
    const codes = next?.lastKeyCodes;
    if (!codes) return null;
    const length = codes.length;
    for (let k = 0; k < length; k++) if (u[start + k] !== codes[k]) return null;
    return u[start + length] === CH_QUOTE ? (shape as Shape).lastKey : null;
  }

  get(key: string): JsonValue | undefined {
    const k = this.indexOf(key);
    return k < 0 ? undefined : this.valueList[k];
  }

  has(key: string): boolean {
    return this.indexOf(key) >= 0;
  }

  /** For the parser: add a member; false when the key was there already (its value is replaced). */
  add(key: string, value: JsonValue): boolean {
    const shape = this.shape;
    if (shape !== null) {
      const next = this.valueList.length < SHAPE_MEMBERS ? shape.with(key) : NO_SHAPE;
      if (next === null) {
        this.valueList[shape.indexOf(key)] = value;
        return false;
      }
      if (next !== NO_SHAPE) {
        this.shape = next;
        this.valueList.push(value);
        return true;
      }
      this.ownKeysFrom(shape);
    }
    const index = this.ownIndex as Map<string, number>;
    const k = index.get(key);
    if (k !== undefined) {
      this.valueList[k] = value;
      return false;
    }
    index.set(key, this.valueList.length);
    (this.ownKeys as string[]).push(key);
    this.valueList.push(value);
    return true;
  }

  private ownKeysFrom(shape: Shape): void {
    const keys = shape.keys.slice();
    const index = new Map<string, number>();
    for (let k = 0; k < keys.length; k++) index.set(keys[k] as string, k);
    this.ownKeys = keys;
    this.ownIndex = index;
    this.shape = null;
  }

  keys(): IterableIterator<string> {
    return (this.shape !== null ? this.shape.keys : (this.ownKeys as string[])).values();
  }

  *[Symbol.iterator](): IterableIterator<[string, JsonValue]> {
    for (let k = 0; k < this.size; k++) yield [this.keyAt(k), this.valueList[k] as JsonValue];
  }
}

/**
 * A json+ `bins` object (fio 3.x: `"<bucket value in ns>" : <count>`, ~1,000 per direction)
 * read straight into two number arrays: building an object of that many fresh string keys,
 * then turning each key back into a number, was most of the time and garbage of a json+
 * file. The parser makes one only when every key is a canonical non-negative integer, in
 * strictly ascending order (as fio writes them; so no key repeats), and every count a
 * plain non-negative integer; anything else is read as an ordinary JsonObject.
 *
 * It is still a JsonObject for every other reader of the tree: the string-keyed members are
 * built on first access. parse.ts reads the arrays directly.
 */
export class JsonBins extends JsonObject {
  /** Bucket keys, strictly ascending. */
  readonly bucketKeys: Float64Array;
  /** The count of each key, same index. */
  readonly counts: Float64Array;
  /** The sum of the counts, added in order. */
  readonly total: number;
  private expanded = false;

  constructor(bucketKeys: Float64Array, counts: Float64Array, total: number) {
    super();
    this.bucketKeys = bucketKeys;
    this.counts = counts;
    this.total = total;
  }

  private expand(): void {
    if (this.expanded) return;
    this.expanded = true;
    const keys = this.bucketKeys;
    const counts = this.counts;
    for (let i = 0; i < keys.length; i++) super.add(String(keys[i]), counts[i] as number);
  }

  override get size(): number {
    return this.bucketKeys.length;
  }
  override keyAt(k: number): string {
    this.expand();
    return super.keyAt(k);
  }
  override valueAt(k: number): JsonValue {
    this.expand();
    return super.valueAt(k);
  }
  override get(key: string): JsonValue | undefined {
    this.expand();
    return super.get(key);
  }
  override has(key: string): boolean {
    this.expand();
    return super.has(key);
  }
  override add(key: string, value: JsonValue): boolean {
    this.expand();
    return super.add(key, value);
  }
  override keys(): IterableIterator<string> {
    this.expand();
    return super.keys();
  }
  override [Symbol.iterator](): IterableIterator<[string, JsonValue]> {
    this.expand();
    return super[Symbol.iterator]();
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

  /**
   * `codes` holds the text's UTF-16 code units (charCodes): indexing a typed array is
   * several times faster than charCodeAt. Past the end it gives undefined, which compares
   * and computes like charCodeAt's NaN. `s` is still used to slice strings and for messages.
   */
  constructor(
    private readonly s: string,
    private readonly codes: Uint8Array | Uint16Array,
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
    const u = this.codes;
    const n = s.length;
    let i = this.i;
    while (i < n) {
      const c = u[i] as number;
      if (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) i++;
      else break;
    }
    this.i = i;
  }

  parseValue(): JsonValue {
    const s = this.s;
    const u = this.codes;
    const n = s.length;
    let i = this.i;
    let c = u[i] as number;
    while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = u[++i] as number;
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
    if ((this.codes[this.i] as number) === CH_RBRACE) {
      this.i++;
      this.depth--;
      return false;
    }
    return true;
  }

  private parseObject(): JsonObject {
    const slot = this.depth; // the new object's depth - 1
    const obj = new JsonObject();
    if (!this.openObject(slot)) return obj;
    return this.objectMembers(obj, slot);
  }

  /**
   * The members of an object from the start of a member (after "{" or "," and blanks) to
   * its "}".
   */
  private objectMembers(obj: JsonObject, slot: number): JsonObject {
    const s = this.s;
    const u = this.codes;
    const n = s.length;
    for (;;) {
      if (this.i >= n) this.truncated();
      if ((u[this.i] as number) !== CH_QUOTE) this.syntax("a quoted key");
      let key = obj.predictKey(u, this.i + 1);
      if (key !== null) this.i += key.length + 2;
      else key = this.parseString();
      this.skipWs();
      if (this.i >= n) this.truncated();
      if ((u[this.i] as number) !== CH_COLON) this.syntax('":" after a key');
      this.i++;
      this.pathKeys[slot] = key;
      let value: JsonValue;
      if (key === "bins") {
        this.skipWs();
        value = (u[this.i] as number) === CH_LBRACE ? this.parseBins() : this.parseValue();
      } else {
        value = this.parseValue();
      }
      if (!obj.add(key, value)) this.recordDuplicate(slot, key);
      this.pathKeys[slot] = null;
      let i = this.i;
      let c = u[i] as number;
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = u[++i] as number;
      if (i >= n) {
        this.i = i;
        this.truncated();
      }
      if (c === CH_COMMA) {
        c = u[++i] as number;
        while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = u[++i] as number;
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
   * so far go into an ordinary JsonObject and objectMembers goes on from that member's start, so
   * the result, duplicates and errors are exactly those of the general path.
   */
  private parseBins(): JsonObject {
    const slot = this.depth;
    if (!this.openObject(slot)) return new JsonObject();
    const u = this.codes;
    let keys = binKeys;
    let counts = binCounts;
    let length = 0;
    let total = 0;
    let previous = -1;
    let i = this.i;
    for (;;) {
      const memberStart = i;
      if ((u[i] as number) !== CH_QUOTE) break;
      // Key: a canonical non-negative integer ("0" or no leading zero), at most 15 digits.
      let j = i + 1;
      let c = u[j] as number;
      if (c < CH_0 || c > CH_9) break;
      let key = c - CH_0;
      c = u[++j] as number;
      if (key !== 0) {
        while (c >= CH_0 && c <= CH_9) {
          key = key * 10 + (c - CH_0);
          c = u[++j] as number;
        }
      }
      if (c !== CH_QUOTE || j - i - 1 > 15 || key <= previous) break;
      c = u[++j] as number;
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = u[++j] as number;
      if (c !== CH_COLON) break;
      c = u[++j] as number;
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = u[++j] as number;
      // Count: digits only (at most 15), not followed by a fraction or an exponent.
      const countStart = j;
      let count = 0;
      while (c >= CH_0 && c <= CH_9) {
        count = count * 10 + (c - CH_0);
        c = u[++j] as number;
      }
      if (j === countStart || j - countStart > 15 || c === CH_DOT || c === CH_e || c === CH_E) break;
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = u[++j] as number;
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
        c = u[++j] as number;
        while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = u[++j] as number;
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
    const obj = new JsonObject();
    for (let k = 0; k < length; k++) obj.add(String(keys[k]), counts[k] as number);
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
    const u = this.codes;
    const n = s.length;
    const slot = this.depth - 1;
    this.skipWs();
    if (this.i >= n) this.truncated();
    if ((u[this.i] as number) === CH_RBRACKET) {
      this.i++;
      this.depth--;
      return arr;
    }
    for (;;) {
      this.pathKeys[slot] = arr.length;
      arr.push(this.parseValue());
      let i = this.i;
      let c = u[i] as number;
      while (c === CH_SPACE || c === CH_LF || c === CH_CR || c === CH_TAB) c = u[++i] as number;
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

  /**
   * At a '"'. The closing quote is looked for in the code units: fio's strings are short
   * (keys of a few characters), where a loop beats a call to indexOf.
   */
  private parseString(): string {
    const u = this.codes;
    const n = u.length;
    const start = this.i + 1;
    let j = start;
    let c = u[j];
    while (j < n && c !== CH_QUOTE && c !== CH_BACKSLASH) c = u[++j];
    if (c === CH_QUOTE) {
      this.i = j + 1;
      return this.s.slice(start, j);
    }
    if (j < n) return this.parseEscapedString(start, j);
    this.i = n;
    return this.truncated();
  }

  private parseEscapedString(start: number, firstEscape: number): string {
    const s = this.s;
    const u = this.codes;
    const n = s.length;
    let out = s.slice(start, firstEscape);
    let i = firstEscape;
    while (i < n) {
      const c = u[i] as number;
      if (c === CH_QUOTE) {
        this.i = i + 1;
        return out;
      }
      if (c !== CH_BACKSLASH) {
        let j = i + 1;
        while (j < n) {
          const d = u[j] as number;
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
    const u = this.codes;
    const n = s.length;
    const start = this.i;
    let i = start;
    let c = u[i] as number;
    let negative = false;
    if (c === CH_MINUS) {
      negative = true;
      i++;
      if (i >= n) {
        this.i = i;
        this.truncated();
      }
      c = u[i] as number;
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
      c = u[i] as number;
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
        c = u[i] as number;
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
        c = u[i] as number;
        if (c === CH_PLUS || c === CH_MINUS) i++;
      }
      const expStart = i;
      while (i < n) {
        c = u[i] as number;
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
    const u = this.codes;
    const start = this.i;
    let i = start;
    while (i < s.length && i - start < 16) {
      const c = (u[i] as number) | 0x20;
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

const encoder = new TextEncoder();

/**
 * charCodes writes texts up to this long (1 MiB, fio's json output for a few hundred jobs)
 * into one reused buffer: allocating a fresh one for every small file cost more than
 * filling it. Parsing is synchronous, so a text's codes are used up before the next call.
 */
const SCRATCH_CODES_KEPT = 1 << 20;
let codeScratch = new Uint8Array(1 << 14);

/**
 * The UTF-16 code units of `text` for parseTolerantJson, made once per text when it is
 * parsed from several places; valid until the next call (it may reuse the same buffer). fio's output is ASCII: then TextEncoder copies it, one byte
 * per unit, in native code; any other text is copied unit by unit.
 */
export function charCodes(text: string): Uint8Array | Uint16Array {
  let bytes: Uint8Array;
  if (text.length <= SCRATCH_CODES_KEPT) {
    if (codeScratch.length < text.length)
      codeScratch = new Uint8Array(Math.min(SCRATCH_CODES_KEPT, Math.max(text.length, codeScratch.length * 2)));
    bytes = codeScratch.subarray(0, text.length);
  } else {
    bytes = new Uint8Array(text.length);
  }
  const { read, written } = encoder.encodeInto(text, bytes);
  if (read === text.length && written === text.length) return bytes;
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  return units;
}

/**
 * Parse one JSON value starting at `start` (leading whitespace allowed). Throws
 * FioParseError (not_json, truncated, too_deep) on failure; never any other exception
 * for string input.
 */
export function parseTolerantJson(
  text: string,
  start: number,
  maxDepth: number,
  codes: Uint8Array | Uint16Array = charCodes(text),
): JsonParseResult {
  newShapesLeft = SHAPES_PER_PARSE;
  const parser = new TolerantJsonParser(text, codes, start, maxDepth);
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
  return value instanceof JsonObject;
}

/** Plain objects instead of JsonObjects, e.g. to compare with JSON.parse. */
export function toPlainJson(value: JsonValue): unknown {
  if (value instanceof JsonObject) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value)
      Object.defineProperty(out, k, { value: toPlainJson(v), enumerable: true, writable: true, configurable: true });
    return out;
  }
  if (Array.isArray(value)) return value.map(toPlainJson);
  return value;
}
