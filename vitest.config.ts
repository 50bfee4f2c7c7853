import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { precompileMessages } from './tools/vite-precompile-messages.ts';

export default defineConfig({
  // messages reach the code compiled, as in every build (src/i18n/format-message.ts formats only that)
  plugins: [precompileMessages()],
  test: {
    include: ['{src,schemas,widgets,engine,tools,studio,bench,tests/unit,tests/security}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time, though
    // most of the suite's time is spent waiting on the real server processes its tests start (516 s → 319 s)
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
  },
});
