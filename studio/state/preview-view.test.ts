import { describe, expect, it } from 'vitest';
import { CATALOG } from './test-support.ts';
import { previewBreakpoint, previewLanguages } from './preview-view.ts';

const casino1 = CATALOG.templates[0]!;
const slot2 = CATALOG.templates[1]!;

describe('what the preview shows', () => {
  it('the inspector’s breakpoint, or the template’s widest for "All" or a breakpoint the template lacks', () => {
    expect(previewBreakpoint(casino1, 'mobile')).toEqual({ name: 'mobile', min: 0 });
    expect(previewBreakpoint(casino1, null)).toEqual({ name: 'desktop', min: 1024 });
    expect(previewBreakpoint(casino1, 'tablet')).toEqual({ name: 'desktop', min: 1024 });
    expect(previewBreakpoint(slot2, null)).toEqual({ name: 'mobile', min: 0 });
  });

  it('the languages of the template’s site, else the catalog’s, always with the selected one', () => {
    expect(previewLanguages(CATALOG, casino1, { language: 'de' })).toEqual(['en', 'de']);
    expect(previewLanguages(CATALOG, slot2, { language: 'en' })).toEqual(CATALOG.languages);
    expect(previewLanguages(CATALOG, casino1, { language: 'fr' })).toEqual(['fr', 'en', 'de']);
  });
});
