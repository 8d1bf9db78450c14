/**
 * `npm run bench`: runs every bench script in bench/ one after the other, then collects
 * their figures (bench/results/*.json, or the printed output of scripts that write none)
 * into one section of bench/README.md, with the machine (cores, memory, CPU, Node) and
 * the date.
 *
 * Run: npm run bench [-- --only load,lighthouse] [-- --skip compare-browser] [-- --report-only]
 * --report-only rewrites the README section from the JSON already in bench/results.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const ROOT = join(import.meta.dirname, "..");
const RESULTS = join(ROOT, "bench/results");
const README = join(ROOT, "bench/README.md");
const START = "<!-- bench:results:start -->";
const END = "<!-- bench:results:end -->";
/** Longest any one bench may run before it is stopped (the load bench is the longest, ~4 min). */
const SCRIPT_TIMEOUT_MS = 20 * 60_000;
/** Printed lines kept for a bench that writes no JSON. */
const PRINTED_LINES = 25;

const { values: args } = parseArgs({
  options: { only: { type: "string" }, skip: { type: "string" }, "report-only": { type: "boolean", default: false } },
});

interface Bench {
  name: string;
  script: string;
  args?: string[];
  /** JSON files it writes under bench/results (none: its printed output is kept). */
  writes: string[];
}

function benches(): Bench[] {
  const list: Bench[] = [
    { name: "fio-parse", script: "bench/fio-parse.ts", writes: ["fio-parse.json"] },
    { name: "model-estimate", script: "bench/model-estimate.ts", writes: [] },
    { name: "pricing-refresh", script: "bench/pricing-refresh.ts", writes: [] },
    { name: "pricing-refresh-db", script: "bench/pricing-refresh-db.ts", writes: ["pricing-refresh-db.json"] },
    {
      name: "pricing-refresh-db-embedded",
      script: "bench/pricing-refresh-db.ts",
      args: ["--embedded"],
      writes: ["pricing-refresh-db-embedded.json"],
    },
    { name: "results-store", script: "bench/results-store.ts", writes: ["results-store.json"] },
    { name: "metrics-import", script: "bench/metrics-import.ts", writes: [] },
    { name: "pricing-bulk-refresh", script: "bench/pricing-bulk-refresh.ts", writes: ["pricing-bulk-refresh.json"] },
  ];
  // compare-*.ts scripts as they land (compare-browser-page.ts is the browser entry of compare-browser.ts, not a bench).
  for (const file of readdirSync(join(ROOT, "bench")).sort()) {
    const match = /^(compare-[a-z0-9-]+)\.ts$/.exec(file);
    if (!match || file.endsWith("-page.ts")) continue;
    list.push({ name: match[1]!, script: `bench/${file}`, writes: [`${match[1]}.json`] });
  }
  list.push({ name: "upload-stall", script: "bench/upload-stall.ts", writes: ["upload-stall.json"] });
  list.push({ name: "load", script: "bench/load/run.ts", writes: ["load.json"] });
  list.push({
    name: "load-postgres",
    script: "bench/load/run.ts",
    args: ["--database", "postgres", "--skip-build"],
    writes: ["load-postgres.json"],
  });
  list.push({ name: "lighthouse", script: "bench/lighthouse.ts", args: ["--skip-build"], writes: ["lighthouse.json"] });
  const only = args.only?.split(",");
  const skip = args.skip?.split(",") ?? [];
  return list.filter((b) => (!only || only.includes(b.name)) && !skip.includes(b.name));
}

interface RunOutcome {
  name: string;
  command: string;
  exitCode: number | null;
  seconds: number;
  printed: string;
}

function printedFile(name: string): string {
  return join(RESULTS, `${name}.printed.json`);
}

/** What a bench that writes no file printed at its last run (this run's, or a stored one). */
function printedOf(name: string, outcomes: RunOutcome[]): string | null {
  const outcome = outcomes.find((o) => o.name === name);
  if (outcome) return outcome.printed;
  return existsSync(printedFile(name))
    ? (JSON.parse(readFileSync(printedFile(name), "utf8")) as { printed: string }).printed
    : null;
}

