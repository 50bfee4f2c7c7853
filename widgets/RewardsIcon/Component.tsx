import { useT } from '../../src/i18n/IntlContext.tsx';
import { useSite } from '../../src/state/site-context.tsx';
import { useLayout } from '../../src/state/layout.ts';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { RewardsIconProps } from './schema.ts';

/** §2: links to the minigame in a new tab, can be closed, shown only when the site's gamify_status is true. */
export default function RewardsIcon({ props }: WidgetComponentProps<RewardsIconProps>) {
  const t = useT();
  const { startup } = useSite();
  const ready = useSessionReady();
  const shown = useLayout((s) => s.show_rewards);
  const set = useLayout((s) => s.set);
  if (!startup.site.gamify_status || (ready && !shown)) return null;
  return (
    <div className="w-rewards">
      <a className="floating-button w-rewards__link" href="/minigame" target="_blank" rel="noopener" aria-label={t('ui.rewardsOpen')}>
        <Icon path={icons.gift} size={26} />
      </a>
      {props.closable ? (
        <button type="button" className="w-rewards__close" onClick={() => set('show_rewards', false)} aria-label={t('ui.rewardsClose')}>
          <Icon path={icons.close} size={14} />
        </button>
      ) : null}
    </div>
  );
}
