import { useEffect, useState } from 'react';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Link, useNavigate } from '../../src/i18n/links.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { AGE_CONFIRMED_KEY, confirmedFor } from './age-confirmation.ts';
import type { AgeConfirmationProps } from './schema.ts';

function storedAnswer(): string | null {
  try {
    return localStorage.getItem(AGE_CONFIRMED_KEY);
  } catch {
    // storage refused: ask again, the safe side
    return null;
  }
}

/**
 * The minimum-age confirmation a jurisdiction asks for (PAGCOR: 21 or older, docs/compliance.md):
 * a modal question over the page until the visitor answers. "Yes" is remembered in this browser;
 * "No" says why the site is closed to them and offers the way out. Nothing where the jurisdiction
 * asks for no confirmation.
 */
export default function AgeConfirmation({ props }: WidgetComponentProps<AgeConfirmationProps>) {
  const t = useT();
  const navigate = useNavigate();
  const j = useSite().template.jurisdiction;
  const age = j?.minimumAge ?? 0;
  const asks = j?.ageConfirmation === true;
  const [state, setState] = useState<'unknown' | 'ask' | 'refused' | 'confirmed'>('unknown');

  // the answer lives in the browser: read after hydration, so the server's HTML and the first render agree
  useEffect(() => {
    if (asks) setState(confirmedFor(storedAnswer(), age) ? 'confirmed' : 'ask');
  }, [asks, age]);

  if (!asks || (state !== 'ask' && state !== 'refused')) return null;
  const leave = () => navigate(props.leavePath);
  return (
    <Dialog open title={t('ui.ageConfirmation.title', { age })} onClose={leave} closeLabel={t('ui.close')} size="small">
      <div className="w-age-confirmation" data-compliance="AgeConfirmation">
        {state === 'ask' ? (
          <>
            <p>{t('ui.ageConfirmation.question', { age })}</p>
            <div className="dialog__actions">
              <button type="button" className="btn btn--ghost" onClick={() => setState('refused')}>
                {t('ui.ageConfirmation.no', { age })}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  try {
                    localStorage.setItem(AGE_CONFIRMED_KEY, String(age));
                  } catch (error) {
                    console.warn('Could not keep the age confirmation', error);
                  }
                  setState('confirmed');
                }}
              >
                {t('ui.ageConfirmation.yes', { age })}
              </button>
            </div>
          </>
        ) : (
          <>
            <p role="alert">{t('ui.ageConfirmation.refused', { age })}</p>
            <div className="dialog__actions">
              <Link className="btn btn--primary" to={props.leavePath}>
                {t('ui.backHome')}
              </Link>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
