import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES, MESSAGE_FILES } from './languages.ts';

const dir = join(import.meta.dirname, '../../locales');
const read = (folder: string, file: string): Record<string, string> => JSON.parse(readFileSync(join(dir, folder, `${file}.json`), 'utf8'));

/** The argument names a message uses ({path}, {count, plural, …}). */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(el.value);
      Object.values(el.options).forEach((o) => argumentsOf(o.value, out));
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
  }
  return out;
}

describe('message files', () => {
  for (const [code, { folder }] of Object.entries(LANGUAGES)) {
    for (const file of MESSAGE_FILES) {
      it(`${code} ${file}.json has exactly the English keys, valid ICU, the same arguments`, () => {
        expect(existsSync(join(dir, folder, `${file}.json`)), `${folder}/${file}.json is missing`).toBe(true);
        const en = read('en', file);
        const own = read(folder, file);
        expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(own)) {
          let ast: MessageFormatElement[] = [];
          expect(() => (ast = parse(text)), `${folder}/${file}.json ${key}: ICU syntax error`).not.toThrow();
          const english = [...argumentsOf(parse(en[key] ?? ''))].sort();
          expect([...argumentsOf(ast)].sort(), `${folder}/${file}.json ${key}: arguments`).toEqual(english);
        }
      });
    }
  }
});
