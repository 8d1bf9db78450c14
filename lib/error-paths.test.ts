import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseNotSetUpError } from "@/cli/with-database";
import { InputProblem, UsageError } from "@/cli/args";
import { AdvisorRegionError } from "@/lib/advisor/advise";
import { DatasetImportError } from "@/server/data/datasets/datasets";
import { EstimateInputError, NoPricesError } from "@/server/data/prices/estimate-book";
import { FioJobInputError } from "@/server/data/results/fio-jobs";
import { MetricsImportError } from "@/server/data/metrics/metrics";
import { PriceRefreshError } from "@/server/data/prices/price-refresh";
import { SnapshotNotFoundError } from "@/server/data/prices/price-snapshots";
import { InvalidCursorError } from "@/server/data/results/result-list";
import { StoredJsonError } from "@/server/data/shared/stored-json";
import { DatasetInputError } from "@/lib/datasets/content-hash";
import { EnvError } from "@/server/env";
import { AppError } from "@/lib/errors/app-error";
import { isErrorCode } from "@/lib/errors/codes";
import { FioParseError } from "@/lib/fio/errors";
import { MetricsInputError } from "@/lib/metrics/types";
import { PlanReviewError } from "@/lib/plan-review/errors";
import { PricingError } from "@/lib/pricing/errors";

/**
 * One error path (issue 35): every domain error is an AppError with a code of
 * lib/errors/codes.ts, so server/api/errors.ts (HTTP) and cli/run-command.ts (CLI) translate
 * any of them without a chain of instanceof checks in routes and commands.
 */
const ROOT = join(import.meta.dirname, "..");

const DOMAIN_ERRORS: [string, AppError][] = [
  ["FioParseError", new FioParseError("not_fio", "x")],
  ["MetricsInputError", new MetricsInputError({ code: "invalid_metrics", message: "x", path: "files[0]" })],
  ["MetricsImportError", new MetricsImportError({ code: "no_usable_metrics", message: "x", path: "" })],
  ["DatasetInputError", new DatasetInputError("invalid-json", "x")],
  [
    "DatasetImportError",
    new DatasetImportError({ code: "invalid-dataset", message: "x", issues: [], fileName: undefined }),
  ],
  ["PlanReviewError", new PlanReviewError("invalid_plan", "x", "planned_values")],
  ["StoredJsonError", new StoredJsonError("x", undefined)],
  ["SnapshotNotFoundError", new SnapshotNotFoundError("s")],
  ["PriceRefreshError", new PriceRefreshError("refresh_in_progress", "x")],
  ["InvalidCursorError", new InvalidCursorError()],
  ["EstimateInputError", new EstimateInputError({ code: "too_small", message: "x", path: "capacityGiB" })],
  ["NoPricesError", new NoPricesError("us-east-1")],
  ["FioJobInputError", new FioJobInputError("not_found", "x", "id")],
  ["EnvError", new EnvError(["PORT: bad"])],
  ["AdvisorRegionError", new AdvisorRegionError("us-east-1", "eu-west-1")],
  ["PricingError", new PricingError("aws_throttled", "x", ["AmazonEFS", 1])],
  [
    "DatabaseNotSetUpError",
    new DatabaseNotSetUpError({ kind: "embedded", url: "x", release: async () => {} } as never),
  ],
  ["UsageError", new UsageError("x")],
  ["InputProblem", new InputProblem("x")],
];

function filesUnder(dir: string, match: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => match(name) && !name.includes(".test."))
    .map((name) => join(ROOT, dir, name));
}

describe("one error path", () => {
  it.each(DOMAIN_ERRORS)("%s is an AppError with a listed code", (_name, error) => {
    expect(error).toBeInstanceOf(AppError);
    expect(isErrorCode(error.code)).toBe(true);
    expect(error.status).toBeGreaterThanOrEqual(400);
  });

  it("covers every error class declared in lib/ and cli/", () => {
    const declared = [
      ...filesUnder("lib", (n) => n.endsWith(".ts")),
      ...filesUnder("server", (n) => n.endsWith(".ts")),
      ...filesUnder("cli", (n) => n.endsWith(".ts")),
    ].flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^export class (\w+) extends \w*Error\b/gm)].map((m) => m[1]!),
    );
    // ApiError is the routes' own AppError; the rest are domain errors and must be listed above.
    expect(declared.filter((name) => name !== "ApiError" && name !== "AppError").sort()).toEqual(
      DOMAIN_ERRORS.map(([name]) => name).sort(),
    );
  });

  it("leaves translation to the translators: no route handler tests an error's class", () => {
    const offenders = filesUnder("app/api", (n) => n.endsWith("route.ts")).filter((file) =>
      /instanceof\s+\w*(Error|Problem)\b/.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it("has no command declare its own error class", () => {
    const offenders = filesUnder("cli/commands", (n) => n.endsWith(".ts")).filter((file) =>
      /^\s*(export )?class \w+ extends \w*Error\b/m.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
