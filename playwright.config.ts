import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests on a production build in Debian's Chromium (no browser download).
 * The server runs through `npm start`'s own path on a fresh embedded database, so the
 * default, zero-configuration setup is what gets tested.
 */
// Overridable so two runs on one machine (a developer's and CI's) do not collide.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 54_339);
const E2E_DB_DIR = `.data/e2e-pglite-${E2E_PORT}`;
/** The bulk price-file stub e2e/refresh-and-regions.spec.ts starts; the server refreshes from it. */
export const E2E_PRICE_STUB_PORT = E2E_PORT + 7;
/** Admin token of the E2E server (a test value, not a secret). */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-not-a-secret";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  outputDir: "test-results/e2e",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${E2E_DB_DIR} && node scripts/start.mjs --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    // TRUST_PROXY: e2e/advisor-links.spec.ts checks share links built from X-Forwarded-Host; other specs send no such header.
    env: {
      DATABASE_URL: "",
      EMBEDDED_DB_DIR: E2E_DB_DIR,
      EMBEDDED_DB_PORT: String(E2E_DB_PORT),
      HOSTNAME: "127.0.0.1",
      TRUST_PROXY: "true",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      PRICE_LIST_BULK_ENDPOINT: `http://127.0.0.1:${E2E_PRICE_STUB_PORT}`,
      PRICE_SOURCE: "bulk",
    },
  },
});