function run(bench: Bench): Promise<RunOutcome> {
  const command = `npx tsx ${bench.script}${bench.args ? ` ${bench.args.join(" ")}` : ""}`;
  process.stderr.write(`\n[bench] ${bench.name}: ${command}\n`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, "node_modules/tsx/dist/cli.mjs"), bench.script, ...(bench.args ?? [])],
      { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] },
    );
    let printed = "";
    child.stdout.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
    const timer = setTimeout(() => child.kill("SIGTERM"), SCRIPT_TIMEOUT_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      // Keep the printed figures of a bench that writes no file (a .json: git-ignored like the rest).
      if (bench.writes.length === 0)
        writeFileSync(
          printedFile(bench.name),
          `${JSON.stringify({ date: new Date().toISOString(), printed }, null, 2)}\n`,
        );
      resolve({ name: bench.name, command, exitCode: code, seconds: (Date.now() - started) / 1000, printed });
    });
  });
}

/* ---------------------------------------------------------------- rendering */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function fmt(value: Json | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    if (Number.isInteger(value)) return value.toLocaleString("en-US");
    const abs = Math.abs(value);
    if (abs >= 100) return Math.round(value).toLocaleString("en-US");
    return value.toFixed(abs >= 10 ? 1 : abs >= 1 ? 2 : 3);
  }
  if (typeof value === "object") return JSON.stringify(value).replaceAll("|", "\\|").slice(0, 80);
  return String(value).replaceAll("|", "\\|");
}

function table(rows: Array<Record<string, Json>>): string {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [
    `| ${keys.join(" | ")} |`,
    `|${keys.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${keys.map((k) => fmt(r[k])).join(" | ")} |`),
  ].join("\n");
}

/** Scalars and one level of nested objects as `key | value` rows. */
function flat(data: Record<string, Json>): string {
  const rows: Array<Record<string, Json>> = [];
  for (const [key, value] of Object.entries(data)) {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value))
        if (typeof v !== "object" || v === null) rows.push({ figure: `${key}.${k}`, value: v });
    } else if (!Array.isArray(value)) rows.push({ figure: key, value });
  }
  return table(rows);
}

function renderLoad(data: Record<string, Json>): string {
  const rows = (data.rows as Array<Record<string, Json>>) ?? [];
  const lines = [
    `${fmt(data.database)}; ${fmt(data.durationSeconds)} s per target at ${fmt(data.connections)} connections, each set run twice.`,
    "",
    "| target | bytes | run | req/s | p50 ms | p99 ms | socket errors / timeouts / non-2xx | ceiling req/s | ceiling p50 / p99 ms |",
    "|---|---:|---:|---:|---:|---:|---|---:|---|",
  ];
  for (const row of rows) {
    const runs = (row.runs as Array<Record<string, Json>>) ?? [];
    const ceiling = row.ceiling as Record<string, Json> | null;
    if (row.skipped) lines.push(`| ${fmt(row.name)} | | | skipped: ${fmt(row.skipped)} | | | | | |`);
    runs.forEach((r, i) => {
      lines.push(
        `| ${i === 0 ? fmt(row.name) : ""} | ${i === 0 ? fmt(row.bytes) : ""} | ${i + 1} | ${fmt(r.requestsPerSecond)} | ${fmt(r.latencyP50Ms)} | ${fmt(r.latencyP99Ms)} | ${fmt(r.errors)} / ${fmt(r.timeouts)} / ${fmt(r.non2xx)}${Number(r.non2xx) > 0 ? ` ${fmt(r.statusCodes)}` : ""} | ${i === 0 && ceiling ? fmt(ceiling.requestsPerSecond) : ""} | ${i === 0 && ceiling ? `${fmt(ceiling.latencyP50Ms)} / ${fmt(ceiling.latencyP99Ms)}` : ""} |`,
      );
    });
  }
  const rss = (data.nextServerRssMiB ?? {}) as Record<string, Json>;
  lines.push(
    "",
    `next-server RSS (MiB): before ${fmt(rss.beforeRun1)}, after run 1 ${fmt(rss.afterRun1)}, after run 2 ${fmt(rss.afterRun2)}, peak ${fmt(rss.peak)}.`,
  );
  return lines.join("\n");
}

