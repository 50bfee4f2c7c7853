import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { IntlProvider } from '../../src/i18n/IntlContext.tsx';
import { loadMessages } from '../../src/i18n/messages.ts';
import { SiteContext, type ReadySite } from '../../src/state/site-context.tsx';
import { readySite } from '../../tests/unit/ready-site.ts';

/** Test-only: a ready demo site with the fields the content widgets read. */
export function demoSite(site: Partial<ReadySite['startup']['site']> = {}): ReadySite {
  return readySite({
    external_id: 'ext-casino1',
    gamify_status: true,
    android_sub: 'https://play.example/app',
    ios_sub: 'https://apps.example/app',
    manifest_icon: '/api/assets/icon/casino1.svg',
    ...site,
  });
}

/** Renders a widget the way the app does: English messages (or `code`'s), a router at `url`, a ready site. */
export async function renderWidget(ui: ReactNode, options: { code?: string; url?: string; site?: ReadySite } = {}): Promise<RenderResult> {
  const code = options.code ?? 'EN';
  const messages = await loadMessages(code);
  const element = (
    <SiteContext.Provider value={options.site ?? demoSite()}>
      <IntlProvider code={code} messages={messages}>
        {ui}
      </IntlProvider>
    </SiteContext.Provider>
  );
  // A data router like the app's: locale-aware links read the root route's data.
  const router = createMemoryRouter([{ id: 'root', path: '*', element }], { initialEntries: [options.url ?? '/'] });
  return render(<RouterProvider router={router} />);
}
