import { describe, expect, it } from 'vitest';
import { decideSiteState } from './site-state.ts';
import type { ResolvedTemplate } from './types.ts';

const scheme = {
  bg: '#000',
  surface: '#111',
  surface2: '#222',
  text: '#fff',
  muted: '#aaa',
  primary: '#f00',
  onPrimary: '#000',
  accent: '#0f0',
  border: '#333',
};
const template: ResolvedTemplate = {
  key: 'slot2',
  family: 'slot',
  label: 'Slot 2',
  layout: 'template11',
  breakpoints: [],
  schemes: { 'color11-1': scheme },
  authEntry: { guardRedirect: { to: '/login' }, loginAction: 'route' },
  pages: {},
};
const site = { site_name: 'X', currency: 'PHP', theme_code: 'slot2', theme_color: 'color11-1', external_id: 'e', gamify_status: true, free_game: false };

describe('startup validation (§4)', () => {
  it('ready when the template and colour exist', () => {
    expect(decideSiteState({ statusCode: 1, site }, template)).toMatchObject({ kind: 'ready', scheme });
  });
  it('unknown theme_code → invalidThemeCode', () => {
    expect(decideSiteState({ statusCode: 1, site: { ...site, theme_code: 'casino99' } }, undefined)).toMatchObject({
      kind: 'invalid',
      message: 'invalidThemeCode',
    });
  });
  it('a colour the template lacks → invalidThemeColor', () => {
    expect(decideSiteState({ statusCode: 1, site: { ...site, theme_color: 'color3-1' } }, template)).toMatchObject({
      kind: 'invalid',
      message: 'invalidThemeColor',
    });
  });
  it('a non-success startup keeps the server message', () => {
    expect(decideSiteState({ statusCode: 0, statusMessage: 'siteNotFound' }, undefined)).toMatchObject({
      kind: 'invalid',
      problem: 'startupFailed',
      message: 'siteNotFound',
    });
  });
  it('maintenance shows only the bare layout', () => {
    expect(decideSiteState({ statusCode: 1, site, maintenance: { is_maintenance: true } }, template).kind).toBe('maintenance');
  });
  it('a failed startup (§8: -500, maintenance off) is a startup failure, not maintenance', () => {
    expect(decideSiteState({ statusCode: -500, statusMessage: 'internalServerError', maintenance: { is_maintenance: false } }, template)).toMatchObject({
      kind: 'invalid',
      problem: 'startupFailed',
    });
  });
});
