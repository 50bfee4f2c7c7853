import { useId, useState, type FormEvent } from 'react';
import { ConsentGrid } from '../../src/auth/marketing-consent/ConsentGrid.tsx';
import { consentOfKeys, keysOfConsent } from '../../src/auth/marketing-consent/consent-keys.ts';
import { usePlayerQuery } from '../../src/auth/use-player-query.ts';
import { useApi } from '../../src/api/context.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useErrorHandler } from '../../src/session/use-error-handler.ts';
import { credentialsOf } from '../../src/session/use-session-actions.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { notify } from '../../src/ui/toast.ts';
import type { MarketingConsentProps } from './schema.ts';

/**
 * GB's marketing consent per product and channel (docs/compliance.md): what the player answered at
 * registration, changeable here. Renders nothing on a site whose jurisdiction asks no consent grid.
 */
export default function MarketingConsent({ className }: WidgetComponentProps<MarketingConsentProps>) {
  const grid = useSite().template.jurisdiction?.marketingConsent;
  if (!grid || grid.products.length === 0 || grid.channels.length === 0) return null;
  return <Preferences className={className} products={grid.products} channels={grid.channels} />;
}

type Grid = NonNullable<NonNullable<ReturnType<typeof useSite>['template']['jurisdiction']>['marketingConsent']>;

function Preferences({ className, products, channels }: { className: string } & Grid) {
  const t = useT();
  const api = useApi();
  const handleError = useErrorHandler();
  const headingId = useId();
  const { query } = usePlayerQuery(
    (a, c) => a.settings.marketingConsent(c),
    (res) => res.value?.consent ?? '',
  );
  // the player's edits; null: none yet, the stored answer shows
  const [edited, setEdited] = useState<ReadonlySet<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const ticked = edited ?? (query.state === 'ready' ? keysOfConsent(query.value) : new Set<string>());

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const creds = credentialsOf(useSession.getState());
    if (!creds) return;
    setBusy(true);
    const res = await api.settings.setMarketingConsent(creds, consentOfKeys(ticked));
    setBusy(false);
    if (res.statusCode === 1) {
      setEdited(keysOfConsent(res.value?.consent ?? ''));
      notify('success', t('ui.consent.saved'), { position: 'bottom-right' });
    } else handleError(res);
  };

  return (
    <section className={`w-marketing-consent page-card ${className}`} aria-labelledby={headingId} aria-busy={query.state === 'loading'}>
      <h2 id={headingId}>{t('ui.consent.title')}</h2>
      {query.state === 'error' ? (
        <p role="alert">{t('ui.consent.failed')}</p>
      ) : (
        <form className="form" onSubmit={save} aria-labelledby={headingId} data-state={query.state}>
          <ConsentGrid products={products} channels={channels} ticked={ticked} onChange={setEdited} disabled={busy || query.state === 'loading'} />
          <button type="submit" className="btn btn--primary" disabled={busy || query.state === 'loading'}>
            {busy ? t('ui.pleaseWait') : t('ui.consent.save')}
          </button>
        </form>
      )}
    </section>
  );
}
