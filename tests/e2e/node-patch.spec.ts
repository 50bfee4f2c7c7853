import { expect, test } from '@playwright/test';
import { englishPrefix, navigable, rawRequest, site } from './helpers.ts';

/** The home page's hot-games grid as the server renders it: its opening tag. */
async function hotGamesTag(key: string): Promise<string> {
  const res = await rawRequest(key, `${await englishPrefix(key)}/`);
  expect(res.status).toBe(200);
  const tag = /<section class="w-gamegrid[^>]*>/.exec(res.text)?.[0];
  expect(tag, `${key} home has a GameGrid`).toBeDefined();
  return tag ?? '';
}

// casino4.json patches node "hot-games" of the casino family's home page by id (docs/operators.md)
test('a template patching one node of the shared home page by id changes that widget on its site only', async () => {
  expect(await hotGamesTag('casino4')).toContain('data-game-type="slot_game"');
  expect(await hotGamesTag('casino1')).toContain('data-game-type=""');
});

// the page carries its template without the patches (src/app/hydration-data.ts): a client navigation's loaders
// patch the trees with the template the browser fetches, never with the one the page carried
test("a client navigation to the patched page applies the template's patch, as the server does", async ({ page }) => {
  const prefix = await englishPrefix('casino4');
  await page.goto(`${site('casino4')}${prefix}/slots`);
  await navigable(page);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page
    .locator(`a[href="${prefix || '/'}"], a[href="${prefix}/"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
  await expect(page.locator('section.w-gamegrid').first()).toHaveAttribute('data-game-type', 'slot_game');
  expect(await page.evaluate(() => 'sameDocument' in window), 'a client navigation, no document load').toBe(true);
});
