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
  'import { getDb } from "@/lib/db/client";',
  'import { loadCompare } from "@/lib/data/compare";',
  'import { parseEnv } from "@/lib/env";',
  'import { NextResponse } from "next/server";',
  'import { useState } from "react";',
  'import { PrismaClient } from "@prisma/client";',
];
const ALLOWED = 'import { formatBytes } from "@/lib/format";';

let eslint: ESLint;
const probes: string[] = [];

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true });
});

function probeFile(folder: string, source: string): string {
  const dir = mkdtempSync(join(ROOT, "lib", folder, ".layering-probe-"));
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
    expect([...CORE_FOLDERS].sort()).toEqual(["accuracy", "advisor", "compare", "datasets", "errors", "fio", "format", "measurements", "metrics", "model", "plan-review", "pricing", "projection", "units", "workloads"]);
  });

  it.each(CORE_FOLDERS as string[])("fails an upward import in lib/%s and passes a downward one", async (folder) => {
    for (const line of FORBIDDEN) expect(await restrictedImportErrors(probeFile(folder, line)), `${folder}: ${line}`).toBe(1);
    expect(await restrictedImportErrors(probeFile(folder, ALLOWED))).toBe(0);
  }, 60_000);

  it("lets lib/validations import the core but not the database", async () => {
    expect(await restrictedImportErrors(probeFile("validations", 'import { CATALOG } from "@/lib/model/catalog";'))).toBe(0);
    expect(await restrictedImportErrors(probeFile("validations", 'import { getDb } from "@/lib/db/client";'))).toBe(1);
  }, 60_000);
});
