// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG, summary } from '../settings/test-fixtures.ts';
import { DemoSitePointer, pointedWord, type DemoSite } from './DemoSitePointer.tsx';

afterEach(cleanup);

const SITES: DemoSite[] = [
  { domain: 'casino1.localhost', theme_code: 'casino1', theme_color: 'color1-1' },
  { domain: 'casino3.localhost', theme_code: 'casino3', theme_color: 'color3-3' },
];
const LIVE = [...CATALOG.templates, summary('casino30', { extends: ['casino1', '_casino'], schemes: ['color1-1', 'color1-2'] })];

describe('DemoSitePointer', () => {
  it('says plainly when the server has a real backend, and offers nothing', () => {
    render(<DemoSitePointer sites={null} live={LIVE} canPoint onPoint={vi.fn()} />);
    expect(screen.getByRole('note').textContent).toMatch(/real backend \(BACKEND_URL\)/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('points a site at a published template and scheme, and says so', async () => {
    const onPoint = vi.fn((domain: string, theme_code: string, theme_color: string) =>
      Promise.resolve({
        domain,
        domains: [domain],
        theme_code,
        theme_color,
        before: { theme_code: 'casino3', theme_color: 'color3-3' },
        served: { revision: 'r9', processes: 2, of: 2 },
      }),
    );
    render(<DemoSitePointer sites={SITES} live={LIVE} canPoint onPoint={onPoint} />);
    expect(screen.getByText(/Demo only: this server runs the embedded demo backend/)).toBeTruthy();
    // family bases are never a site's template
    expect(screen.queryByRole('option', { name: /^_casino/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Demo site'), { target: { value: 'casino3.localhost' } });
    fireEvent.change(screen.getByLabelText('Published template'), { target: { value: 'casino30' } });
    fireEvent.change(screen.getByLabelText('Scheme'), { target: { value: 'color1-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Point the site' }));
    expect(onPoint).toHaveBeenCalledWith('casino3.localhost', 'casino30', 'color1-2');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('casino3.localhost now wears casino30 (color1-2). Every player process serves it: open the site.'),
    );
  });

  it("shows the server's refusal", async () => {
    const onPoint = vi.fn(() => Promise.reject(new Error('no template casino30 is live: publish it first')));
    render(<DemoSitePointer sites={SITES} live={LIVE} canPoint onPoint={onPoint} />);
    // casino1 of this catalog lists no scheme: nothing to point at yet
    expect((screen.getByRole('button', { name: 'Point the site' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Published template'), { target: { value: 'casino30' } });
    expect((screen.getByLabelText('Scheme') as HTMLSelectElement).value).toBe('color1-1');
    fireEvent.click(screen.getByRole('button', { name: 'Point the site' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('no template casino30 is live: publish it first'));
  });

  it('says when some player processes did not serve the publish yet', () => {
    const pointed = { domain: 'casino3.localhost', domains: ['casino3.localhost', 'www.casino3.localhost'], theme_code: 'casino30', theme_color: 'color1-2' };
    const before = { theme_code: 'casino3', theme_color: 'color3-3' };
    expect(pointedWord({ ...pointed, before, served: { revision: 'r9', processes: 1, of: 2 } })).toBe(
      'casino3.localhost, www.casino3.localhost now wear casino30 (color1-2). 1 of 2 player processes serve the live revision so far; the others show the old template or "This site is not set up yet" for a few seconds more.',
    );
    expect(pointedWord({ ...pointed, before })).toBe('casino3.localhost, www.casino3.localhost now wear casino30 (color1-2).');
  });

  it('is read-only for anyone but an admin', () => {
    render(<DemoSitePointer sites={SITES} live={LIVE} canPoint={false} onPoint={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Point the site' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Demo site') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Only an admin can point a demo site.')).toBeTruthy();
  });
});
