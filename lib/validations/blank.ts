/** A blank form field (empty or spaces) as unanswered, for z.preprocess: it then takes its default. */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}
