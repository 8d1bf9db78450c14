import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The domain core stays free of the web framework and the database so the web,
// API and CLI remain thin shells over it.
const DOMAIN_CORE = ["lib/fio/**", "lib/model/**", "lib/pricing/**", "lib/datasets/**", "lib/advisor/**", "lib/validations/**"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    files: DOMAIN_CORE,
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "react", "react-dom"], message: "The domain core has no web framework imports." },
            { group: ["@/lib/db/*", "@/lib/data/*", "@prisma/*", "@/lib/generated/*", "pg"], message: "The domain core has no database imports." },
            { group: ["@/lib/env"], message: "The domain core does not read the environment: take values as arguments." },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
