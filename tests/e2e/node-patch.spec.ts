import { expect, test } from '@playwright/test';
import { englishPrefix, rawRequest } from './helpers.ts';

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
