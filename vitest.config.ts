import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,schemas,widgets,tools,tests/unit,tests/security}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});
