import { useId } from 'react';
import type { MarketingChannel, MarketingProduct } from '../../../schemas/marketing-consent.ts';
import { useT } from '../../i18n/IntlContext.tsx';
import { pairKey } from './consent-keys.ts';

// Its styles (consent-grid.css) are imported by the index.ts of the widgets that show it, into the page's one
// stylesheet: imported here they were a stylesheet of their own, which needed Vite's preload helper in the
// entry chunk to link it (tools/vite-no-preload-helper.ts).

interface ConsentGridProps {
  products: readonly MarketingProduct[];
  channels: readonly MarketingChannel[];
  /** the ticked boxes' keys (`product:channel`) */
  ticked: ReadonlySet<string>;
  onChange(next: ReadonlySet<string>): void;
  disabled?: boolean;
}

/**
 * GB's marketing consent (LCCP SR code 5.1.11): one checkbox per product and channel, none ticked
 * until the player ticks it. A table inside a fieldset so a screen reader names each box's row and column.
 */
export function ConsentGrid({ products, channels, ticked, onChange, disabled }: ConsentGridProps) {
  const t = useT();
  const id = useId();
  const toggle = (key: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  return (
    <fieldset className="consent-grid" aria-describedby={`${id}-hint`} data-consent-grid>
      <legend>{t('ui.consent.legend')}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {t('ui.consent.hint')}
      </p>
      <div className="consent-grid__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('ui.consent.product')}</th>
              {channels.map((c) => (
                <th scope="col" key={c}>
                  {t(`ui.consent.channels.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p}>
                <th scope="row">{t(`ui.consent.products.${p}`)}</th>
                {channels.map((c) => {
                  const key = pairKey(p, c);
                  return (
                    <td key={c}>
                      <input
                        type="checkbox"
                        name="marketing_consent"
                        value={key}
                        checked={ticked.has(key)}
                        disabled={disabled}
                        aria-label={t('ui.consent.box', { product: t(`ui.consent.products.${p}`), channel: t(`ui.consent.channels.${c}`) })}
                        onChange={(e) => toggle(key, e.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ticked.size === 0 ? <p className="field__meta">{t('ui.consent.none')}</p> : null}
    </fieldset>
  );
}
