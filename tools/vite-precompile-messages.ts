import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isSupportedElement } from '../src/i18n/format-message.ts';
import { MESSAGE_FILES } from '../src/i18n/languages.ts';

const MESSAGE_FILE = /\/locales\/[^/]+\/[^/]+\.json$/;
/** `locales/<folder>/ui.json?bundle`: all of a language's message files as one module (src/i18n/messages.ts) */
const BUNDLE_QUERY = 'bundle';

/** A message file's messages compiled to their ASTs; a syntax error names the file and key. */
function compileFile(file: string, code: string): Record<string, unknown> {
  const messages = JSON.parse(code) as Record<string, string>;
  return Object.fromEntries(
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
}

/**
 * Compiles every ICU message of locales/ to its AST at build time, so the page formats it with
 * src/i18n/format-message.ts and neither the ICU parser nor intl-messageformat ships. A syntax
 * error, or an element that formatter does not write, fails the build with the file and key.
 *
 * A message file imported with `?bundle` brings its whole language folder, keyed `file.key`: a
 * language is one chunk and one request, and the entry names ten chunks instead of fifty.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    load(id) {
      const [file = id, query] = id.split('?');
      if (query !== BUNDLE_QUERY || !MESSAGE_FILE.test(file)) return null;
      const folder = dirname(file);
      const merged: Record<string, unknown> = {};
      for (const name of MESSAGE_FILES) {
        const path = join(folder, `${name}.json`);
        let code: string;
        try {
          code = readFileSync(path, 'utf8');
        } catch {
          continue; // a language may lack a file: its keys read English (src/i18n/messages.ts)
        }
        this.addWatchFile(path);
        for (const [key, ast] of Object.entries(compileFile(path, code))) merged[`${name}.${key}`] = ast;
      }
      // a module, not JSON: Vite's JSON handling goes by the extension and leaves a queried id alone
      return { code: `export default ${JSON.stringify(merged)};`, map: null, moduleType: 'js' };
    },
    transform(code, id) {
      const [file = id, query] = id.split('?');
      if (query === BUNDLE_QUERY || !MESSAGE_FILE.test(file)) return null;
      return { code: JSON.stringify(compileFile(file, code)), map: null };
    },
  };
}
