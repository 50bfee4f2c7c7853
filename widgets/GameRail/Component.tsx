import { useT } from '../../src/i18n/IntlContext.tsx';
import { categoryOf } from '../../src/lib/categories.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { GameTile } from '../_shared/games/GameTile.tsx';
import { gameKey, useFavourites, useGameLauncher } from '../_shared/games/hooks.ts';
import { fallbackFor, type GamesData } from '../_shared/games/game-list.ts';
import { useGameList } from '../_shared/games/use-game-list.ts';
import { Rail } from '../_shared/games/Rail.tsx';
import type { GameRailProps } from './schema.ts';

export default function GameRail({ props, data, className }: WidgetComponentProps<GameRailProps, GamesData>) {
  const t = useT();
  const gameType = props.gameType;
  const limit = props.limit;
  const list = useGameList(data, { gameType, limit, initial: limit, fallback: fallbackFor(gameType, props.fallback) });
  const launch = useGameLauncher();
  const favourites = useFavourites();
  const shape = props.tile;
  const width = props.tileWidth;
  const category = categoryOf(gameType);

  let state = null;
  if (list.status === 'error') {
    state = (
      <div className="w-rail__state" role="alert">
        <p>{t('ui.gamesUnavailable')}</p>
        <button type="button" className="btn btn--ghost" onClick={list.retry} disabled={list.retrying}>
          {t('ui.lobby.retry')}
        </button>
      </div>
    );
  } else if (list.games.length === 0) {
    state = <p className="w-rail__state">{t('ui.noGames')}</p>;
  }

  return (
    <Rail
      title={props.title ? t(props.title) : null}
      moreTo={props.more && category ? category.route : undefined}
      className={`w-gamerail w-rail--${shape} ${className}`}
      state={state}
    >
      {list.status === 'ready'
        ? list.games.map((game, i) => (
            <GameTile
              key={gameKey(game)}
              // the server drew the whole rail: it needs to be alive for a touch, a sign-in, or a scroll to its end
              wakeMark={i === list.games.length - 1}
              game={game}
              shape={shape}
              width={width}
              showProvider={props.showProvider}
              favourite={favourites.isFavourite(game)}
              onLaunch={launch}
              loginHref={favourites.loginHref}
              onFavourite={favourites.toggle}
            />
          ))
        : null}
    </Rail>
  );
}
