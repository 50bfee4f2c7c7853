import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/format-message.ts';
import { compileBrandCopy, compileText } from './brand-copy.ts';

describe('brand copy compiled like locales/ (ICU ASTs the page formats)', () => {
  it('compiles text, arguments and plurals to what the page formatter writes', () => {
    const copy = compileBrandCopy({ headline: { EN: 'Win {n, plural, one {# spin} other {# spins}}', CN: '赢得{n}次' } });
    expect(formatMessage(copy['headline']?.EN ?? [], 'en-US', { n: 3 })).toBe('Win 3 spins');
    expect(formatMessage(copy['headline']?.CN ?? [], 'zh-CN', { n: 3 })).toBe('赢得3次');
  });

  it('keeps ICU quoting: an apostrophe escapes braces', () => {
    const copy = compileBrandCopy({ x: { EN: "Use '{code}' at checkout" } });
    expect(formatMessage(copy['x']?.EN ?? [], 'en-US')).toBe('Use {code} at checkout');
  });

  it('says why a text is not a message the page can write, and leaves it out (that language reads English)', () => {
    expect(compileText('Hello {name')).toEqual({ ok: false, problem: expect.stringMatching(/^is not a valid ICU message \(/) });
    expect(compileText('{g, select, a {A} other {B}}')).toEqual({ ok: false, problem: expect.stringContaining('cannot format') });
    expect(compileText('<b>bold</b>')).toEqual({ ok: false, problem: expect.stringContaining('cannot format') });
    expect(compileBrandCopy({ x: { EN: 'Fine', CN: 'Broken {' } })).toEqual({ x: { EN: [{ type: 0, value: 'Fine' }] } });
  });
});
