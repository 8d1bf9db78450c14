import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The long runs (`npm run test:long`, scripts/test-long.mjs): 10,000-body fuzzing, fault
 * injection against real server processes. Not part of `npm test`; one file at a time
 * because the fault tests start servers and databases of their own.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    name: "long",
    include: ["tests/long/**/*.test.ts"],
    environment: "node",
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
