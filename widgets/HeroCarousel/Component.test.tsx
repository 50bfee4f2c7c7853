// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import HeroCarousel from './Component.tsx';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import { defaults } from './schema.ts';

const slides = [1, 2, 3].map((n) => ({
  id: String(n),
  image: `/s${n}.svg`,
  title: `Offer ${n}`,
  title_local: '',
  link: n === 3 ? 'https://example.com/x' : `/p${n}`,
}));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeroCarousel', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'HeroCarousel', props: { interval: 10 } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'HeroCarousel', props: { speed: 3 } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'HeroCarousel', props: { interval: 5000, height: 200 } } })).toBe(true);
  });

  it('shows its empty and error states', async () => {
    await renderWidget(<HeroCarousel props={defaults} data={{ slides: [] }} path="p" className="" />);
    expect(screen.getByText('No featured promotions right now.')).toBeTruthy();
    cleanup();
    await renderWidget(<HeroCarousel props={defaults} data={new LoaderError('down')} path="p" className="" />);
    expect(screen.getByRole('alert').textContent).toBe('Featured promotions could not be loaded right now.');
  });

  it('advances by itself, pauses on request, and has labelled controls', async () => {
    mockReducedMotion(false);
    vi.useFakeTimers();
    await renderWidget(<HeroCarousel props={{ ...defaults, interval: 3000, autoplay: true }} data={{ slides }} path="p" className="" />);
    const current = () => screen.getAllByRole('group').findIndex((g) => !g.hasAttribute('inert'));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('never moves by itself when the player prefers reduced motion', async () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    await renderWidget(<HeroCarousel props={{ ...defaults, interval: 2000, autoplay: true }} data={{ slides }} path="p" className="" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getAllByRole('group').findIndex((g) => !g.hasAttribute('inert'))).toBe(0);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('links inside the app and out of it', async () => {
    await renderWidget(<HeroCarousel props={{ ...defaults, autoplay: false }} data={{ slides }} path="p" className="" />);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/p1', '/p2', 'https://example.com/x']);
    expect(links[2]?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
