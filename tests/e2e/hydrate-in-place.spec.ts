import type { Page } from '@playwright/test';
import { asReturningPlayer, expect, test } from './fixtures.ts';
import { hydrated, phoneContext, site, watchErrors, withSaveData } from './helpers.ts';

/**
 * Issue 51 part 2: a deferred widget whose code arrives later (on a tap, on idle, near the viewport, woken
 * ahead) hydrates the server's HTML instead of replacing it (src/render/hydrate-gate.tsx), so the nodes the
 * server sent stay the page's: focus, scroll position, loaded images and a replayed tap are kept.
 */

/** Before any of the page's code runs: every element the server sent inside <main> and the header, held weakly. */
async function tagServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const tagged = window as unknown as { serverNodes: WeakRef<Element>[]; taggedBeforeHydration: boolean };
      tagged.taggedBeforeHydration = !document.documentElement.hasAttribute('data-hydrated');
      tagged.serverNodes = [...document.querySelectorAll('main, main *, header, header *')].map((el) => new WeakRef(el));
    });
  });
}

async function stillConnected(page: Page): Promise<{ total: number; connected: number; before: boolean }> {
  return page.evaluate(() => {
    const tagged = window as unknown as { serverNodes: WeakRef<Element>[]; taggedBeforeHydration: boolean };
    const nodes = tagged.serverNodes.map((ref) => ref.deref());
    return { total: nodes.length, connected: nodes.filter((el) => el?.isConnected).length, before: tagged.taggedBeforeHydration };
  });
}

/**
 * Brings the page's deferred widgets alive: a screen down and back (near the viewport; not to the end of a
 * long grid, whose virtual rows leave the page by design), a pointer over each, then idle.
 */
async function wakeEverything(page: Page): Promise<void> {
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.mouse.wheel(0, -800);
  for (const slot of await page.locator('.hydrate-slot:not([data-hydrate="never"]) > :visible').all()) await slot.hover({ timeout: 2_000 }).catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })));
}

test('after the page settled and its widgets woke, the elements the server sent are still the page’s (casino1 /slots: header, language picker, grid)', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await phoneContext(browser);
  await asReturningPlayer(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await tagServerNodes(page);
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  // woken ahead of a tap once the page is idle (the header, the language picker), near the viewport (the grid)
  await expect(page.locator('.hydrate-slot[data-live] .w-lang__button')).toBeAttached({ timeout: 20_000 });
  await wakeEverything(page);
  await expect(page.locator('.hydrate-slot[data-live] .w-lobbyfilter')).toBeAttached({ timeout: 20_000 });
  const { total, connected, before } = await stillConnected(page);
  expect(before, 'tagged before the page hydrated').toBe(true);
  expect(total).toBeGreaterThan(100);
  expect(connected / total, `${connected} of ${total} server elements still in the page`).toBeGreaterThanOrEqual(0.95);
  expect(errors).toEqual([]);
  await context.close();
});

test('the language picker the player focused before its code came keeps the focus once live: the same button', async ({ browser }) => {
  const context = await phoneContext(browser);
  await asReturningPlayer(context);
  // nothing woken ahead: the focus itself wakes the picker
  await withSaveData(context);
  const page = await context.newPage();
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  await expect(page.locator('.hydrate-slot:not([data-live]) .w-lang__button')).toBeAttached();
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('.w-lang__button');
    (window as unknown as { focusedAtFirst: Element | null }).focusedAtFirst = button;
    button?.focus();
  });
  await expect(page.locator('.hydrate-slot[data-live] .w-lang__button')).toBeAttached({ timeout: 20_000 });
  const kept = await page.evaluate(() => {
    const first = (window as unknown as { focusedAtFirst: Element | null }).focusedAtFirst;
    return { connected: !!first?.isConnected, focused: document.activeElement === first };
  });
  expect(kept).toEqual({ connected: true, focused: true });
  await context.close();
});
