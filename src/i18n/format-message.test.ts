import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatMessage, isSupportedElement, type MessageValues } from './format-message.ts';
import { LANGUAGES, MESSAGE_FILES } from './languages.ts';

const dir = join(import.meta.dirname, '../../locales');

/** Every argument of a message, and whether a plural counts it. */
function argumentsOf(elements: MessageFormatElement[], out = new Map<string, boolean>()): Map<string, boolean> {
  for (const el of elements) {
    if (el.type === TYPE.argument) out.set(el.value, out.get(el.value) ?? false);
    if (el.type === TYPE.plural) {
      out.set(el.value, true);
      Object.values(el.options).forEach((o) => argumentsOf(o.value, out));
    }
  }
  return out;
}

describe('formatMessage', () => {
  it('writes every shipped message in every language as intl-messageformat does', () => {
    let compared = 0;
    for (const { folder, tag } of Object.values(LANGUAGES)) {
      for (const file of MESSAGE_FILES) {
        const messages = JSON.parse(readFileSync(join(dir, folder, `${file}.json`), 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(messages)) {
          const ast = parse(text);
          expect(ast.every(isSupportedElement), `${folder}/${file}.json ${key}`).toBe(true);
          for (const n of [0, 1, 2, 3, 5, 11, 21, 1234.5]) {
            const values: MessageValues = {};
            for (const [name, counted] of argumentsOf(ast)) values[name] = counted ? n : `<${name}>`;
            const expected = String(new IntlMessageFormat(ast, tag).format(values));
            expect(formatMessage(ast, tag, values), `${folder}/${file}.json ${key} with ${n}`).toBe(expected);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('picks an exact case before the plural rule, ordinals by their own rules, and writes # in the language', () => {
    const ast = parse('{n, plural, =0 {none} one {# item} other {# items}}');
    expect(formatMessage(ast, 'en-US', { n: 0 })).toBe('none');
    expect(formatMessage(ast, 'en-US', { n: 1 })).toBe('1 item');
    expect(formatMessage(ast, 'en-US', { n: 1234 })).toBe('1,234 items');
    const ordinal = parse('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}');
    expect([1, 2, 3, 4, 22].map((n) => formatMessage(ordinal, 'en-US', { n }))).toEqual(['1st', '2nd', '3rd', '4th', '22nd']);
  });

  it('refuses a message it would write wrong: a missing value, an unsupported element', () => {
    expect(() => formatMessage(parse('Hello {name}'), 'en-US')).toThrow('no value for {name}');
    const select = parse('{g, select, male {he} other {they}}');
    expect(select.every(isSupportedElement)).toBe(false);
    expect(() => formatMessage(select, 'en-US', { g: 'male' })).toThrow('unsupported ICU element');
  });
});
