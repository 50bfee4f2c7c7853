import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const MESSAGE_FILE = /\/locales\/[^/]+\/[^/]+\.json$/;

/**
 * Compiles every ICU message of locales/ to its AST at build time, so the browser formats with
 * intl-messageformat alone and the ICU parser (~9 kB gzip) never ships (the client build aliases
 * it to its no-parser entry). A syntax error fails the build with the file and key.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!MESSAGE_FILE.test(file)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${file}: message "${key}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
