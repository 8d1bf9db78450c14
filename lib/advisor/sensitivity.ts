import type { PriceBook } from "@/lib/pricing/price-keys";
import { formatBytes, formatInteger, formatNumber } from "@/lib/format";
import { crossAnswerIssues, FILE_SIZE_UNITS, type AdvisorAnswers } from "./answers";
import {
  MAX_CROSSOVERS,
  SENSITIVITY_BISECTION_STEPS,
  SENSITIVITY_DECADE_FACTOR,
  SENSITIVITY_RANGE_FACTOR,
  SENSITIVITY_ZERO_START_GIB,
} from "./constants";
import { generateCandidates } from "./candidates";
import { evaluate, type Evaluated } from "./evaluate";
import { byNeedThenCost } from "./rank";
import { priceWaiting, type WaitingRates } from "./waiting";
import { duration, usd } from "./format";
import { DIMENSIONS, type Dimension } from "./sensitivity-dimensions";
import type { Candidate, Crossover } from "./types";
import { planWorkload } from "./workload";

/**
 * What would change the answer: each of a few answers is varied on its own, up and down,
 * and the model re-run on the first option and its closest challengers to find where
 * another would take the first place. Configurations the advisor matches to the need
 * (EFS Provisioned throughput, raised gp3 throughput...) are matched again at each value;
 * the others keep their parameters. The search is bounded: a probe a decade at a time out
 * to x1000 (within what the answers accept) until the first place changes hands, then a
 * few bisection steps in log space within that decade (SENSITIVITY_* constants). It
 * changes hands where another option is first, and also where none of those probed can do
 * the work any more: the bisection then looks below for the value where another still can.
 */

interface Probe {
  /** The option that would be first at this value, null when the incumbent stays first. */
  winner: Evaluated | null;
  incumbent: Evaluated | null;
}

function probe(
  answers: AdvisorAnswers,
  incumbent: Candidate,
  challengers: readonly Candidate[],
  book: PriceBook,
  rates: WaitingRates,
): Probe | null {
  // A varied answer stays within its own bounds (the dimension's min and max) but can break
  // a rule spanning several answers (over a billion files a day): no probe there.
  if (crossAnswerIssues(answers).length > 0) return null;
  const plan = planWorkload(answers);
  // Configurations matched to the need ("@matched", "@throughput"...) are re-matched to the varied answers, as the advisor would.
  const regenerated = new Map(generateCandidates(answers, plan).map((c) => [c.key, c]));
  const rematch = (c: Candidate) => regenerated.get(c.key) ?? c;
  const { eligible } = evaluate([rematch(incumbent), ...challengers.map(rematch)], answers, plan, book);
  const current = eligible.find((e) => e.candidate.key === incumbent.key) ?? null;
  // The same order as the ranking: need first, then total cost with waiting priced among these.
  priceWaiting(eligible, { ...rates, instances: plan.nodes * plan.clients }, plan.days);
  let best: Evaluated | null = current;
  for (const e of eligible) {
    // Strictly better: a tie keeps the incumbent, as the ranking does.
    if (e.candidate.key !== incumbent.key && (best === null || byNeedThenCost(e, best) < 0)) best = e;
  }
  return { winner: best === current ? null : best, incumbent: current };
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

/** Whether the incumbent keeps the first place: it can still do the work and nothing probed beats it. */
function holds(p: Probe): boolean {
  return p.winner === null && p.incumbent !== null;
}

/** The values probed first, nearest first: x10, x100, x1000 of `start`, within the answer's bounds. */
function decades(dim: Dimension, direction: "up" | "down", answers: AdvisorAnswers, start: number): number[] {
  const current = dim.get(answers);
  const values: number[] = [];
  for (
    let factor = SENSITIVITY_DECADE_FACTOR;
    factor <= SENSITIVITY_RANGE_FACTOR;
    factor *= SENSITIVITY_DECADE_FACTOR
  ) {
    const value = within(dim, answers, direction === "up" ? start * factor : start / factor);
    if (value === current || value === values.at(-1)) break;
    values.push(value);
  }
  return values;
}

function search(
  dim: Dimension,
  direction: "up" | "down",
  answers: AdvisorAnswers,
  incumbent: Candidate,
  incumbentLabel: string,
  challengers: readonly Candidate[],
  book: PriceBook,
  rates: WaitingRates,
): Crossover | null {
  const current = dim.get(answers);
  if (direction === "down" && current <= dim.min(answers)) return null;
  const start = current === 0 ? SENSITIVITY_ZERO_START_GIB : current;
  const at = (value: number) => probe(dim.set(answers, value), incumbent, challengers, book, rates);
  // Bracket [held, changedAt]: the incumbent is first at `held`, not at `changedAt`;
  // `flipped` is the nearest value probed where another option is first.
  let held = current;
  let changedAt: number | null = null;
  let flipped: { value: number; probe: Probe } | null = null;
  for (const value of decades(dim, direction, answers, start)) {
    const result = at(value);
    if (result === null) break;
    if (holds(result)) {
      held = value;
      continue;
    }
    changedAt = value;
    if (result.winner !== null) flipped = { value, probe: result };
    break;
  }
  if (changedAt === null) return null;
  for (let step = 0; step < SENSITIVITY_BISECTION_STEPS; step++) {
    const mid = midpoint(dim, held, changedAt);
    if (mid === held || mid === changedAt) break;
    const result = at(mid);
    if (result === null) break;
    if (holds(result)) held = mid;
    else {
      changedAt = mid;
      if (result.winner !== null) flipped = { value: mid, probe: result };
    }
  }
  // None of the options probed could do the work anywhere past the change: none to name.
  if (flipped === null) return null;
  const flippedAt = flipped.value;
  const winner = flipped.probe.winner!;
  const threshold = twoSignificant(flippedAt, dim.integer);
  const lead = dim.phrase(direction, valueText(dim, answers, threshold), valueText(dim, answers, current));
  const figures = `${usd(winner.monthlyCostUsd)} a month and ${duration(winner.durationSecondsPerDay)} a day`;
  const stayed = flipped.probe.incumbent;
  const against = stayed
    ? `, against ${usd(stayed.monthlyCostUsd)} and ${duration(stayed.durationSecondsPerDay)} for ${stayed.label}`
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
export function whatWouldChange(
  answers: AdvisorAnswers,
  incumbent: Evaluated,
  challengers: readonly Evaluated[],
  book: PriceBook,
  rates: WaitingRates,
): Crossover[] {
  if (challengers.length === 0) return [];
  const rivals = challengers.map((c) => c.candidate);
  const found: Crossover[] = [];
  for (const dim of DIMENSIONS) {
    for (const direction of ["up", "down"] as const) {
      const crossover = search(dim, direction, answers, incumbent.candidate, incumbent.label, rivals, book, rates);
      if (crossover) found.push(crossover);
    }
  }
  const distance = (c: Crossover) =>
    Math.abs(Math.log(Math.max(c.threshold, 1e-9) / Math.max(c.current, SENSITIVITY_ZERO_START_GIB)));
  return found.sort((a, b) => distance(a) - distance(b)).slice(0, MAX_CROSSOVERS);
}
