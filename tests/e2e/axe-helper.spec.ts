import { expect, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { hydrated, site, withSaveData } from './helpers.ts';

/**
 * The crawls' accessibility checks run axe inside the page (tests/e2e/axe.ts): a scan that silently
 * found nothing would pass every crawl, so a page given known violations must report them, in a
 * part of the page and in the whole of it.
 */
test('the axe scan reports a serious violation added to a real page, and only inside the part it is asked to scan', async ({ page }) => {
  await withSaveData(page);
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.id = 'no-alt';
    img.src = '/favicon.ico';
    const button = document.createElement('button');
    button.id = 'no-name';
    document.querySelector('main')?.append(img, button);
  });
  const found = await axeViolations(page);
  expect(found).toContainEqual(expect.stringMatching(/^\[critical\] image-alt: .* at #no-alt$/));
  expect(found).toContainEqual(expect.stringMatching(/^\[critical\] button-name: .* at #no-name$/));
  expect(await axeViolations(page, { include: 'header' })).toEqual([]);
});
