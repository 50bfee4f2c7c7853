// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon } from '../../../src/ui/Icon.tsx';
import * as icons from '../../../src/ui/icons.ts';
import { GameTile } from './GameTile.tsx';
import { renderLobby, testGame } from './test-harness.tsx';

afterEach(cleanup);

const pathOf = (path: string) => /\sd="([^"]+)"/.exec(renderToStaticMarkup(<Icon path={path} />))![1]!;

describe('GameTile', () => {
  it('carries no inline SVG: the placeholder and the heart are drawn by tile.css', async () => {
    const onFavourite = vi.fn();
    const game = testGame(3);
    await renderLobby(<GameTile game={game} shape="portrait" width={150} showProvider favourite={false} onLaunch={() => {}} onFavourite={onFavourite} />);
    const tile = document.querySelector('.w-tile')!;
    expect(tile.querySelector('svg')).toBeNull();
    expect(tile.querySelector('.w-tile__placeholder')?.getAttribute('aria-hidden')).toBe('true');
    const heart = screen.getByRole('button', { name: `Favourite ${game.game_name}` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(onFavourite).toHaveBeenCalledWith(game);
  });

  it("draws the same gamepad and heart as the product's icons", () => {
    const css = readFileSync(join(import.meta.dirname, 'tile.css'), 'utf8');
    const mask = (selector: string) => new RegExp(`${selector.replace(/[.]/g, '\\.')}::before \\{\\s*--tile-icon: url\\("([^"]+)"\\)`).exec(css)?.[1] ?? '';
    expect(decodeURIComponent(mask('.w-tile__placeholder'))).toContain(`d='${pathOf(icons.gamepad)}'`);
    expect(decodeURIComponent(mask('.w-tile__fav'))).toContain(`d='${pathOf(icons.heart)}'`);
  });
});
