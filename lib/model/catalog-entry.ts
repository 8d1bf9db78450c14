import type { ErrorCode } from "@/lib/errors/codes";
import type { z } from "zod";
import type { PriceKey } from "@/lib/pricing/price-keys";
import type { ConfiguredOption } from "./configured-option";
import { fail, fromZodIssues, ok, type ModelIssue, type ModelResult } from "./common/issues";
import type { Family, OptionId } from "./option-ids";

/** A documented limit of an option, shown by the catalog API with its source. */
export interface LimitInfo {
  name: string;
  value: number | string;
  unit: string;
  source: string;
}

/** A rule an option's parameters break, e.g. Max I/O with Elastic throughput. */
export interface RuleViolation {
  code: ErrorCode;
  message: string;
  /** Path inside params ("performanceMode"); "" for the option as a whole. */
  path: string;
}

/**
 * What a way of accessing an option allows, for callers that plan file operations (the
 * advisor): Mountpoint for Amazon S3 cannot rename or write at random offsets, and
 * appends only to S3 Express One Zone objects. `when` lists the params it applies to.
 */
export interface AccessSemantic {
  code: string;
  when: Readonly<Record<string, string>>;
  operation: "rename" | "random-write" | "append" | "overwrite";
  allowed: boolean;
  message: string;
  source: string;
}

export interface SizingContext {
  storedBytes: number;
}

type ParamsSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface CatalogEntry {
  id: OptionId;
  label: string;
  family: Family;
  /** Can many clients mount it at once? */
  shared: boolean;
  sharedNote: string;
  durability: "multiAz" | "singleAz";
  description: string;
  paramsSchema: ParamsSchema;
  limits: readonly LimitInfo[];
  priceKeys: readonly PriceKey[];
  sources: readonly string[];
  /** File-operation rules of access methods (Mountpoint semantics); absent: POSIX-like. */
  accessSemantics?: readonly AccessSemantic[];
  /** Parameters valid for this workload when the caller gave none (catalog defaults, sized). */
  defaultParams(ctx: SizingContext): Record<string, unknown>;
  /** Validates params (shape, then rules), applies defaults and sizes the option. */
  configure(params: unknown, ctx: SizingContext): ModelResult<ConfiguredOption>;
}

interface OptionSpec<S extends ParamsSchema> extends Omit<
  CatalogEntry,
  "configure" | "defaultParams" | "paramsSchema"
> {
  paramsSchema: S;
  defaultParams?: (ctx: SizingContext) => Record<string, unknown>;
  rules: (params: z.output<S>, ctx: SizingContext) => RuleViolation[];
  build: (params: z.output<S>, ctx: SizingContext) => ConfiguredOption;
}

/** Builds a catalog entry; keeps each option's params type precise inside its own file. */
export function defineOption<S extends ParamsSchema>(spec: OptionSpec<S>): CatalogEntry {
  const { rules, build, defaultParams, ...info } = spec;
  return {
    ...info,
    defaultParams: defaultParams ?? (() => ({})),
    configure(params, ctx) {
      const parsed = spec.paramsSchema.safeParse(params ?? {});
      if (!parsed.success) return fail(fromZodIssues(parsed.error.issues, "params"));
      const violations = rules(parsed.data, ctx);
      if (violations.length > 0)
        return fail(violations.map((v): ModelIssue => ({ ...v, path: v.path === "" ? "params" : `params.${v.path}` })));
      return ok(build(parsed.data, ctx));
    },
  };
}
