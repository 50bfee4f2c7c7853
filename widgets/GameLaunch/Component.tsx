import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../src/i18n/links.tsx';
import type { Game } from '../../schemas/api/game.ts';
import { useApi } from '../../src/api/context.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { categoryOf, gameTypeOfSlug } from '../../src/lib/categories.ts';
import { readLaunchRequest, type LaunchRequest } from '../../src/lib/game-launch.ts';
import { isCustomProvider } from '../../src/lib/providers.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import { PLACEHOLDER_SIZE } from '../_shared/games/GameTile.tsx';
import { useSiteRef } from '../_shared/games/hooks.ts';
import { fetchHotGames } from '../_shared/games/game-list.ts';
import { ProviderLogo } from '../_shared/games/ProviderLogo.tsx';
import type { GameLaunchProps } from './schema.ts';
import { useSite } from '../../src/state/site-context.tsx';

// the responsible-gaming information before a first bet (MGA): its code loads only on such a site
const FirstBetGate = lazy(() => import('../../src/auth/player-protection/FirstBetGate.tsx'));

type Lookup = { status: 'loading' } | { status: 'found'; game: Game } | { status: 'unknown' } | { status: 'failed' };

/** Finds the requested game in its category's list, for its name and image. */
function useGameLookup(request: LaunchRequest | null): Lookup {
  const api = useApi();
  const site = useSiteRef();
  const [lookup, setLookup] = useState<{ key: string; value: Lookup } | null>(null);
  const key = request ? `${request.provider}/${request.game}/${request.type}` : '';
  useEffect(() => {
    if (!request) return;
    let live = true;
    const type = request.type || (request.lobby ? (gameTypeOfSlug(request.lobby) ?? '') : '');
    void fetchHotGames(api, site, type).then((res) => {
      if (!live) return;
      if (res.statusCode !== 1) return setLookup({ key, value: { status: 'failed' } });
      const game = (res.value ?? []).find((g) => g.provider_code === request.provider && g.game_code === request.game);
      setLookup({ key, value: game ? { status: 'found', game } : { status: 'unknown' } });
    });
    return () => {
      live = false;
    };
  }, [api, site, key]); // the request's fields are all in `key`
  return lookup?.key === key ? lookup.value : { status: 'loading' };
}

/**
 * /playnow (§3): the chosen game's name, provider and image around its frame. The demo backend has
 * no game server, so the frame says so instead of pretending to load one.
 */
export default function GameLaunch({ props, className }: WidgetComponentProps<GameLaunchProps>) {
  const t = useT();
  const [params] = useSearchParams();
  const request = readLaunchRequest(params);
  const lookup = useGameLookup(request);
  const titleId = useId();
  const beforeFirstBet = useSite().template.jurisdiction?.rgInformation?.beforeFirstBet === true;
  // the player's acknowledgement is behind their token: asked after hydration, never in the server's render
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!request) {
    return (
      <section className={`w-launch ${className}`}>
        <div className="w-launch__state" role="alert">
          <p>{t('ui.play.noGame')}</p>
          <Link className="btn btn--primary" to="/">
            {t('ui.play.backToLobby')}
          </Link>
        </div>
      </section>
    );
  }

  const game = lookup.status === 'found' ? lookup.game : null;
  const name = game?.game_name ?? request.game;
  const category = categoryOf(game?.game_type ?? request.type);
  const custom = isCustomProvider(request.provider) && request.lobby !== null;
  const lobbyCategory = request.lobby !== null ? categoryOf(gameTypeOfSlug(request.lobby) ?? '') : undefined;

  return (
    <section className={`w-launch w-launch--${props.frame} ${className}`} aria-labelledby={titleId}>
      <header className="w-launch__head">
        <span className="w-launch__thumb">
          {game?.game_image ? <img src={game.game_image} alt="" width={64} height={64} /> : <Icon path={icons.gamepad} size={PLACEHOLDER_SIZE} />}
        </span>
        <div className="w-launch__titles">
          <h2 id={titleId} className="w-launch__title">
            {name}
          </h2>
          <p className="w-launch__meta">
            <ProviderLogo provider={request.provider} width={64} height={26} />
            <span>
              {t('ui.play.provider')}: {request.provider}
              {category ? ` · ${t(category.label)}` : ''}
            </span>
          </p>
        </div>
      </header>
      <div className="w-launch__frame" role="status" aria-live="polite">
        {lookup.status === 'loading' ? (
          <p className="w-launch__launching">{t('ui.play.launching', { name })}</p>
        ) : (
          <div className="w-launch__demo">
            <p className="w-launch__badge">{t('ui.play.demoMode')}</p>
            {custom ? (
              <p>{t('ui.play.customLobby', { provider: request.provider, lobby: lobbyCategory ? t(lobbyCategory.label) : (request.lobby ?? '') })}</p>
            ) : null}
            <p>{t('ui.play.demoBody', { name })}</p>
            {lookup.status === 'failed' ? <p className="w-launch__note">{t('ui.play.detailsUnavailable')}</p> : null}
            {lookup.status === 'unknown' ? <p className="w-launch__note">{t('ui.play.notInCatalogue')}</p> : null}
          </div>
        )}
      </div>
      <p className="w-launch__actions">
        <Link className="btn btn--ghost" to={category?.route ?? '/'}>
          {t('ui.play.backToLobby')}
        </Link>
      </p>
      {beforeFirstBet && hydrated ? (
        <Suspense fallback={null}>
          <FirstBetGate />
        </Suspense>
      ) : null}
    </section>
  );
}
