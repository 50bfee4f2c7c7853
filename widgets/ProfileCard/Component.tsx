import { Link } from '../../src/i18n/links.tsx';
import { useFormatDate, useT } from '../../src/i18n/IntlContext.tsx';
import { Skeleton, StateMessage } from '../../src/ui/PageState.tsx';
import { usePlayerQuery } from '../../src/auth/use-player-query.ts';
import { useSession } from '../../src/state/session.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { ProfileCardProps } from './schema.ts';

interface AccountStatus {
  status: string;
  verified: boolean;
  created_at: string;
}

export function readStatus(value: unknown): AccountStatus {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    status: typeof v.status === 'string' ? v.status : '',
    verified: v.verified === true || v.verified === 1,
    created_at: typeof v.created_at === 'string' ? v.created_at : '',
  };
}

export default function ProfileCard({ props }: WidgetComponentProps<ProfileCardProps>) {
  const t = useT();
  const formatDate = useFormatDate();
  const accountId = useSession((s) => s.user?.account_id ?? '');
  const fullname = useSession((s) => s.fullname);
  const email = useSession((s) => s.email);
  const { query, reload } = usePlayerQuery(
    (api, creds) => api.settings.checkStatus(creds),
    (res) => readStatus(res.value),
  );
  const date = (iso: string) => formatDate(iso, { dateStyle: 'medium' });
  return (
    <section className="w-profilecard page-card" aria-labelledby="profile-details">
      <h2 id="profile-details" className="w-profilecard__title">
        {t('ui.personalDetails')}
      </h2>
      <dl className="w-profilecard__list">
        <div>
          <dt>{t('ui.accountId')}</dt>
          <dd data-testid="profile-account">{accountId}</dd>
        </div>
        <div>
          <dt>{t('ui.fullName')}</dt>
          <dd data-testid="profile-name">{fullname || <span className="w-profilecard__missing">{t('ui.notSet')}</span>}</dd>
        </div>
        <div>
          <dt>{t('ui.email')}</dt>
          <dd data-testid="profile-email">{email || <span className="w-profilecard__missing">{t('ui.notSet')}</span>}</dd>
        </div>
      </dl>
      {props.showStatus ? (
        <div className="w-profilecard__status">
          <h3>{t('ui.accountStatus')}</h3>
          {query.state === 'loading' ? (
            <Skeleton rows={2} rowHeight={22} label={t('ui.loading')} />
          ) : query.state === 'error' ? (
            <StateMessage kind="error" title={t('ui.loadFailed')}>
              <button type="button" className="btn btn--ghost" onClick={reload}>
                {t('ui.tryAgain')}
              </button>
            </StateMessage>
          ) : (
            <dl className="w-profilecard__list">
              <div>
                <dt>{t('ui.status')}</dt>
                <dd>{query.value.status || '—'}</dd>
              </div>
              <div>
                <dt>{t('ui.verified')}</dt>
                <dd>{t(query.value.verified ? 'ui.yes' : 'ui.no')}</dd>
              </div>
              {query.value.created_at ? (
                <div>
                  <dt>{t('ui.memberSince')}</dt>
                  <dd>{date(query.value.created_at)}</dd>
                </div>
              ) : null}
            </dl>
          )}
        </div>
      ) : null}
      {props.showActions ? (
        <div className="w-profilecard__actions">
          <Link className="btn btn--primary" to="/edit-profile">
            {t('ui.page.editProfile')}
          </Link>
          <Link className="btn btn--ghost" to="/change-password">
            {t('ui.page.changePassword')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
