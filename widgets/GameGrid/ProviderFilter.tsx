import { useId } from 'react';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { LobbyFilter } from './filter.ts';
import { ProviderLogo } from '../_shared/games/ProviderLogo.tsx';

/**
 * Provider logos as toggle buttons and a search by game name; both narrow the grid they sit on. They are a GET
 * form of the filter's own URL parameters (`provider`, `q`, ./filter.ts), which the server renders: before the
 * grid's code is here (or with no script at all) a chip or the search's Enter loads the filtered page; live,
 * they filter in place and the URL follows.
 */
export function ProviderFilter({ providers, value, onChange }: { providers: readonly string[]; value: LobbyFilter; onChange(next: LobbyFilter): void }) {
  const t = useT();
  const searchId = useId();
  return (
    <form className="w-lobbyfilter" role="search" method="get" onSubmit={(e) => e.preventDefault()}>
      <div className="w-lobbyfilter__providers" role="group" aria-label={t('ui.lobby.providers')}>
        {/* data-provider: before the page is live a chip's answer is drawn from the server's tiles (src/app/early-taps.ts) */}
        <button
          type="submit"
          name="provider"
          value=""
          className="w-lobbyfilter__all"
          data-provider=""
          aria-pressed={value.provider === ''}
          onClick={(e) => {
            e.preventDefault();
            onChange({ ...value, provider: '' });
          }}
        >
          {t('ui.lobby.allProviders')}
        </button>
        {providers.map((code) => (
          <button
            key={code}
            type="submit"
            name="provider"
            value={value.provider === code ? '' : code}
            className="w-lobbyfilter__provider"
            data-provider={code}
            aria-pressed={value.provider === code}
            onClick={(e) => {
              e.preventDefault();
              onChange({ ...value, provider: value.provider === code ? '' : code });
            }}
          >
            <ProviderLogo provider={code} />
          </button>
        ))}
      </div>
      <div className="w-lobbyfilter__search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('ui.lobby.search')}
        </label>
        <Icon path={icons.search} size={18} />
        <input
          id={searchId}
          name="q"
          type="search"
          value={value.q}
          placeholder={t('ui.lobby.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => onChange({ ...value, q: e.target.value })}
        />
      </div>
    </form>
  );
}
