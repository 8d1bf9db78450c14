import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- the ESLint config is plain JavaScript without type declarations
import { CORE_FOLDERS } from "../eslint.config.mjs";

/**
 * The layering is a lint rule (eslint.config.mjs); this proves the rule fires. For every
 * core folder, a temporary file that imports upwards is linted with the project's own
 * configuration and must fail, and the same file with an allowed import must pass.
 */
const ROOT = join(import.meta.dirname, "..");

const FORBIDDEN = [
  'import { z } from "@/lib/validations/advisor";',
  'import { compareHref } from "../validations/compare";',
  'import { getDb } from "@/server/db/client";',
  'import { loadCompare } from "@/server/data/recommendations/compare";',
  'import { parseEnv } from "@/server/env";',
  'import { clientAddress } from "@/server/api/client-address";',
  'import { readValidationInputs } from "@/server/validation-inputs";',
  'import { NextResponse } from "next/server";',
  'import { useState } from "react";',
  'import { PrismaClient } from "@prisma/client";',
];
const ALLOWED = 'import { formatBytes } from "@/lib/format";';

let eslint: ESLint;
const probes: string[] = [];

beforeAll(() => {
  // The probes live outside the TypeScript project (dot folders): without type information,
  // so the type-aware rules are off here; the import rules need none.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        "@typescript-eslint/no-floating-promises": "off",
        "@typescript-eslint/no-misused-promises": "off",
        "@typescript-eslint/switch-exhaustiveness-check": "off",
      },
    },
  });
});

afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true });
});

/** A probe file in lib/<folder>. */
function probeFile(folder: string, source: string): string {
  return probeFileAt(join(ROOT, "lib", folder), source);
}

/** A probe file in a fresh dot folder under `parent` (outside the TypeScript project). */
function probeFileAt(parent: string, source: string): string {
  const dir = mkdtempSync(join(parent, ".layering-probe-"));
  probes.push(dir);
  const file = join(dir, "probe.ts");
  writeFileSync(file, `${source}\nexport const probe = 1;\n`);
  return file;
}

async function restrictedImportErrors(file: string): Promise<number> {
  const [result] = await eslint.lintFiles([relative(ROOT, file)]);
  return result?.messages.filter((m) => m.ruleId === "no-restricted-imports").length ?? 0;
}

describe("layering lint rule", () => {
  it("covers every core folder", () => {
    expect([...CORE_FOLDERS].sort()).toEqual([
      "accuracy",
      "advisor",
      "compare",
      "datasets",
      "ec2",
      "errors",
      "fio",
      "format",
      "measurements",
      "metrics",
      "model",
      "plan-review",
      "pricing",
      "projection",
      "units",
      "workloads",
    ]);
  });

  it.each(CORE_FOLDERS as string[])(
    "fails an upward import in lib/%s and passes a downward one",
    async (folder) => {
      for (const line of FORBIDDEN)
        expect(await restrictedImportErrors(probeFile(folder, line)), `${folder}: ${line}`).toBe(1);
      expect(await restrictedImportErrors(probeFile(folder, ALLOWED))).toBe(0);
    },
    60_000,
  );

  it("lets lib/validations import the core but not the database", async () => {
    expect(await restrictedImportErrors(probeFile("validations", 'import { CATALOG } from "@/lib/model";'))).toBe(0);
    expect(await restrictedImportErrors(probeFile("validations", 'import { getDb } from "@/server/db/client";'))).toBe(
      1,
    );
  }, 60_000);

  it("keeps lib/model/index.ts the one way into the model, from the core and from the shells", async () => {
    const deep = 'import { GP3_MAX_IOPS } from "@/lib/model/ebs/limits";';
    for (const folder of (CORE_FOLDERS as string[]).filter((f) => f !== "model"))
      expect(await restrictedImportErrors(probeFile(folder, deep)), folder).toBe(1);
    expect(
      await restrictedImportErrors(probeFile("advisor", 'import { GP3_MAX_IOPS } from "../model/ebs/limits";')),
    ).toBe(1);
    expect(await restrictedImportErrors(probeFile("advisor", 'import { GP3_MAX_IOPS } from "@/lib/model";'))).toBe(0);
    expect(await restrictedImportErrors(probeFileAt(join(ROOT, "app"), deep))).toBe(1);
    expect(await restrictedImportErrors(probeFileAt(join(ROOT, "server"), deep))).toBe(1);
    expect(await restrictedImportErrors(probeFileAt(join(ROOT, "cli"), deep))).toBe(1);
    // Inside the model its files import each other directly.
    expect(await restrictedImportErrors(probeFile("model/efs", 'import { GP3_MAX_IOPS } from "../ebs/limits";'))).toBe(
      0,
    );
  }, 60_000);

  it("lets the core reach the database's queries from no folder of server/", async () => {
    expect(
      await restrictedImportErrors(
        probeFile("pricing", 'import { createPageCache } from "@/server/runtime/page-cache";'),
      ),
    ).toBe(1);
    expect(await restrictedImportErrors(probeFile("pricing", 'import { getEnv } from "../../server/env";'))).toBe(1);
  }, 60_000);

  it("keeps the database out of components: they call a loader or take props", async () => {
    for (const line of [
      'import { getDb } from "@/server/db/client";',
      'import { PrismaClient } from "@prisma/client";',
      'import pg from "pg";',
    ]) {
      expect(await restrictedImportErrors(probeFileAt(join(ROOT, "components"), line)), line).toBe(1);
    }
    expect(
      await restrictedImportErrors(
        probeFileAt(join(ROOT, "components"), 'import { fetchSnapshots } from "@/server/data/loaders";'),
      ),
    ).toBe(0);
  }, 60_000);
});
