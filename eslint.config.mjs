import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The domain core stays free of the web framework, the database, the environment and
// the schema layer, so the web, API and CLI remain thin shells over it and imports point
// down only: lib/validations may import the core, never the other way round.
// lib/layering.test.ts proves each rule fires.
export const CORE_FOLDERS = ["fio", "model", "pricing", "datasets", "advisor", "compare", "workloads", "measurements", "format", "errors", "units", "metrics", "projection", "plan-review", "accuracy"];

const FRAMEWORK = { group: ["next", "next/*", "react", "react-dom", "react/*"], message: "The domain core has no web framework imports." };
const DATABASE = {
  group: ["@/lib/db", "@/lib/db/*", "@/lib/data", "@/lib/data/*", "**/lib/db/*", "**/lib/data/*", "../db/*", "../data/*", "@prisma/*", "@/lib/generated/*", "**/generated/prisma/*", "pg"],
  message: "The domain core has no database imports: lib/data queries and passes values in.",
};
const ENVIRONMENT = { group: ["@/lib/env", "**/lib/env", "../env"], message: "The domain core does not read the environment: take values as arguments." };
const SCHEMAS = {
  group: ["@/lib/validations", "@/lib/validations/*", "**/lib/validations/*", "../validations/*"],
  message: "The domain core never imports lib/validations (it imports the core): move what you need into the core.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(["dist/**", ".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    files: CORE_FOLDERS.map((folder) => `lib/${folder}/**`),
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [FRAMEWORK, DATABASE, ENVIRONMENT, SCHEMAS] }] },
  },
  {
    // Schemas and URL codecs: on top of the core, below the database and the web.
    files: ["lib/validations/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [FRAMEWORK, DATABASE, ENVIRONMENT] }] },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
