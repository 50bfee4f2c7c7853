import type { Catalog, StudioProblem, TemplateSummary } from '../../engine/studio/contract.ts';

/** A small catalog: casino9 extends casino1, which extends the family base _casino. */
export function summary(key: string, extra: Partial<TemplateSummary> = {}): TemplateSummary {
  return {
    key,
    label: key,
    extends: [],
    abstract: key.startsWith('_'),
    layout: 'template1',
    pages: ['home'],
    routes: [{ path: '/', page: 'home' }],
    breakpoints: [],
    schemes: [],
    file: `templates/${key}.json`,
    sites: [],
    ...extra,
  };
}

export const CASINO9 = summary('casino9', { extends: ['casino1', '_casino'], schemes: ['color1-1'] });

export const CATALOG: Catalog = {
  templates: [summary('_casino'), summary('casino1', { extends: ['_casino'], sites: ['casino1.localhost'] }), CASINO9],
  sites: [{ domain: 'casino1.localhost', theme_code: 'casino1', theme_color: 'color1-1' }],
  layouts: ['template1', 'template2'],
  pages: ['home'],
  widgets: [],
  languages: ['en'],
};

export const problem = (pointer: string, message: string, file = 'templates/casino9.json'): StudioProblem => ({
  ruleId: 'colour-contrast',
  severity: 'warning',
  file,
  line: 1,
  column: 1,
  pointer,
  message,
});
