import { describe, expect, it } from 'vitest';
import { LOBBY_VIEW_PATH, parseViewQuery } from '../../src/lib/lobby-view.ts';
import { nextPageUrl, PAGES_PER_FETCH } from './use-list-pages.ts';

describe('nextPageUrl', () => {
  it('asks the unfiltered view for a few pages from what is shown, a view the server parses', () => {
    const url = nextPageUrl({ type: 'slot_game', site: 'ext-casino1', fallback: 'none' }, 24, 24);
    expect(url.startsWith(`${LOBBY_VIEW_PATH}?`)).toBe(true);
    const parsed = parseViewQuery(new URLSearchParams(url.split('?')[1]));
    expect(parsed).toEqual({
      ok: true,
      value: { type: 'slot_game', site: 'ext-casino1', cap: undefined, fallback: 'none', provider: '', q: '', offset: 24, limit: 24 * PAGES_PER_FETCH },
    });
  });
});
