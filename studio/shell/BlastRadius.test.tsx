// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigDiff } from '../api/types.ts';
import { BlastRadiusList } from './BlastRadius.tsx';
import { blastRadius } from './blast-radius.ts';

afterEach(cleanup);

const file = (name: string): ConfigDiff['files'][number] => ({ file: name, change: 'modified', nodes: [], values: [] });
const baseChange: ConfigDiff = {
  changes: [
    {
      what: 'prop',
      templates: ['casino2', 'casino1'],
      tree: { kind: 'page', name: 'home' },
      node: 'hot-games',
      widget: 'GameGrid',
      prop: 'columns',
      from: 6,
      to: 7,
    },
    { what: 'message', templates: ['casino1'], key: 'hello', language: 'en', from: 'Hi', to: 'Hello' },
  ],
  files: [file('templates/_casino.json')],
  summary: { added: 0, removed: 0, modified: 1, unchanged: 10 },
};

describe('blast radius', () => {
  it('lists every brand a family base change reaches, with where each sees it', () => {
    expect(blastRadius(baseChange)).toEqual({
      shared: ['templates/_casino.json'],
      brands: [
        { template: 'casino1', where: ['copy', 'page home'], changes: 2 },
        { template: 'casino2', where: ['page home'], changes: 1 },
      ],
    });
    render(<BlastRadiusList diff={baseChange} />);
    expect(screen.getByRole('heading', { name: 'Reaches 2 brands' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Brands this publish changes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['casino1 2 changes · copy, page home', 'casino2 1 change · page home']);
  });
  it('says nothing for a change to one brand’s own file', () => {
    const own = { ...baseChange, changes: [baseChange.changes[1]!], files: [file('templates/casino1.json')] };
    expect(blastRadius(own).shared).toEqual([]);
    const { container } = render(<BlastRadiusList diff={own} />);
    expect(container.textContent).toBe('');
  });
});
