import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The domain core stays free of the web framework, the server shell (database, environment,
// HTTP plumbing) and the schema layer, so the web, API and CLI remain thin shells over it and
// imports point down only: lib/validations may import the core, never the other way round.
// lib/layering.test.ts proves each rule fires; lib/import-graph.test.ts proves there is no loop.
export const CORE_FOLDERS = [
  "fio",
  "model",
  "pricing",
  "datasets",
  "advisor",
  "compare",
  "workloads",
  "measurements",
  "format",
  "errors",
  "units",
  "metrics",
  "projection",
  "plan-review",
  "accuracy",
  "ec2",
];

const FRAMEWORK = {
  group: ["next", "next/*", "react", "react-dom", "react/*"],
  message: "The domain core has no web framework imports.",
};
const DATABASE = {
  group: [
    "@/server/db",
    "@/server/db/*",
    "@/server/data",
    "@/server/data/**",
    "**/server/db/*",
    "**/server/data/**",
    "@prisma/*",
    "@/lib/generated/*",
    "**/generated/prisma/*",
    "pg",
  ],
  message: "The domain core has no database imports: server/data queries and passes values in.",
};
const ENVIRONMENT = {
  group: ["@/server/env", "**/server/env"],
  message: "The domain core does not read the environment: take values as arguments.",
};
/** The rest of the server shell: HTTP plumbing, the runtime, file readers. */
const SERVER = {
  regex: "^(@/server|(\\.\\./)+server)(/(?!db(/|$)|data(/|$)|env$).*)?$",
  message: "The domain core imports nothing from server/ (the I/O shell): take values as arguments.",
};
const SCHEMAS = {
  group: ["@/lib/validations", "@/lib/validations/*", "**/lib/validations/*", "../validations/*"],
  message: "The domain core never imports lib/validations (it imports the core): move what you need into the core.",
};
/**
 * From outside the model, lib/model/index.ts is its one way in, so its files can move as it
 * grows. Two files that end up in browser bundles import one model file each, said where they do.
 */
const MODEL_INSIDE = {
  regex: "^(@/lib/model|(\\.\\./)+(lib/)?model)/(?!testing/)",
  message: "Import the model through @/lib/model (lib/model/index.ts), its one way in: export what you need there.",
};
const CORE = [FRAMEWORK, DATABASE, ENVIRONMENT, SERVER, SCHEMAS];
/** Components (and the sections a page streams) get values as props or from a fetchX() loader. */
const CONNECTION = {
  group: [
    "@/server/db",
    "@/server/db/*",
    "**/server/db/*",
    "@prisma/*",
    "@/lib/generated/*",
    "**/generated/prisma/*",
    "pg",
  ],
  message:
    "Components never hold a database connection: take the values as props or call a fetchX() loader (server/data/loaders.ts).",
};
export const COMPONENT_FILES = ["components/**", "app/**/*-section.tsx"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    "dist/**",
    ".next/**",
    "node_modules/**",
    "lib/generated/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  {
    // Everywhere but inside the model (later blocks add their layer's rules to this one).
    ignores: ["lib/model/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [MODEL_INSIDE] }] },
  },
  {
    files: ["lib/model/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: CORE }] },
  },
  {
    files: CORE_FOLDERS.filter((folder) => folder !== "model").map((folder) => `lib/${folder}/**`),
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...CORE, MODEL_INSIDE] }] },
  },
  {
    files: COMPONENT_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: [CONNECTION, MODEL_INSIDE] }] },
  },
  {
    // Schemas and URL codecs: on top of the core, below the database and the web.
    files: ["lib/validations/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [FRAMEWORK, DATABASE, ENVIRONMENT, SERVER, MODEL_INSIDE] }],
    },
  },
  {
    // Type-aware rules: a dropped promise hides its failure, a promise where a callback's
    // result is ignored (onClick) fails unseen, a switch missing a case of a union falls through.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
