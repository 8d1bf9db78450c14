import { z } from "zod";
import { describeInput } from "@/lib/format/describe-input";

/**
 * Words for the issues a schema gives no message of its own: zod's defaults read like
 * "Invalid input: expected nonoptional, received undefined", which reaches API clients
 * through validationError. A schema's own message always wins over this one.
 */
function issueInWords(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.expected === "nonoptional") return "is required";
      return `must be ${withArticle(String(issue.expected))}, not ${describeInput(issue.input)}`;
    case "unrecognized_keys":
      return `${issue.keys.length === 1 ? "is a field" : "are fields"} this request does not take: ${issue.keys.map((k) => JSON.stringify(k.slice(0, 40))).join(", ")}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_union":
      return "matches none of the forms this field takes";
    case "too_small":
      return `must be at least ${String(issue.minimum)}${sizeUnit(issue.origin)}`;
    case "too_big":
      return `must be at most ${String(issue.maximum)}${sizeUnit(issue.origin)}`;
    case "invalid_format":
      return `is not a valid ${issue.format}`;
    default:
      return undefined;
  }
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}

function sizeUnit(origin: unknown): string {
  if (origin === "string") return " characters long";
  if (origin === "array" || origin === "set") return " items";
  return "";
}

/**
 * zod 4 probes `new Function("")` to decide whether it may compile fast parsers. Our
 * Content-Security-Policy forbids eval, so in the browser that probe is reported as a
 * CSP violation on every page that validates a form. Interpreted parsing is fast enough.
 */
z.config({ jitless: true, customError: issueInWords });
