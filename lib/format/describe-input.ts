/** Longest piece of a rejected string quoted back in an error message. */
const QUOTED_INPUT_MAX_CHARS = 60;

/**
 * A rejected value as an error message can show it: strings quoted and cut short, any
 * other value by its type. Never JSON.stringify a hostile value: a deeply nested one
 * overflows the stack, a huge one floods the message.
 */
export function describeInput(input: unknown): string {
  if (typeof input === "string") {
    return JSON.stringify(input.length > QUOTED_INPUT_MAX_CHARS ? `${input.slice(0, QUOTED_INPUT_MAX_CHARS)}…` : input);
  }
  if (input === null) return "null";
  if (Array.isArray(input)) return "an array";
  return typeof input === "object" ? "an object" : `a ${typeof input}`;
}
