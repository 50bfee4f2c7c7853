// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import Marquee from './Component.tsx';
import { parseMarquee } from '../../src/api/readers/marquee.ts';

afterEach(cleanup);

describe('Marquee', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'Marquee', props: { speed: 'fast' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'Marquee', props: { speed: 80 } } })).toBe(true);
  });

  it('scrolls the messages once for readers, with a pause control', async () => {
    await renderWidget(<Marquee props={{}} data={{ messages: [{ id: '1', message: 'Welcome!' }, { id: '2', message: '18+ only' }] }} path="p" className="" />);
    const region = screen.getByRole('region', { name: 'News' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Welcome!', '18+ only']);
    expect(region.textContent).toContain('Welcome!');
    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling news' }));
    expect(screen.getByRole('button', { name: 'Resume scrolling news' })).toBeTruthy();
  });

  it('shows nothing when empty and a notice on error', async () => {
    const { container } = await renderWidget(<Marquee props={{}} data={{ messages: [] }} path="p" className="" />);
    expect(container.textContent).toBe('');
    cleanup();
    await renderWidget(<Marquee props={{}} data={new LoaderError('x')} path="p" className="" />);
    expect(screen.getByRole('alert').textContent).toBe('News could not be loaded right now.');
  });

  it('reads strings or {message} items and rejects other shapes', () => {
    expect(parseMarquee(['a', { id: 4, message: 'b' }, { message: ' ' }])).toEqual([{ id: '0', message: 'a' }, { id: '4', message: 'b' }]);
    expect(parseMarquee([{ text: 'nope' }])).toBeNull();
  });
});
