import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Api } from '../../src/api/client.ts';
import { ApiContext } from '../../src/api/context.tsx';
import { IntlProvider } from '../../src/i18n/IntlContext.tsx';
import { loadMessages } from '../../src/i18n/messages.ts';
import { SiteContext, type ReadySite } from '../../src/state/site-context.tsx';

export interface InAppOptions {
  site: ReadySite;
  /** the client the component's calls reach; without it, a component that calls the api throws */
  api?: Api;
  /** a §1 language code; its messages are loaded as the app loads them */
  code?: string;
  /** where the router starts */
  url?: string;
}

export type InAppResult = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/**
 * Test-only, the one router wrapper of the unit tests: renders `ui` the way the app does, inside a
 * data router (the localised links read the root route's data: none here, so no language prefix),
 * a ready site, the language's messages and, when given, the api.
 */
export async function renderInApp(ui: ReactNode, options: InAppOptions): Promise<InAppResult> {
  const code = options.code ?? 'EN';
  const messages = await loadMessages(code);
  const tree = (
    <SiteContext.Provider value={options.site}>
      <IntlProvider code={code} messages={messages}>
        {ui}
      </IntlProvider>
    </SiteContext.Provider>
  );
  const element = options.api ? <ApiContext.Provider value={options.api}>{tree}</ApiContext.Provider> : tree;
  const router = createMemoryRouter([{ id: 'root', path: '*', element }], { initialEntries: [options.url ?? '/'] });
  return { ...render(<RouterProvider router={router} />), router };
}
