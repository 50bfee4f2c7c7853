import { memo, type MouseEvent } from 'react';
import type { Game } from '../../../schemas/api/game.ts';
import { useT } from '../../../src/i18n/IntlContext.tsx';
import { useLocalePath } from '../../../src/i18n/links.tsx';
import { playnowPath } from '../../../src/lib/game-launch.ts';
import type { TileShape } from './tile-shapes.ts';
import { WAKE_MARK } from '../../../src/render/wake-mark.ts';

/** §9 placeholder thumbnail size: shown until the game's image has loaded (or when it cannot). */
export const PLACEHOLDER_SIZE = 32;

/** Width ÷ height of each tile shape's image. */
export const TILE_RATIO: Record<TileShape, number> = { portrait: 3 / 4, square: 1, landscape: 16 / 9 };

/** Image size before the grid has measured itself: sets the aspect ratio, so nothing shifts. */
export const DEFAULT_TILE_WIDTH = 180;

export interface TileProps {
  game: Game;
  shape: TileShape;
  /** the tile's measured width in CSS px (the image's width attribute) */
  width: number;
  showProvider: boolean;
  /** load the image with the page (the first tiles of a page's main grid, likely its largest paint); otherwise lazily */
  eager?: boolean;
  /** the tile a deferred rail waits for (src/render/wake-mark.ts): the end of its track */
  wakeMark?: boolean;
  favourite: boolean;
  /** where a guest's heart leads when the login is a page: the bootstrap follows it before the page is live (src/app/early-taps.ts) */
  loginHref?: string | undefined;
  onLaunch(game: Game): void;
  onFavourite(game: Game): void;
}

/** One game: a real link to its launch path and a real toggle button for the favourite heart. */
export const GameTile = memo(function GameTile({
  game,
  shape,
  width,
  showProvider,
  eager = false,
  wakeMark = false,
  favourite,
  loginHref,
  onLaunch,
  onFavourite,
}: TileProps) {
  const t = useT();
  const localePath = useLocalePath();
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(width / TILE_RATIO[shape]));
  const launch = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onLaunch(game);
  };
  return (
    <li className={`w-tile w-tile--${shape}`} data-game={`${game.provider_code}/${game.game_code}`} {...(wakeMark ? { [WAKE_MARK]: '' } : {})}>
      <a className="w-tile__link" href={localePath(playnowPath(game))} onClick={launch}>
        {/* The image lies over its placeholder: until it has loaded, or if it never does (alt=""
            draws nothing), the placeholder shows through. No load state: a lobby's worth of
            image loads must not each re-render React. The placeholder's gamepad and the heart
            are drawn by tile.css: two inline SVGs per tile were a fifth of a lobby page's markup. */}
        <span className="w-tile__media">
          <span className="w-tile__placeholder" aria-hidden="true" />
          {game.game_image ? (
            <img
              src={game.game_image}
              alt=""
              width={w}
              height={h}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          ) : null}
        </span>
        <span className="w-tile__name">{game.game_name}</span>
        {showProvider ? <span className="w-tile__provider">{game.provider_code}</span> : null}
      </a>
      <button
        type="button"
        className="w-tile__fav"
        aria-pressed={favourite}
        aria-label={t('ui.lobby.favourite', { name: game.game_name })}
        data-login-href={loginHref}
        onClick={() => onFavourite(game)}
      />
    </li>
  );
});
