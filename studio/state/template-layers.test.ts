import { describe, expect, it } from 'vitest';
import { CATALOG } from './test-support.ts';
import { templateLayers } from './template-layers.ts';

describe('template layers', () => {
  it('own file, the extends chain merged without it, and both merged', () => {
    const casino1 = { ...CATALOG.templates[0]!, extends: ['_casino', '_base'] };
    const templates = [
      casino1,
      { ...casino1, key: '_casino', file: 'templates/_casino.json', extends: ['_base'] },
      { ...casino1, key: '_base', file: 'templates/_base.json', extends: [] },
    ];
    const files = {
      'templates/casino1.json': JSON.stringify({ extends: '_casino', label: 'Casino 1', schemes: { a: { primary: '#111111' } } }),
      'templates/_casino.json': JSON.stringify({ extends: '_base', schemes: { a: { primary: '#222222', text: '#333333' } } }),
      'templates/_base.json': JSON.stringify({ label: 'Base', layout: 'default', schemes: { a: { text: '#444444' }, b: { text: '#555555' } } }),
    };
    const layers = templateLayers(files, casino1, templates);
    expect(layers.own).toEqual(JSON.parse(files['templates/casino1.json']));
    expect(layers.base).toEqual({
      extends: '_base',
      label: 'Base',
      layout: 'default',
      schemes: { a: { primary: '#222222', text: '#333333' }, b: { text: '#555555' } },
    });
    expect(layers.merged).toMatchObject({
      label: 'Casino 1',
      layout: 'default',
      schemes: { a: { primary: '#111111', text: '#333333' }, b: { text: '#555555' } },
    });
  });

  it('a file that is not JSON reads as empty', () => {
    const layers = templateLayers({ 'templates/casino1.json': '{ nope' }, { ...CATALOG.templates[0]!, extends: [] }, CATALOG.templates);
    expect(layers).toEqual({ own: {}, base: {}, merged: {} });
  });
});
