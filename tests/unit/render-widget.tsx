import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ReadySite } from '../../src/state/site-context.tsx';
import { readySite } from './ready-site.ts';
import { renderInApp } from './render-in-app.tsx';

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
  return renderInApp(ui, { site: options.site ?? demoSite(), code: options.code, url: options.url });
}
