import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = { "@": root };

// Two suites: fast pure-domain tests beside the code, and integration tests that
// talk to a real PostgreSQL (one fresh schema per test file, see tests/support/test-database.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "cli/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          // Property tests run thousands of cases: seconds on an idle machine, more when CI
          // shares two cores with a build. The default 5 s is a timer, not a check.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
