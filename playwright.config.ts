import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Real-browser tests: Debian's Chromium against the production server with a throwaway demo database and config store. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // One retry: CI runs on a shared machine whose load swings widely; a test that fails twice still fails
  // the run, and one that passes only on its retry is listed as flaky by the reporter, to be fixed.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `rm -f data/e2e-${PORT}.sqlite* data/e2e-${PORT}-config.sqlite* && PORT=${PORT} OPERATOR_PORT=off DEMO_DB_PATH=data/e2e-${PORT}.sqlite CONFIG_STORE_URL=data/e2e-${PORT}-config.sqlite node dist/node/cli.js`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
