import { describe, expect, it } from 'vitest';
import type { TemplateFile } from '../../schemas/template.ts';
import { emittableScheme, tokenCss, withSerialisedTokens } from './design-tokens.ts';

const EVIL = '1px;background:url(https://evil.example/track.png)';

const colours = {
  bg: '#000',
  surface: '#111',
  surface2: '#222',
  text: '#fff',
  muted: '#aaa',
  primary: 'rgb(226 61 87)',
  onPrimary: '#000',
  accent: 'teal',
  border: '#333',
};

describe('design tokens read by a CSS grammar', () => {
  it('accepts each kind and serialises it from the parse tree', () => {
    expect(tokenCss('font-family', "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif")).toEqual({
      ok: true,
      css: 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif',
    });
    expect(tokenCss('radius', '10px')).toEqual({ ok: true, css: '10px' });
    expect(tokenCss('radius', '0')).toEqual({ ok: true, css: '0' });
    expect(tokenCss('radius', 'calc(0.5rem + 2px)')).toEqual({ ok: true, css: 'calc(0.5rem + 2px)' });
    expect(tokenCss('color', 'oklch(0.7 0.1 200)')).toEqual({ ok: true, css: 'oklch(0.7 0.1 200)' });
    // a comment is not part of the value: the serialisation drops it
    expect(tokenCss('font-family', 'Arial /* x */, serif')).toEqual({ ok: true, css: 'Arial,serif' });
  });

  it.each([
    ['font-family', EVIL],
    ['font-family', 'Arial;background:url(https://evil.example/track.png)'],
    ['font-family', 'url(https://evil.example/track.png)'],
    ['font-family', 'Arial !important'],
    ['font-family', 'inherit'],
    ['font-family', 'var(--x)'],
    ['font-family', 'Arial}body{background:red'],
    ['font-family', ''],
    ['radius', EVIL],
    ['radius', '-4px'],
    ['radius', '4px 8px'],
    ['radius', 'url(https://evil.example/track.png)'],
    ['radius', 'initial'],
    ['color', 'red;x:y'],
    ['color', 'var(--x)'],
    ['color', 'url(https://evil.example/x.png)'],
  ] as const)('refuses %s %j', (kind, value) => {
    const read = tokenCss(kind, value);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatch(/expected (a|one) /);
  });

  it('says why in words', () => {
    expect(tokenCss('font-family', EVIL)).toEqual({
      ok: false,
      problem: `not one CSS value (unexpected input); expected a CSS font-family list (e.g. "system-ui, 'Segoe UI', sans-serif")`,
    });
    expect(tokenCss('radius', '-4px')).toEqual({
      ok: false,
      problem: 'does not match its grammar; expected one non-negative CSS length or percentage (e.g. "10px", "0.5rem")',
    });
    expect(tokenCss('color', 'var(--x)')).toMatchObject({ ok: false, problem: expect.stringContaining('var() means nothing in a token') });
  });

  it('drops an optional token that fails and refuses a scheme whose colour fails', () => {
    expect(emittableScheme({ ...colours, radius: '8px', font: EVIL })).toEqual({ ...colours, radius: '8px' });
    expect(emittableScheme({ ...colours, primary: 'red;background:url(https://evil.example/x.png)' })).toBeUndefined();
  });
});

describe('a template file as the config gate hands it out', () => {
  it('carries each token serialised, keeps a null deletion, and leaves out what does not parse', () => {
    const file = {
      version: 1 as const,
      key: 'casino9',
      schemes: { 'color1-1': { font: "'Segoe UI' , serif", radius: null, accent: 'TEAL' }, 'color1-2': { font: EVIL } },
    };
    expect(withSerialisedTokens(file as unknown as TemplateFile).schemes).toEqual({
      'color1-1': { font: '"Segoe UI",serif', radius: null, accent: 'TEAL' },
      'color1-2': {},
    });
  });

  it("keeps a whole scheme deleted (a clone onto another layout drops its base's scheme names)", () => {
    const file = { version: 1 as const, key: 'casino10', extends: 'casino1', schemes: { 'color1-1': null, 'color2-1': { accent: '#e6e04c' } } };
    expect(withSerialisedTokens(file as unknown as TemplateFile).schemes).toEqual({ 'color1-1': null, 'color2-1': { accent: '#e6e04c' } });
  });
});
