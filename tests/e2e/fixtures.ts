import { test as base, expect, type BrowserContext } from '@playwright/test';
import { PORT } from './helpers.ts';

/** Every demo site a spec may visit: the "don't show again" cookie is per host. */
const SITE_KEYS = ['casino', 'slot', 'sportsbook']
  .flatMap((family) => Array.from({ length: 9 }, (_, i) => `${family}${i + 1}`))
  .concat(['maintenance', 'broken']);

/**
 * The home pages open the operator's announcement modal on a first visit (§3 show_bf_ann_modal;
 * the server renders it for a visitor without the ann_off cookie). Specs about other things start
 * as a returning player who ticked "don't show again" (the layout state and its cookie);
 * content-widgets.spec.ts tests the modal itself with the plain Playwright test.
 */
export async function asReturningPlayer(context: BrowserContext): Promise<void> {
  await context.addCookies(
    ['localhost', ...SITE_KEYS.map((k) => `${k}.localhost`)].map((host) => ({ name: 'ann_off', value: '1', url: `http://${host}:${PORT}` })),
  );
  await context.addInitScript(() => {
    if (localStorage.getItem('layout') === null) {
      localStorage.setItem('layout', JSON.stringify({ state: { show_bf_ann_modal: false }, version: 1 }));
    }
  });
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await asReturningPlayer(context);
    await use(context);
  },
});

export { expect };
export type { BrowserContext, Locator, Page, Request, Response, Route } from '@playwright/test';
