import { defineConfig } from 'vitest/config';

/**
 * The chaos suite (tests/chaos): real server processes under attack, with latency budgets. It runs on
 * its own, one file at a time, after the unit tests, so no other test shares the machine's cores with
 * the latencies it measures.
 */
export default defineConfig({
  test: {
    include: ['tests/chaos/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
