import { describe, expect, it } from 'vitest';
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
