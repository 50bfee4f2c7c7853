// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { renderPage } from '../../src/auth/test-harness.tsx';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { LoadContext } from '../../src/render/types.ts';
import type { Api } from '../../src/api/client.ts';
import Component from './Component.tsx';
import { isActive, loadCmsContent } from '../_shared/cms/load.ts';
import { defaults } from './schema.ts';

afterEach(cleanup);

const XSS = '<p>Hello</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">prize</a>';

function ctxWith(value: unknown): LoadContext {
  const api = { settings: { siteInfoDetail: async () => ({ statusCode: 1, value }) } } as unknown as Api;
  return { api, domain: 'slot3.localhost', externalId: 'ext-slot3' };
}

describe('CmsContent', () => {
  it('rejects an unknown section in the page config', () => {
    expect(validatePage({ version: 1, root: { widget: 'CmsContent', props: { section: 'terms_of_use' } } })).toBe(false);
  });

  it('sanitises both bodies inside the loader: no script, handler or javascript: URL survives', async () => {
    const data = await loadCmsContent({ ...defaults, section: 'about_us' }, ctxWith({ about_us: { status: true, content_en: XSS, content_local: XSS } }));
    for (const html of [data.en, data.local]) {
      expect(html).toContain('<p>Hello</p>');
      expect(html).not.toMatch(/script|onerror|javascript:/);
    }
  });

  it('renders the sanitised body by the bilingual rule (src/i18n/pick-text.ts): English on an English page', async () => {
    const data = { active: true, en: '<h2>About</h2><p>English</p>', local: '<p>Lokal</p>' };
    await renderPage(<Component props={{ ...defaults, section: 'about_us' }} data={data} path="p" className="" />);
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
  });

  it('a switched-off or empty section shows the designed empty state; a failed load the error state', async () => {
    expect(isActive(false)).toBe(false);
    expect(isActive('1')).toBe(true);
    await renderPage(<Component props={defaults} data={{ active: false, en: '<p>x</p>', local: '' }} path="p" className="" />);
    expect(screen.getByText('This page has no content yet')).toBeTruthy();
    cleanup();
    await renderPage(<Component props={defaults} data={new LoaderError('down')} path="p" className="" />);
    expect(screen.getByRole('alert').textContent).toContain('This content could not be loaded.');
  });

  it('a loader failure is an error, not an empty page', async () => {
    const api = { settings: { siteInfoDetail: async () => ({ statusCode: 0, statusMessage: 'disconnect' }) } } as unknown as Api;
    await expect(loadCmsContent({ ...defaults, section: 'faqs' }, { api, domain: 'd', externalId: 'e' })).rejects.toThrow('disconnect');
  });
});
