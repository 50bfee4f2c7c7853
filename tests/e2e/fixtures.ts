import { test as base, expect } from '@playwright/test';

/**
 * The home pages open the operator's announcement modal on a first visit (§3 show_bf_ann_modal).
 * Specs about other things start as a returning player who ticked "don't show again";
 * content-widgets.spec.ts tests the modal itself with the plain Playwright test.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      if (localStorage.getItem('layout') === null) {
        localStorage.setItem('layout', JSON.stringify({ state: { show_bf_ann_modal: false }, version: 1 }));
      }
    });
    await use(context);
  },
});

export { expect };
export type { BrowserContext, Locator, Page, Request, Response, Route } from '@playwright/test';
