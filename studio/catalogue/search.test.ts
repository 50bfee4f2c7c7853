import { describe, expect, it } from 'vitest';
import type { WidgetEntry } from '../../engine/studio/contract.ts';
import { searchCatalogue } from './search.ts';

const entry = (name: string, description: string, props: string[], usedBy: string[]): WidgetEntry => ({
  name,
  description,
  propsSchema: { type: 'object', properties: Object.fromEntries(props.map((p) => [p, { type: 'string' }])) },
  defaults: {},
  messageProps: [],
  imageProps: [],
  colourProps: [],
  container: false,
  usedBy,
});

const widgets = [entry('Hero', 'A headline over a picture', ['headline', 'image'], ['casino1']), entry('Leaderboard', 'Top winners', ['period'], ['slot2'])];

describe('searchCatalogue', () => {
  it('finds by name, description, prop name or a brand that uses it, every word of the query', () => {
    expect(searchCatalogue(widgets, '').map((w) => w.name)).toEqual(['Hero', 'Leaderboard']);
    expect(searchCatalogue(widgets, 'hero').map((w) => w.name)).toEqual(['Hero']);
    expect(searchCatalogue(widgets, 'WINNERS').map((w) => w.name)).toEqual(['Leaderboard']);
    expect(searchCatalogue(widgets, 'period').map((w) => w.name)).toEqual(['Leaderboard']);
    expect(searchCatalogue(widgets, 'casino1').map((w) => w.name)).toEqual(['Hero']);
    expect(searchCatalogue(widgets, 'picture slot2')).toEqual([]);
  });
});
