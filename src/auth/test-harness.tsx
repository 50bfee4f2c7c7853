import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Api } from '../api/client.ts';
import { useSession } from '../state/session.ts';
import type { ReadySite } from '../state/site-context.tsx';
import { readySite } from '../../tests/unit/ready-site.ts';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';

/** Test-only: the calls a test answers; any other call fails the test loudly. */
export type FakeApi = { [G in 'auth' | 'home' | 'settings']?: Partial<Api[G]> };

function strictApi(fake: FakeApi): Api {
  const group = (name: keyof FakeApi) =>
    new Proxy(fake[name] ?? {}, {
      get(target, prop: string) {
        const fn = (target as Record<string, unknown>)[prop];
        if (typeof fn === 'function') return fn;
        return () => Promise.reject(new Error(`unexpected call api.${name}.${prop}`));
      },
    });
  return { auth: group('auth'), home: group('home'), settings: group('settings') } as unknown as Api;
}

export function testSite(): ReadySite {
  return readySite({ site_name: 'Test Casino', external_id: 'ext-test', gamify_status: true });
}

/** A signed-in demo player whose stored session has been read (as after hydration). */
export async function signedIn() {
  await useSession.persist.rehydrate();
  useSession.getState().reset();
  useSession.getState().signIn({ token: 'tok', account_id: 'demo', fullname: 'Juan Dela Cruz', email: 'demo@example.com' });
}

/** Renders a component the way the app does: English (or `code`) messages, a data router, a ready site, a fake API. */
export async function renderPage(ui: ReactNode, options: { api?: FakeApi; code?: string; site?: ReadySite } = {}): Promise<RenderResult> {
  return renderInApp(ui, { site: options.site ?? testSite(), api: strictApi(options.api ?? {}), code: options.code });
}