function renderLighthouse(data: Record<string, Json>): string {
  const results = (data.results as Array<Record<string, Json>>) ?? [];
  const lines = [
    `Target: ${fmt(data.targetScore)} or more in each category. Each page and preset ran ${fmt(data.runsPerPage ?? 1)} times; the row is Lighthouse's median run (computeMedianRun), with every run's performance score in brackets.`,
    "",
    "| page | preset | performance (every run) | accessibility | best practices | first-load JS: scripts, KiB compressed / uncompressed | LCP ms | TBT ms | CLS |",
    "|---|---|---:|---:|---:|---|---:|---:|---:|",
  ];
  const lost: string[] = [];
  for (const r of results) {
    const s = r.scores as Record<string, Json>;
    const js = r.firstLoadJs as Record<string, Json>;
    const t = r.timingsMs as Record<string, Json>;
    lines.push(
      `| ${fmt(r.page)} | ${fmt(r.preset)} | ${fmt(s.performance)}${Array.isArray(r.performanceRuns) ? ` (${r.performanceRuns.map(fmt).join(", ")})` : ""} | ${fmt(s.accessibility)} | ${fmt(s["best-practices"])} | ${fmt(js.scripts)}, ${fmt(js.transferKiB)} / ${fmt(js.uncompressedKiB)} | ${fmt(Math.round(Number(t.largestContentfulPaint)))} | ${fmt(Math.round(Number(t.totalBlockingTime)))} | ${fmt(t.cumulativeLayoutShift)} |`,
    );
    for (const l of (r.lostPoints as Array<Record<string, Json>>) ?? [])
      lost.push(
        `- ${fmt(r.page)} (${fmt(r.preset)}), ${fmt(l.category)}: \`${fmt(l.id)}\` ${fmt(l.title)}${l.value ? ` (${fmt(l.value)})` : ""}`,
      );
  }
  if (lost.length) lines.push("", "Audits costing points (any score under 100):", "", ...lost);
  return lines.join("\n");
}

function render(file: string, data: Record<string, Json>): string {
  if (file.startsWith("load")) return renderLoad(data);
  if (file === "lighthouse.json") return renderLighthouse(data);
  if (Array.isArray(data.rows)) return table(data.rows as Array<Record<string, Json>>);
  return flat(data);
}

/* ---------------------------------------------------------------- the one summary table */

type Row = [figure: string, value: string];

/** The figures worth a line in the summary, per bench; numbers under their own names otherwise. */
function headline(name: string, file: string, data: Record<string, Json>): Row[] {
  const num = (v: Json | undefined, unit = "") => (typeof v === "number" ? `${fmt(v)}${unit}` : "");
  if (file.startsWith("load")) {
    const rows: Row[] = [];
    for (const row of (data.rows as Array<Record<string, Json>>) ?? []) {
      const runs = (row.runs as Array<Record<string, Json>>) ?? [];
      const last = runs[runs.length - 1];
      const ceiling = row.ceiling as Record<string, Json> | null;
      if (!last) continue;
      const errors = runs.reduce((n, r) => n + Number(r.errors) + Number(r.timeouts) + Number(r.non2xx), 0);
      rows.push([
        `${fmt(row.name)} (${fmt(row.bytes)} B)`,
        `${runs.map((r) => num(r.requestsPerSecond)).join(" / ")} req/s, p50 ${num(last.latencyP50Ms, " ms")}, p99 ${num(last.latencyP99Ms, " ms")}, ${errors} failed; ceiling ${ceiling ? num(ceiling.requestsPerSecond) : "?"} req/s`,
      ]);
    }
    const rss = (data.nextServerRssMiB ?? {}) as Record<string, Json>;
    rows.push([
      "next-server RSS",
      `${num(rss.beforeRun1)} → ${num(rss.afterRun1)} → ${num(rss.afterRun2)} MiB (before, after run 1, after run 2)`,
    ]);
    return rows;
  }
  if (file === "lighthouse.json") {
    return ((data.results as Array<Record<string, Json>>) ?? []).map((r) => {
      const sc = r.scores as Record<string, Json>;
      const js = r.firstLoadJs as Record<string, Json>;
      return [
        `${fmt(r.page)} ${fmt(r.preset)}`,
        `performance ${fmt(sc.performance)} (median of ${fmt(data.runsPerPage ?? 1)} runs), accessibility ${fmt(sc.accessibility)}, best practices ${fmt(sc["best-practices"])}; first-load JS ${num(js.transferKiB)} KiB compressed (${num(js.uncompressedKiB)} KiB)`,
      ];
    });
  }
  if (Array.isArray(data.rows)) {
    return (data.rows as Array<Record<string, Json>>).map((row) => {
      const label = fmt(row.case ?? row.name ?? "");
      const figures = Object.entries(row)
        .filter(([k, v]) => typeof v === "number" && /ms|mib|persecond|rps|mb$/i.test(k))
        .map(([k, v]) => `${k} ${fmt(v)}`);
      return [label, figures.join(", ")];
    });
  }
  const figures: Row[] = [];
  const visit = (prefix: string, value: Json) => {
    if (typeof value === "number" && /ms|mib|persecond|rps|bytes|failures|records/i.test(prefix))
      figures.push([prefix, fmt(value)]);
    else if (value && typeof value === "object" && !Array.isArray(value))
      for (const [k, v] of Object.entries(value))
        if (/p50|p99|^[a-z]+$/i.test(k) || typeof v === "number") visit(prefix ? `${prefix}.${k}` : k, v);
  };
  visit("", data);
  return figures.filter(([k]) => !/\.n$|\.max$|\.p90$|\.p95$/.test(k)).slice(0, 8);
}

