import { defineConfig } from 'vitest/config';
import { precompileMessages } from './tools/vite-precompile-messages.ts';

export default defineConfig({
  // messages reach the code compiled, as in every build (src/i18n/format-message.ts formats only that)
  plugins: [precompileMessages()],
  test: {
    include: ['{src,schemas,widgets,tools,studio,tests/unit,tests/security}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});
