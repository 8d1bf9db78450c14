import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import graph as a check: no file imports itself through others, and no two folders
 * (lib/<folder>, server/<folder>, app, components, cli) import each other, directly or
 * round a longer loop. Type-only imports count too: a loop of types is still a knot.
 * Tests are left out (a test may reach anywhere to check it).
 */
const ROOT = join(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']/gm;
/** Imports that load code (not `import type`). */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*["']([^"']+)["']/gm;
/** Imports a browser bundle cannot hold: Node's built-ins, the database driver and client. */
const SERVER_ONLY = /^(node:|fs$|path$|pg$|@prisma\/|@\/lib\/generated\/)/;

/** Each source file is read once, however many graphs and walks look at it. */
const texts = new Map<string, string>();
function textOf(file: string): string {
  let text = texts.get(file);
  if (text === undefined) texts.set(file, (text = readFileSync(join(ROOT, file), "utf8")));
  return text;
}

function sourceFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" }).split(
    "\n",
  );
  return listed.filter(
    (p) =>
      SOURCE.test(p) &&
      !TEST.test(p) &&
      !p.startsWith("lib/generated/") &&
      !p.startsWith("node_modules/") &&
      existsSync(join(ROOT, p)),
  );
}

function importGraph(pattern: RegExp = IMPORT): Map<string, string[]> {
  const files = sourceFiles();
  const known = new Set(files);
  const resolveImport = (from: string, spec: string): string | null => {
    const base = spec.startsWith("@/")
      ? spec.slice(2)
      : spec.startsWith(".")
        ? posix.normalize(posix.join(posix.dirname(from), spec))
        : null;
    if (base === null) return null;
    return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((p) => known.has(p)) ?? null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = textOf(file);
    const targets = [...text.matchAll(pattern)]
      .map((m) => resolveImport(file, m[1]!))
      .filter((t): t is string => t !== null && !TEST.test(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one node (Tarjan), each a loop. */
function loops(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Every file `entry` loads (value imports), and the server-only modules among their imports. */
function serverOnlyImportsOf(entry: string, graph: Map<string, string[]>): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  const found: string[] = [];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = textOf(file);
    for (const m of text.matchAll(VALUE_IMPORT)) if (SERVER_ONLY.test(m[1]!)) found.push(`${file} -> ${m[1]}`);
    stack.push(...(graph.get(file) ?? []));
  }
  return found;
}

function folderOf(file: string): string {
  const parts = file.split("/");
  return (parts[0] === "lib" || parts[0] === "server") && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

describe("import graph", () => {
  const graph = importGraph();

  it("reads the whole source tree", () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get("lib/model/index.ts")!.length).toBeGreaterThan(10);
  });

  it("has no loop between files", () => {
    expect(loops(graph)).toEqual([]);
  });

  it("has no loop between folders", () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (!folders.has(from)) folders.set(from, new Set());
      for (const target of targets) if (folderOf(target) !== from) folders.get(from)!.add(folderOf(target));
    }
    expect(loops(new Map([...folders].map(([k, v]) => [k, [...v]])))).toEqual([]);
  });

  it("keeps Node built-ins and the database out of the model's entry and every client component", () => {
    // A page's client bundle imports the model through its index: one file reader in the
    // model's graph and the production build fails (Turbopack: external module node:fs).
    const clientEntries = [...graph.keys()].filter((f) => /^\s*["']use client["']/.test(textOf(f)));
    expect(clientEntries.length).toBeGreaterThan(10);
    const valueGraph = importGraph(VALUE_IMPORT);
    for (const entry of ["lib/model/index.ts", ...clientEntries])
      expect(serverOnlyImportsOf(entry, valueGraph), entry).toEqual([]);
  });
});
