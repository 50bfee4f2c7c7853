import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isSupportedElement } from '../src/i18n/format-message.ts';

const MESSAGE_FILE = /\/locales\/[^/]+\/[^/]+\.json$/;

/**
 * Compiles every ICU message of locales/ to its AST at build time, so the page formats it with
 * src/i18n/format-message.ts and neither the ICU parser nor intl-messageformat ships. A syntax
 * error, or an element that formatter does not write, fails the build with the file and key.
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
          let ast;
          try {
            ast = parse(message);
          } catch (error) {
            throw new Error(`${file}: message "${key}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
          }
          if (!ast.every(isSupportedElement)) {
            throw new Error(`${file}: message "${key}" uses an ICU element the page cannot format (text, {arguments}, plural, selectordinal and # only)`);
          }
          return [key, ast];
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
