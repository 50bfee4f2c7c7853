// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModals } from '../state/modals.ts';
import { readySite } from '../../tests/unit/ready-site.ts';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';
import { LoginEntry } from './LoginEntry.tsx';

afterEach(() => {
  cleanup();
  useModals.getState().close();
});

function siteLoggingIn(loginAction: 'route' | 'modal') {
  const site = readySite();
  return { ...site, template: { ...site.template, authEntry: { ...site.template.authEntry, loginAction } } };
}

describe('LoginEntry', () => {
  it('is a link to the login page where the template logs in on a page: it needs no script, and live it navigates in the app', async () => {
    const { router } = await renderInApp(<LoginEntry className="btn">Log in</LoginEntry>, { site: siteLoggingIn('route') });
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is a button opening the login modal where the template logs in with a modal', async () => {
    const { router } = await renderInApp(<LoginEntry className="btn">Log in</LoginEntry>, { site: siteLoggingIn('modal') });
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useModals.getState().modalStack).toEqual(['login']);
    expect(router.state.location.pathname).toBe('/');
  });
});
