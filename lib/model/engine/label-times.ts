/**
 * Seconds an operation spent bound by each label, in the order the labels first bound.
 * A run adds to it at every step of the simulation with the same few label strings (the
 * plan's own), so a linear look-up by identity beats hashing in a Map, which was a
 * twelfth of a once-a-day estimate. Labels only ever get appended: a copy of the times
 * taken earlier lines up with the labels' first entries.
 */
export class LabelTimes {
  readonly labels: string[] = [];
  readonly times: number[] = [];

  /** Adds `seconds` (ignored unless > 0) to the label's time. */
  add(label: string, seconds: number): void {
    if (!(seconds > 0)) return;
    const index = this.labels.indexOf(label);
    if (index < 0) {
      // 0 + seconds, as a Map that starts each label at 0 would give: seconds itself.
      this.labels.push(label);
      this.times.push(seconds);
    } else this.times[index] = this.times[index]! + seconds;
  }
}
