import { Link } from '../../src/i18n/links.tsx';
import { sitePath } from '../../src/lib/internal-link.ts';
import { StateMessage } from '../../src/ui/PageState.tsx';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { formatAmount } from '../../src/lib/trim-number.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { InfoCardsProps } from './schema.ts';

/** The icons a config may name (the props schema's enum): only these travel in this widget's chunk. */
const ICONS: Record<InfoCardsProps['items'][number]['icon'], string> = {
  flame: icons.flame,
  gift: icons.gift,
  crown: icons.crown,
  user: icons.user,
  chat: icons.chat,
  refresh: icons.refresh,
  ticket: icons.ticket,
  heart: icons.heart,
  handshake: icons.handshake,
  rocket: icons.rocket,
  grid: icons.grid,
  search: icons.search,
  seven: icons.seven,
  cards: icons.cards,
};

function PlayerSummary() {
  const t = useT();
  const { intl } = useIntl();
  const { startup } = useSite();
  const ready = useSessionReady();
  const s = useSession();
  if (!ready || !s.isAuthenticated) return null;
  return (
    <section className="w-cards__summary page-card" aria-label={t('ui.accountSummary')}>
      <div>
        <span className="w-cards__label">{t('ui.accountId')}</span>
        <strong>{s.user?.account_id}</strong>
      </div>
      <div>
        <span className="w-cards__label">{t('ui.balance')}</span>
        <strong data-testid="account-balance">
          {startup.site.currency} {formatAmount(s.game.balance, intl.locale) || '0'}
        </strong>
      </div>
      <div>
        <span className="w-cards__label">{t('ui.vipLevel')}</span>
        <strong>{s.vip.currentLevel || '—'}</strong>
      </div>
    </section>
  );
}

export default function InfoCards({ props, className }: WidgetComponentProps<InfoCardsProps>) {
  const t = useT();
  const items = props.items;
  return (
    <div className={`w-cards ${className}`}>
      {props.summary === 'player' ? <PlayerSummary /> : null}
      {props.notice ? (
        <StateMessage kind="notice" icon={icons.gift} title={t(props.notice.title)} body={props.notice.body ? t(props.notice.body) : undefined} />
      ) : null}
      {items.length > 0 ? (
        <ul className="w-cards__list">
          {items.map((item) => {
            const inner = (
              <>
                <span className="w-cards__icon" aria-hidden="true">
                  <Icon path={ICONS[item.icon]} size={22} />
                </span>
                <span className="w-cards__text">
                  <span className="w-cards__title">{t(item.title)}</span>
                  {item.body ? <span className="w-cards__body">{t(item.body)}</span> : null}
                </span>
              </>
            );
            // a target off the site (lint refuses it) makes the card no link, never an off-site href
            const to = item.to === undefined ? undefined : sitePath(item.to);
            return (
              <li key={`${item.title}-${item.to ?? ''}`}>
                {to ? (
                  <Link className="w-cards__card w-cards__card--link" to={to}>
                    {inner}
                  </Link>
                ) : (
                  <div className="w-cards__card">{inner}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
