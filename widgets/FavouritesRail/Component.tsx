import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../src/api/context.tsx';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { LoginEntry } from '../../src/session/LoginEntry.tsx';
import { useErrorHandler } from '../../src/session/use-error-handler.ts';
import { credentialsOf, favouriteGames } from '../../src/session/use-session-actions.ts';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSession } from '../../src/state/session.ts';
import { GameTile } from '../_shared/games/GameTile.tsx';
import { gameKey, useFavourites, useGameLauncher, useLatest } from '../_shared/games/hooks.ts';
import { Rail } from '../_shared/games/Rail.tsx';
import type { FavouritesRailProps } from './schema.ts';

type Status = 'idle' | 'loading' | 'failed';

/** The player's favourites (session game_fav_list, refreshed by fav_list); a login entry for guests. */
export default function FavouritesRail({ props, className }: WidgetComponentProps<FavouritesRailProps>) {
  const t = useT();
  const api = useApi();
  const ready = useSessionReady();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const list = useSession((s) => s.game_fav_list);
  const handleError = useLatest(useErrorHandler());
  const launch = useGameLauncher();
  const favourites = useFavourites();
  const [status, setStatus] = useState<Status>('idle');
  const signedIn = ready && isAuthenticated;

  const refresh = useCallback(async () => {
    const creds = credentialsOf(useSession.getState());
    if (!creds) return;
    setStatus('loading');
    const asOf = useSession.getState().fav_edits;
    const res = await api.home.favList(creds);
    if (res.statusCode !== 1) {
      setStatus('failed');
      handleError.current(res);
      return;
    }
    useSession.getState().serverFavourites(favouriteGames(res), asOf);
    setStatus('idle');
  }, [api, handleError]);

  useEffect(() => {
    if (signedIn) void refresh();
  }, [signedIn, refresh]);

  const title = t(props.title);
  if (!signedIn) {
    if (props.guest === 'hidden') return null;
    return (
      <Rail
        title={title}
        className={`w-favrail ${className}`}
        state={
          <div className="w-rail__state">
            <p>{t('ui.fav.guest')}</p>
            <LoginEntry className="btn btn--primary">{t('ui.login')}</LoginEntry>
          </div>
        }
      >
        {null}
      </Rail>
    );
  }

  const shown = list.slice(0, props.limit);
  let state = null;
  if (status === 'failed' && shown.length === 0) {
    state = (
      <div className="w-rail__state" role="alert">
        <p>{t('ui.fav.error')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void refresh()}>
          {t('ui.lobby.retry')}
        </button>
      </div>
    );
  } else if (shown.length === 0) {
    state = <p className="w-rail__state">{t(status === 'loading' ? 'ui.fav.loading' : 'ui.fav.empty')}</p>;
  }
  const shape = props.tile;
  return (
    <Rail title={title} className={`w-favrail w-rail--${shape} ${className}`} state={state}>
      {shown.map((game) => (
        <GameTile
          key={gameKey(game)}
          game={game}
          shape={shape}
          width={props.tileWidth}
          showProvider
          favourite={favourites.isFavourite(game)}
          onLaunch={launch}
          loginHref={favourites.loginHref}
          onFavourite={favourites.toggle}
        />
      ))}
    </Rail>
  );
}