/** A bench that writes no file: the JSON document it printed last, else its last lines with figures. */
function printedHeadline(name: string, printed: string): Row[] {
  const text = printed.trim();
  const start = text.lastIndexOf("\n{");
  try {
    const data = JSON.parse(start >= 0 ? text.slice(start + 1) : text) as Record<string, Json>;
    if (data && typeof data === "object") return headline(name, "", data);
  } catch {
    // not JSON
  }
  return text
    .split("\n")
    .filter((l) => /\d/.test(l))
    .slice(-4)
    .map((l) => ["printed", l.trim().replaceAll("|", "\\|")]);
}

function summaryTable(outcomes: RunOutcome[], list: Bench[]): string {
  const lines = ["| bench | figure | value |", "|---|---|---|"];
  for (const bench of list) {
    let rows: Row[] = [];
    for (const file of bench.writes) {
      const path = join(RESULTS, file);
      if (existsSync(path))
        rows = rows.concat(headline(bench.name, file, JSON.parse(readFileSync(path, "utf8")) as Record<string, Json>));
    }
    const printed = bench.writes.length === 0 ? printedOf(bench.name, outcomes) : null;
    if (rows.length === 0 && printed !== null) rows = printedHeadline(bench.name, printed);
    if (rows.length === 0) rows = [["", "not run yet"]];
    rows.forEach(([figure, value], i) => lines.push(`| ${i === 0 ? bench.name : ""} | ${figure} | ${value} |`));
  }
  return lines.join("\n");
}

function machine(): string {
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), ${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${process.platform}`;
}

function report(outcomes: RunOutcome[], list: Bench[]): string {
  const lines = [
    START,
    "",
    `## Latest figures`,
    "",
    `Collected ${new Date().toISOString()} on ${machine()}. Other work may have been running on the machine: compare figures from the same run only.`,
    "",
  ];
  lines.push(summaryTable(outcomes, list), "", "Details per bench:", "");
  if (outcomes.length) {
    lines.push("| bench | command | exit | seconds |", "|---|---|---:|---:|");
    for (const o of outcomes)
      lines.push(`| ${o.name} | \`${o.command}\` | ${o.exitCode ?? "killed"} | ${o.seconds.toFixed(0)} |`);
    lines.push("");
  }
  for (const bench of list) {
    lines.push(`### ${bench.name}`, "");
    let any = false;
    for (const file of bench.writes) {
      const path = join(RESULTS, file);
      if (!existsSync(path)) continue;
      any = true;
      const data = JSON.parse(readFileSync(path, "utf8")) as Record<string, Json>;
      const when = data.date ?? data.ranAt ?? null;
      lines.push(`From \`bench/results/${file}\`${when ? ` (${fmt(when)})` : ""}:`, "", render(file, data), "");
    }
    const printed = bench.writes.length === 0 ? printedOf(bench.name, outcomes) : null;
    if (!any && printed !== null) {
      lines.push("Printed:", "", "```", ...printed.trim().split("\n").slice(-PRINTED_LINES), "```", "");
      any = true;
    }
    if (!any) lines.push("Not run yet.", "");
  }
  lines.push(END);
  return lines.join("\n");
}

async function main() {
  const list = benches();
  const outcomes: RunOutcome[] = [];
  if (!args["report-only"]) for (const bench of list) outcomes.push(await run(bench));
  const section = report(outcomes, list);
  const current = existsSync(README) ? readFileSync(README, "utf8") : "";
  const next =
    current.includes(START) && current.includes(END)
      ? `${current.slice(0, current.indexOf(START))}${section}${current.slice(current.indexOf(END) + END.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(README, next);
  process.stderr.write(`\n[bench] wrote ${README}\n`);
  const failed = outcomes.filter((o) => o.exitCode !== 0);
  for (const o of failed) process.stderr.write(`[bench] ${o.name} exited ${o.exitCode ?? "(killed)"}\n`);
  if (failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
