import { useId } from 'react';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { LobbyFilter } from './filter.ts';
import { ProviderLogo } from '../_shared/games/ProviderLogo.tsx';

/** Provider logos as toggle buttons and a search by game name; both narrow the grid they sit on. */
export function ProviderFilter({ providers, value, onChange }: { providers: readonly string[]; value: LobbyFilter; onChange(next: LobbyFilter): void }) {
  const t = useT();
  const searchId = useId();
  return (
    <div className="w-lobbyfilter" role="search">
      <div className="w-lobbyfilter__providers" role="group" aria-label={t('ui.lobby.providers')}>
        {/* data-provider: before the page is live a chip's answer is drawn from the server's tiles (src/app/early-taps.ts) */}
        <button
          type="button"
          className="w-lobbyfilter__all"
          data-provider=""
          aria-pressed={value.provider === ''}
          onClick={() => onChange({ ...value, provider: '' })}
        >
          {t('ui.lobby.allProviders')}
        </button>
        {providers.map((code) => (
          <button
            key={code}
            type="button"
            className="w-lobbyfilter__provider"
            data-provider={code}
            aria-pressed={value.provider === code}
            onClick={() => onChange({ ...value, provider: value.provider === code ? '' : code })}
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
          type="search"
          value={value.q}
          placeholder={t('ui.lobby.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => onChange({ ...value, q: e.target.value })}
        />
      </div>
    </div>
  );
}
