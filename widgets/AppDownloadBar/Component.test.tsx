// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { useLayout } from '../../src/state/layout.ts';
import { demoSite, renderWidget } from '../../tests/unit/render-widget.tsx';
import AppDownloadBar from './Component.tsx';
import { defaults } from './schema.ts';

afterEach(() => {
  cleanup();
  useLayout.getState().reset();
});

describe('AppDownloadBar', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'AppDownloadBar', props: { variant: 'popup' } } })).toBe(false);
  });

  it("links the site's apps and hides for good when dismissed", async () => {
    await renderWidget(<AppDownloadBar props={{ ...defaults, variant: 'bar' }} data={undefined} path="p" className="" />);
    expect(screen.getByRole('link', { name: /Download the Demo Casino app for Android/ }).getAttribute('href')).toBe('https://play.example/app');
    expect(screen.getByRole('link', { name: /Download the Demo Casino app for iPhone and iPad/ }).getAttribute('href')).toBe('https://apps.example/app');
    fireEvent.click(screen.getByRole('button', { name: 'Hide the app download bar' }));
    expect(useLayout.getState().show_download_bar).toBe(false);
    expect(useLayout.getState().show_app_download).toBe(true);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('the card variant follows show_app_download', async () => {
    useLayout.getState().set('show_app_download', false);
    await renderWidget(<AppDownloadBar props={{ ...defaults, variant: 'card' }} data={undefined} path="p" className="" />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing for a site without app links (its empty state)', async () => {
    const { container } = await renderWidget(<AppDownloadBar props={defaults} data={undefined} path="p" className="" />, {
      site: demoSite({ android_sub: '', ios_sub: '' }),
    });
    expect(container.textContent).toBe('');
  });
});
