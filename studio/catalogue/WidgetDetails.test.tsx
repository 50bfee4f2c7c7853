// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetEntry } from '../../engine/studio/contract.ts';
import { propRows, WidgetDetails } from './WidgetDetails.tsx';

afterEach(cleanup);

const hero: WidgetEntry = {
  name: 'Hero',
  description: 'A headline over a picture',
  propsSchema: {
    type: 'object',
    required: ['headline'],
    properties: { headline: { type: 'string', description: 'message key' }, align: { enum: ['start', 'center'] }, height: { type: ['integer', 'string'] } },
  },
  defaults: {},
  messageProps: ['headline'],
  imageProps: [],
  colourProps: [],
  container: false,
  usedBy: ['casino1', 'slot2'],
};

describe('WidgetDetails', () => {
  it('reads the props schema: names, types, enums, required', () => {
    expect(propRows(hero.propsSchema)).toEqual([
      { name: 'headline', type: 'string', description: 'message key', required: true },
      { name: 'align', type: '"start" | "center"', description: '', required: false },
      { name: 'height', type: 'integer | string', description: '', required: false },
    ]);
  });

  it('shows the description, the props and the brands using it', () => {
    render(<WidgetDetails widget={hero} />);
    const group = screen.getByRole('group', { name: 'About Hero' });
    expect(group.textContent).toContain('A headline over a picture');
    const table = within(group).getByRole('table', { name: 'Props of Hero' });
    expect(within(table).getByRole('rowheader', { name: /headline/ }).textContent).toContain('(required)');
    expect(group.textContent).toContain('Used by 2 brands: casino1, slot2.');
  });

  it('says when no brand uses it', () => {
    render(<WidgetDetails widget={{ ...hero, usedBy: [] }} />);
    expect(screen.getByText('Used by no brand yet.')).toBeTruthy();
  });
});
