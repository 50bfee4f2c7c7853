import { describe, expect, it } from 'vitest';
import { catalogOf } from './index.ts';
import { shippedConfigs } from './testing.ts';

describe('catalogOf', () => {
  const catalog = catalogOf(shippedConfigs(), [
    { domain: 'casino1.localhost', theme_code: 'casino1', theme_color: 'color1-1' },
    { domain: 'demo.example', theme_code: 'casino1', theme_color: 'color1-2' },
  ]);

  it('lists every template with its chain, layout, routes, breakpoints, schemes, file and sites', () => {
    const c1 = catalog.templates.find((t) => t.key === 'casino1');
    expect(c1).toMatchObject({
      label: 'Casino 1',
      extends: ['_casino'],
      abstract: false,
      layout: 'template1',
      schemes: ['color1-1', 'color1-2', 'color1-3', 'color1-4', 'color1-5'],
      file: 'templates/casino1.json',
      sites: ['casino1.localhost', 'demo.example'],
    });
    expect(c1?.pages).toContain('home');
    expect(c1?.routes).toContainEqual({ path: '/slots', page: 'slots' });
    expect(c1?.breakpoints.map((b) => b.min)).toEqual([320, 375, 425, 768, 1024, 1200, 1280, 1600]);
    expect(catalog.templates.find((t) => t.key === '_casino')).toMatchObject({ abstract: true, extends: [], sites: [] });
  });

  it('lists layouts, pages and languages (en first)', () => {
    expect(catalog.layouts).toContain('template1');
    expect(catalog.pages).toEqual(expect.arrayContaining(['home', 'slots', 'login']));
    expect(catalog.languages[0]).toBe('en');
    expect(catalog.languages).toContain('cn');
  });

  it('describes each widget from its manifest and props schema', () => {
    const hero = catalog.widgets.find((w) => w.name === 'Hero');
    expect(hero).toMatchObject({ messageProps: ['headline', 'body', 'cta'], imageProps: [], colourProps: [], container: false, defaults: { height: 220 } });
    expect(hero?.description).toMatch(/headline/);
    expect(Object.keys((hero?.propsSchema['properties'] ?? {}) as object)).toContain('ctaHref');
    expect(catalog.widgets.filter((w) => w.container).map((w) => w.name)).toEqual(['FloatingArea', 'Header', 'Stack']);
    expect(catalog.widgets.find((w) => w.name === 'GameGrid')?.messageProps).toEqual(['title']);
  });
});
