import { describe, expect, it } from 'vitest';
import { inMemorySource, type ConfigSet } from '../config/config-set.ts';
import { decideSiteState } from '../config/site-state.ts';
import type { ResolvedTemplate } from '../config/types.ts';
import { schemeCss } from './theme.ts';

const scheme = (primary: string) => ({
  bg: '#000',
  surface: '#111',
  surface2: '#222',
  text: '#fff',
  muted: '#aaa',
  primary,
  onPrimary: '#000',
  accent: '#0f0',
  border: '#333',
  radius: '8px',
});
const template: ResolvedTemplate = {
  key: 'casino1',
  family: 'casino',
  label: 'Casino 1',
  layout: 'template1',
  breakpoints: [],
  schemes: { 'color1-1': scheme('#f5b301'), 'color1-2': scheme('#22cc88') },
  authEntry: { guardRedirect: { to: '/login' }, loginAction: 'route' },
  pages: {},
};
const site = (theme_color: string) => ({
  site_name: 'X',
  currency: 'PHP',
  theme_code: 'casino1',
  theme_color,
  external_id: 'e',
  gamify_status: true,
  free_game: false,
});

describe('colour schemes as CSS custom properties', () => {
  it("switching a site's theme_color switches the emitted custom properties", () => {
    const css = (color: string) => {
      const state = decideSiteState({ statusCode: 1, site: site(color) }, template);
      if (state.kind !== 'ready') throw new Error(state.kind);
      return schemeCss(state.scheme);
    };
    expect(css('color1-1')).toContain('--color-primary:#f5b301');
    expect(css('color1-2')).toContain('--color-primary:#22cc88');
    expect(css('color1-2')).toContain('--color-on-primary:#000;');
    expect(css('color1-2')).toContain('--radius:8px');
  });
});

describe('a token that slipped past the gate', () => {
  const EVIL = '1px;background:url(https://evil.example/track.png)';
  // a hand-built set: nothing linted it
  const set = (tokens: Record<string, string>): ConfigSet => ({
    revision: '0123456789abcdef',
    routes: [{ path: '/', page: 'home', guard: 'none' }],
    layouts: {},
    pages: {},
    templates: {
      casino1: {
        version: 1,
        key: 'casino1',
        family: 'casino',
        layout: 'template1',
        schemes: { 'color1-1': { ...scheme('#f5b301'), ...tokens } },
        authEntry: { guardRedirect: { to: '/login' }, loginAction: 'route' },
      },
    },
  });
  const emitted = async (tokens: Record<string, string>) => {
    const template = await inMemorySource(set(tokens)).template('casino1');
    const state = decideSiteState({ statusCode: 1, site: site('color1-1') }, template);
    return state.kind === 'ready' ? schemeCss(state.scheme) : state.kind;
  };

  it('is never emitted raw: a bad font or radius is left out, the other tokens stay', async () => {
    const css = await emitted({ font: EVIL, radius: EVIL });
    expect(css).not.toContain('evil.example');
    expect(css).not.toContain('--font');
    expect(css).not.toContain('--radius');
    expect(css).toContain('--color-primary:#f5b301');
  });

  it('is serialised from its parse tree, not copied', async () => {
    const css = await emitted({ font: "'Segoe UI' /* note */ , sans-serif", radius: '0.5rem' });
    expect(css).toContain('--font:"Segoe UI",sans-serif');
    expect(css).toContain('--radius:0.5rem');
  });

  it('a bad colour makes the scheme unusable: the site shows its invalid-theme page, never the value', async () => {
    expect(await emitted({ primary: `red;background:url(https://evil.example/x.png)` })).toBe('invalid');
  });
});
