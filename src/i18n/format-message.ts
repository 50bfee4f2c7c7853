import type { ArgumentElement, LiteralElement, MessageFormatElement, PluralElement, PoundElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { numberFormat } from '../lib/intl-cache.ts';

// the parser's element kinds, as types only: the parser itself never ships (messages arrive compiled)
const isLiteralElement = (el: MessageFormatElement): el is LiteralElement => el.type === (0 as TYPE.literal);
const isArgumentElement = (el: MessageFormatElement): el is ArgumentElement => el.type === (1 as TYPE.argument);
const isPluralElement = (el: MessageFormatElement): el is PluralElement => el.type === (6 as TYPE.plural);
const isPoundElement = (el: MessageFormatElement): el is PoundElement => el.type === (7 as TYPE.pound);

export type MessageValues = Record<string, string | number>;
/** A message as the build ships it: its ICU AST (tools/vite-precompile-messages.ts). */
export type CompiledMessage = readonly MessageFormatElement[];

/**
 * The ICU elements the shipped messages use and this formatter writes: text, `{name}`, `plural`
 * (cardinal and `selectordinal`) and `#`. tools/vite-precompile-messages.ts fails the build on any
 * other element, so a message this formatter cannot write never ships.
 */
export function isSupportedElement(el: MessageFormatElement): boolean {
  if (isLiteralElement(el) || isArgumentElement(el) || isPoundElement(el)) return true;
  return isPluralElement(el) && Object.values(el.options).every((option) => option.value.every(isSupportedElement));
}

export class MessageFormatError extends Error {}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRule(locale: string, type: Intl.PluralRuleType, n: number): string {
  const key = `${locale}|${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(n);
}

function write(elements: readonly MessageFormatElement[], locale: string, values: MessageValues, count: number | undefined): string {
  let out = '';
  for (const el of elements) {
    if (isLiteralElement(el)) out += el.value;
    else if (isPoundElement(el)) out += count === undefined ? '#' : numberFormat(locale).format(count);
    else if (isArgumentElement(el) || isPluralElement(el)) {
      if (!(el.value in values)) throw new MessageFormatError(`no value for {${el.value}}`);
      const value = values[el.value];
      if (isArgumentElement(el)) {
        out += String(value);
        continue;
      }
      const n = Number(value) - el.offset;
      const option = el.options[`=${String(value)}`] ?? el.options[pluralRule(locale, el.pluralType ?? 'cardinal', n)] ?? el.options.other;
      if (!option) throw new MessageFormatError(`no plural case for {${el.value}} = ${String(value)}`);
      out += write(option.value, locale, values, n);
    } else throw new MessageFormatError(`unsupported ICU element (type ${el.type})`);
  }
  return out;
}

/**
 * Writes one message compiled to its ICU AST (tools/vite-precompile-messages.ts, in every build and
 * in the unit tests), as intl-messageformat would for these elements, without its runtime in the
 * player bundle.
 */
export function formatMessage(message: CompiledMessage, locale: string, values: MessageValues = {}): string {
  return write(message, locale, values, undefined);
}
