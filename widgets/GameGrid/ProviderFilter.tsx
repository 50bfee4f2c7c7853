import { useEffect, useId, useRef, useState } from 'react';
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
 * `settling`: the grid has not drawn `value` yet. The chip tapped last shows the press (`data-pressed`, as a tap
 * held before the code does: src/render/pressed.ts) until it has; and a chip shows it from the finger's landing
 * (pointerdown), since its click comes only with the lift, ~90 ms later at a busy moment (issue 51 asks for the
 * press in ≤ 100 ms). A gesture that becomes a scroll (pointercancel) takes it off, and so does a lift no click follows.
 */
/** How long after a lift a chip waits for the click before it lets go of the press. */
const LIFT_MS = 400;

export function ProviderFilter({
  providers,
  value,
  onChange,
  settling,
}: {
  providers: readonly string[];
  value: LobbyFilter;
  onChange(next: LobbyFilter): void;
  settling: boolean;
}) {
  const t = useT();
  const searchId = useId();
  const [tapped, setTapped] = useState<string | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const lift = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(lift.current), []);
  const choose = (chip: string, provider: string) => {
    window.clearTimeout(lift.current);
    setHeld(null);
    setTapped(chip);
    onChange({ ...value, provider });
  };
  const press = (chip: string) => ({
    onPointerDown: () => {
      window.clearTimeout(lift.current);
      setHeld(chip);
    },
    onPointerCancel: () => setHeld(null),
    onPointerUp: () => {
      lift.current = window.setTimeout(() => setHeld(null), LIFT_MS);
    },
  });
  const pressed = (code: string) => ((settling && tapped === code) || held === code ? '' : undefined);
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
          data-pressed={pressed('')}
          {...press('')}
          onClick={(e) => {
            e.preventDefault();
            choose('', '');
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
            data-pressed={pressed(code)}
            {...press(code)}
            onClick={(e) => {
              e.preventDefault();
              choose(code, value.provider === code ? '' : code);
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
          onChange={(e) => {
            setTapped(null);
            onChange({ ...value, q: e.target.value });
          }}
        />
      </div>
    </form>
  );
}
