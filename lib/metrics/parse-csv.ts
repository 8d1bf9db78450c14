import { metricInText, statisticInText } from "./definitions";
import { checkedSeries, parseTimestamp, type RawPoint } from "./series-checks";
import { fail, type MetricSeries, type ParsedFile } from "./types";

/**
 * The CloudWatch console's "Download as .csv" of a graph: a header row, then one row per
 * period; the first column is the time, every other column one graphed metric (its label,
 * which by default is the metric name, sometimes with the statistic). An empty cell is a
 * period with no data. AWS does not publish this layout as a specification; the reader
 * accepts any such time-first table (see fixtures/cloudwatch/README.md).
 */

function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

export function looksLikeCsv(text: string): boolean {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  return first.includes(",");
}

export function parseConsoleCsv(name: string, text: string): ParsedFile {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = splitRow(lines[0] ?? "");
  if (header.length < 2)
    fail(
      "invalid_metrics",
      `${name}: line 1`,
      `${name}: line 1 must be a header: a time column, then one column per metric.`,
    );
  const columns = header
    .slice(1)
    .map((title, c) => ({ title, c: c + 1, def: metricInText(title), points: [] as RawPoint[] }));
  const ignored = columns
    .filter((col) => !col.def)
    .map((col) => `${col.title || `column ${col.c + 1}`} (${name}): not a metric the import knows`);
  lines.slice(1).forEach((line, r) => {
    const lineNo = r + 2;
    const cells = splitRow(line);
    const t = parseTimestamp(cells[0]);
    if (t === null)
      fail(
        "invalid_metrics",
        `${name}: line ${lineNo}`,
        `${name}: line ${lineNo}: "${(cells[0] ?? "").slice(0, 40)}" is not a timestamp.`,
      );
    for (const col of columns) {
      if (!col.def) continue;
      const cell = cells[col.c] ?? "";
      if (cell === "") continue;
      const v = Number(cell);
      const at = `${name}: line ${lineNo}, column ${col.c + 1}`;
      if (!Number.isFinite(v))
        fail(
          "invalid_metrics",
          at,
          `${col.def.name} (${name}): line ${lineNo}, column ${col.c + 1}: "${cell.slice(0, 40)}" is not a number.`,
        );
      col.points.push({ t, v, at });
    }
  });
  const series: MetricSeries[] = [];
  const notes: string[] = [];
  for (const col of columns) {
    if (!col.def) continue;
    if (col.points.length === 0) {
      notes.push(`${col.def.name} (${name}, column ${col.c + 1}): no values.`);
      continue;
    }
    const statistic = statisticInText(col.title);
    const checked = checkedSeries(col.def, `${col.def.name} (${name}, column ${col.c + 1})`, col.points);
    series.push({
      label: col.title,
      definition: col.def,
      statistic: statistic ?? col.def.statistic,
      statisticAssumed: statistic === undefined,
      unit: null,
      ...checked,
      source: `${name} column ${col.c + 1}`,
      status: null,
    });
  }
  return { name, format: "csv", series, ignored, notes };
}
