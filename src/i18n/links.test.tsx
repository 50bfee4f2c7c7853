// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { isActivePath, Link, NavLink } from './links.tsx';
import { RootDataContext, type RootData } from '../state/root-data.tsx';

afterEach(cleanup);

const roots = new Map<string, RootData>();

/** A page's shell as src/app/Document.tsx gives it: the root's data (its language prefix), one object while it holds. */
function Shell({ prefix, children }: { prefix: string; children: ReactNode }) {
  const root = roots.get(prefix) ?? ({ localePrefix: prefix } as RootData);
  roots.set(prefix, root);
  return <RootDataContext.Provider value={root}>{children}</RootDataContext.Provider>;
}

function site(prefix: string, links: ReactNode, at = prefix || '/') {
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <Shell prefix={prefix}>
            <nav>{links}</nav>
            <Outlet />
          </Shell>
        ),
        children: ['/', '/vip', '/slots', '/cn', '/cn/vip', '/cn/slots'].map((path) => ({ path, element: page(path) })),
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is a plain anchor to the path in the page language, marked as a router link, and a click navigates there', async () => {
    const router = site('/cn', <Link to="/vip">VIP</Link>);
    const link = screen.getByRole('link', { name: 'VIP' });
    expect(link.getAttribute('href')).toBe('/cn/vip');
    expect(link.getAttribute('data-discover')).toBe('true');
    await act(async () => void fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/cn/vip');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('heading').textContent).toBe('/cn/vip');
  });

  it('leaves a click with a modifier, another button or a target to the browser, and one its own handler took', async () => {
    const router = site(
      '',
      <>
        <Link to="/vip">VIP</Link>
        <Link to="/slots" target="_blank">
          Slots
        </Link>
        <Link to="/slots" onClick={(event) => event.preventDefault()}>
          Taken
        </Link>
      </>,
    );
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'VIP' }), { ctrlKey: true }));
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'VIP' }), { button: 1 }));
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Slots' })));
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Taken' })));
    expect(router.state.location.pathname).toBe('/');
  });

  it('resolves a link within the page against the address, as react-router does', async () => {
    const router = site(
      '/cn',
      <>
        <Link to="?promo=2">Promo</Link>
        <Link to={{ search: '' }}>All</Link>
      </>,
      '/cn/vip',
    );
    const link = screen.getByRole('link', { name: 'Promo' });
    expect(link.getAttribute('href')).toBe('/cn/vip?promo=2');
    await act(async () => void fireEvent.click(link));
    expect(router.state.location.pathname + router.state.location.search).toBe('/cn/vip?promo=2');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/cn/vip');
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'All' })));
    expect(router.state.location.pathname + router.state.location.search).toBe('/cn/vip');
  });

  it('leaves a full URL to the browser: no language prefix, no router mark, no client navigation', async () => {
    const router = site('/cn', <Link to="https://example.com/help">Help</Link>);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('href')).toBe('https://example.com/help');
    expect(link.hasAttribute('data-discover')).toBe(false);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/cn');
  });

  it('replaces the history entry when a link within the page leads where the player already is', async () => {
    const router = site('', <Link to="?promo=2">Promo</Link>, '/vip?promo=2');
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Promo' })));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('replaces the history entry when it leads where the player already is', async () => {
    const router = site('', <Link to="/vip">VIP</Link>, '/vip');
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'VIP' })));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not render again when the player moves', async () => {
    let renders = 0;
    const router = site(
      '',
      <Profiler id="link" onRender={() => renders++}>
        <Link to="/vip">VIP</Link>
      </Profiler>,
    );
    const before = renders;
    await act(async () => void (await router.navigate('/slots')));
    expect(renders).toBe(before);
  });
});

describe('NavLink', () => {
  it('marks the link of the page the player is on, in their language, and follows them', async () => {
    const router = site(
      '/cn',
      <>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/vip" className="item">
          VIP
        </NavLink>
      </>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const vip = screen.getByRole('link', { name: 'VIP' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.className).toBe('active');
    expect(vip.getAttribute('aria-current')).toBeNull();
    expect(vip.className).toBe('item');
    await act(async () => void fireEvent.click(vip));
    expect(router.state.location.pathname).toBe('/cn/vip');
    expect(vip.getAttribute('aria-current')).toBe('page');
    expect(vip.className).toBe('item active');
    expect(home.getAttribute('aria-current')).toBeNull();
  });
});

describe('isActivePath', () => {
  it("follows react-router's rule: the page itself, or one below it unless `end`, in any case", () => {
    expect(isActivePath('/slots', '/slots', false)).toBe(true);
    expect(isActivePath('/Slots/hot', '/slots', false)).toBe(true);
    expect(isActivePath('/slots/hot', '/slots', true)).toBe(false);
    expect(isActivePath('/slotsx', '/slots', false)).toBe(false);
    expect(isActivePath('/vip', '/', true)).toBe(false);
    expect(isActivePath('/slots/', '/slots/', true)).toBe(true);
  });
});
