import { Link } from 'react-router';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { GameGridData } from './load.ts';
import type { GameGridProps } from './schema.ts';

export default function GameGrid({ props, data, className }: WidgetComponentProps<GameGridProps, GameGridData | LoaderError>) {
  const t = useT();
  const title = props.title ? t(props.title) : null;
  const headingId = `gg-${props.gameType || 'hot'}`;
  return (
    <section className={`w-gamegrid ${className}`} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="w-gamegrid__title">
          {title}
        </h2>
      ) : null}
      {data instanceof LoaderError ? (
        <p className="w-gamegrid__state" role="alert">
          {t('ui.gamesUnavailable')}
        </p>
      ) : data.games.length === 0 ? (
        <p className="w-gamegrid__state">{t('ui.noGames')}</p>
      ) : (
        <ul className={`w-gamegrid__list w-gamegrid__list--${props.tile ?? 'portrait'}`}>
          {data.games.map((g) => (
            <li key={`${g.provider_code}/${g.game_code}`} className="w-gamegrid__tile">
              <Link to={`/playnow?provider=${encodeURIComponent(g.provider_code)}&game=${encodeURIComponent(g.game_code)}`}>
                <img src={g.game_image} alt="" loading="lazy" decoding="async" width={150} height={props.tile === 'square' ? 150 : 200} />
                <span className="w-gamegrid__name">{g.game_name}</span>
                <span className="w-gamegrid__provider">{g.provider_code}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
