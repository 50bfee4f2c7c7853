import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { isLanguageSwitch, languagePrefix, layoutShouldRevalidate, rootShouldRevalidate, withoutLanguagePrefix } from './revalidation.ts';
import { ROOT_ROUTE_ID } from './root-route.ts';

const url = (path: string) => new URL(path, 'http://casino1.localhost');
const routes = [
  { path: '/', page: 'home', guard: 'none' as const },
  { path: '/slots', page: 'slots', guard: 'none' as const },
  { path: '/preloader', page: 'preloader', guard: 'none' as const, layout: 'default' },
];

describe('language prefixes', () => {
  it('reads a language folder as the first segment only', () => {
    expect(languagePrefix('/cn/slots')).toBe('cn');
    expect(languagePrefix('/cn')).toBe('cn');
    expect(languagePrefix('/slots')).toBe('');
    expect(languagePrefix('/slots/cn')).toBe('');
    expect(languagePrefix('/')).toBe('');
  });
  it('strips it, keeping the root path', () => {
    expect(withoutLanguagePrefix('/cn/slots')).toBe('/slots');
    expect(withoutLanguagePrefix('/cn')).toBe('/');
    expect(withoutLanguagePrefix('/slots')).toBe('/slots');
  });
});

describe('isLanguageSwitch', () => {
  it('is the same page and query under another prefix, with or without one', () => {
    expect(isLanguageSwitch(url('/slots'), url('/cn/slots'))).toBe(true);
    expect(isLanguageSwitch(url('/cn/slots?provider=JILI'), url('/bn/slots?provider=JILI'))).toBe(true);
    expect(isLanguageSwitch(url('/cn'), url('/'))).toBe(true);
  });
  it('is not a move to another page, another query or the same URL', () => {
    expect(isLanguageSwitch(url('/slots'), url('/cn/vip'))).toBe(false);
    expect(isLanguageSwitch(url('/slots'), url('/cn/slots?q=koi'))).toBe(false);
    expect(isLanguageSwitch(url('/cn/slots'), url('/cn/slots'))).toBe(false);
  });
});

describe('rootShouldRevalidate', () => {
  it('re-runs on a prefix change even when the navigation says not to (messages, link prefix)', () => {
    expect(rootShouldRevalidate({ currentUrl: url('/slots'), nextUrl: url('/cn/slots'), defaultShouldRevalidate: false })).toBe(true);
  });
  it('keeps its data between pages of one language', () => {
    expect(rootShouldRevalidate({ currentUrl: url('/cn/slots'), nextUrl: url('/cn/vip'), defaultShouldRevalidate: true })).toBe(false);
  });
  it('follows an explicit revalidation of the same URL (no_prefix switch)', () => {
    expect(rootShouldRevalidate({ currentUrl: url('/slots'), nextUrl: url('/slots'), defaultShouldRevalidate: true })).toBe(true);
  });
});

describe('layoutShouldRevalidate', () => {
  it('follows the navigation on a language switch: the switcher skips it, other navigations re-check the prefix', () => {
    expect(layoutShouldRevalidate({ currentUrl: url('/slots'), nextUrl: url('/cn/slots'), defaultShouldRevalidate: false }, routes)).toBe(false);
    expect(layoutShouldRevalidate({ currentUrl: url('/slots'), nextUrl: url('/cn/slots'), defaultShouldRevalidate: true }, routes)).toBe(true);
  });
  it('re-runs for another page under another prefix, or when the layout changes', () => {
    expect(layoutShouldRevalidate({ currentUrl: url('/slots'), nextUrl: url('/cn/vip'), defaultShouldRevalidate: false }, routes)).toBe(true);
    expect(layoutShouldRevalidate({ currentUrl: url('/slots'), nextUrl: url('/preloader'), defaultShouldRevalidate: false }, routes)).toBe(true);
  });
  it("re-runs for a path that is none of the site's routes (a hidden or another brand's), so its loader answers 404", () => {
    expect(layoutShouldRevalidate({ currentUrl: url('/slots'), nextUrl: url('/sabong'), defaultShouldRevalidate: false }, routes)).toBe(true);
    expect(layoutShouldRevalidate({ currentUrl: url('/cn/slots'), nextUrl: url('/cn/tournaments'), defaultShouldRevalidate: false }, routes)).toBe(true);
  });
  it('keeps its data between pages of one language and layout', () => {
    expect(layoutShouldRevalidate({ currentUrl: url('/cn/slots'), nextUrl: url('/cn/'), defaultShouldRevalidate: true }, routes)).toBe(false);
  });
});

describe('with react-router', () => {
  /** The app's route shape (root → :lang? layout → page) with counting loaders. */
  async function router() {
    const calls = { root: vi.fn(() => ({})), layout: vi.fn(() => ({})), page: vi.fn(() => ({})) };
    const r = createMemoryRouter(
      [
        {
          id: ROOT_ROUTE_ID,
          path: '/',
          loader: calls.root,
          shouldRevalidate: rootShouldRevalidate,
          children: [
            {
              id: 'layout',
              path: ':lang?',
              loader: calls.layout,
              shouldRevalidate: (args) => layoutShouldRevalidate(args, routes),
              children: [{ id: 'page:slots', path: 'slots', loader: calls.page }],
            },
          ],
        },
      ],
      { initialEntries: ['/slots'] },
    );
    await vi.waitFor(() => expect(r.state.initialized).toBe(true));
    for (const fn of Object.values(calls)) fn.mockClear();
    return { r, calls };
  }

  it("the switcher's navigation re-runs only the root loader", async () => {
    const { r, calls } = await router();
    await r.navigate('/cn/slots', { defaultShouldRevalidate: false });
    expect(r.state.location.pathname).toBe('/cn/slots');
    expect(calls.root).toHaveBeenCalledTimes(1);
    expect(calls.layout).not.toHaveBeenCalled();
    expect(calls.page).not.toHaveBeenCalled();
  });

  it('any other navigation to another prefix re-runs them all', async () => {
    const { r, calls } = await router();
    await r.navigate('/cn/slots');
    expect(calls.root).toHaveBeenCalledTimes(1);
    expect(calls.layout).toHaveBeenCalledTimes(1);
    expect(calls.page).toHaveBeenCalledTimes(1);
  });
});
