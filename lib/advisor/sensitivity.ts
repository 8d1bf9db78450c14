import type { PriceBook } from "@/lib/pricing/price-keys";
import { formatBytes, formatInteger, formatNumber } from "@/lib/format";
import { crossAnswerIssues, FILE_SIZE_UNITS, type AdvisorAnswers } from "./answers";
import { MAX_CROSSOVERS, SENSITIVITY_BISECTION_STEPS, SENSITIVITY_RANGE_FACTOR, SENSITIVITY_ZERO_START_GIB } from "./constants";
import { generateCandidates } from "./candidates";
import { evaluate, rawScore, type Evaluated } from "./evaluate";
import { duration, usd } from "./format";
import { DIMENSIONS, type Dimension } from "./sensitivity-dimensions";
import type { Candidate, Crossover } from "./types";
import { planWorkload } from "./workload";

/**
 * What would change the answer: each of a few answers is varied on its own, up and down,
 * and the model re-run on the first option and its closest challengers to find where
 * another would take the first place. Configurations the advisor matches to the need
 * (EFS Provisioned throughput, raised gp3 throughput...) are matched again at each value;
 * the others keep their parameters. The search is bounded: one probe at the far end of a
 * x100 range (within what the answers accept), then a few bisection steps in log space
 * (SENSITIVITY_* constants).
 */

interface Probe {
  /** The option that would be first at this value, null when the incumbent stays first. */
  winner: Evaluated | null;
  incumbent: Evaluated | null;
}

function probe(answers: AdvisorAnswers, incumbent: Candidate, challengers: readonly Candidate[], book: PriceBook): Probe | null {
  // A varied answer stays within its own bounds (the dimension's min and max) but can break
  // a rule spanning several answers (over a billion files a day): no probe there.
  if (crossAnswerIssues(answers).length > 0) return null;
  const plan = planWorkload(answers);
  // Configurations matched to the need ("@matched", "@throughput"...) are re-matched to the varied answers, as the advisor would.
  const regenerated = new Map(generateCandidates(answers, plan).map((c) => [c.key, c]));
  const rematch = (c: Candidate) => regenerated.get(c.key) ?? c;
  const { eligible } = evaluate([rematch(incumbent), ...challengers.map(rematch)], answers, plan, book);
  const current = eligible.find((e) => e.candidate.key === incumbent.key) ?? null;
  let best: Evaluated | null = null;
  let bestScore = current ? rawScore(current, answers) : Infinity;
  for (const e of eligible) {
    if (e.candidate.key === incumbent.key) continue;
    const score = rawScore(e, answers);
    // Strictly better: a tie keeps the incumbent, as the ranking does.
    if (score < bestScore - 1e-9) {
      best = e;
      bestScore = score;
    }
  }
  return { winner: best, incumbent: current };
}

function twoSignificant(value: number, integer: boolean): number {
  if (integer) return Math.round(value);
  if (value === 0) return 0;
  const digits = Math.max(0, 1 - Math.floor(Math.log10(Math.abs(value))));
  return Number(value.toFixed(Math.min(digits, 6)));
}

function valueText(dim: Dimension, answers: AdvisorAnswers, value: number): string {
  if (dim.id === "fileSize") return formatBytes(value * FILE_SIZE_UNITS[answers.fileSizeUnit]);
  return dim.integer ? formatInteger(value) : formatNumber(value);
}

function within(dim: Dimension, answers: AdvisorAnswers, value: number): number {
  const v = Math.min(dim.max(answers), Math.max(dim.min(answers), value));
  return dim.integer ? Math.round(v) : v;
}

/** Geometric midpoint (arithmetic for whole numbers, which converge to neighbours). */
function midpoint(dim: Dimension, a: number, b: number): number {
  if (dim.integer) return Math.round((a + b) / 2);
  if (a <= 0 || b <= 0) return (a + b) / 2;
  return Math.sqrt(a * b);
}

function search(
  dim: Dimension,
  direction: "up" | "down",
  answers: AdvisorAnswers,
  incumbent: Candidate,
  incumbentLabel: string,
  challengers: readonly Candidate[],
  book: PriceBook,
): Crossover | null {
  const current = dim.get(answers);
  if (direction === "down" && current <= dim.min(answers)) return null;
  const start = current === 0 ? SENSITIVITY_ZERO_START_GIB : current;
  const far = within(dim, answers, direction === "up" ? start * SENSITIVITY_RANGE_FACTOR : start / SENSITIVITY_RANGE_FACTOR);
  if (far === current) return null;
  const first = probe(dim.set(answers, far), incumbent, challengers, book);
  if (first === null || first.winner === null) return null;
  let flipped = first;
  // Bracket [held, flippedAt]: the incumbent is first at `held`, another option at `flippedAt`.
  let held = current;
  let flippedAt = far;
  for (let step = 0; step < SENSITIVITY_BISECTION_STEPS; step++) {
    const mid = midpoint(dim, held, flippedAt);
    if (mid === held || mid === flippedAt) break;
    const result = probe(dim.set(answers, mid), incumbent, challengers, book);
    if (result === null) break;
    if (result.winner === null) held = mid;
    else {
      flippedAt = mid;
      flipped = result;
    }
  }
  const winner = flipped.winner!;
  const threshold = twoSignificant(flippedAt, dim.integer);
  const lead = dim.phrase(direction, valueText(dim, answers, threshold), valueText(dim, answers, current));
  const figures = `${usd(winner.monthlyCostUsd)} a month and ${duration(winner.durationSecondsPerDay)} a day`;
  const against = flipped.incumbent
    ? `, against ${usd(flipped.incumbent.monthlyCostUsd)} and ${duration(flipped.incumbent.durationSecondsPerDay)} for ${flipped.incumbent.label}`
    : `; ${incumbentLabel} could no longer do the work within the day${answers.budgetUsd === undefined ? "" : " and your budget"}`;
  return {
    dimension: dim.id,
    direction,
    current,
    threshold,
    unit: dim.unit(answers),
    winnerKey: winner.candidate.key,
    winnerLabel: winner.label,
    text: `${lead}, ${winner.label} would rank first: ${figures}${against}.`,
  };
}

/**
 * The crossovers found, nearest first (smallest change to the answer). `incumbent` is the
 * first-ranked configuration, `challengers` the next few.
 */
export function whatWouldChange(answers: AdvisorAnswers, incumbent: Evaluated, challengers: readonly Evaluated[], book: PriceBook): Crossover[] {
  if (challengers.length === 0) return [];
  const rivals = challengers.map((c) => c.candidate);
  const found: Crossover[] = [];
  for (const dim of DIMENSIONS) {
    for (const direction of ["up", "down"] as const) {
      const crossover = search(dim, direction, answers, incumbent.candidate, incumbent.label, rivals, book);
      if (crossover) found.push(crossover);
    }
  }
  const distance = (c: Crossover) => Math.abs(Math.log(Math.max(c.threshold, 1e-9) / Math.max(c.current, SENSITIVITY_ZERO_START_GIB)));
  return found.sort((a, b) => distance(a) - distance(b)).slice(0, MAX_CROSSOVERS);
}
