import { useState } from 'react';
import type { Partner } from '../../schemas/api/settings.ts';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { useLayout } from '../../src/state/layout.ts';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { LoaderError } from '../../src/render/loader-error.ts';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { PartnersPanelProps } from './schema.ts';

/** §2 partners side panel: logos, a modal listing every partner, and a toggle arrow that collapses it. */
export default function PartnersPanel({ props, data }: WidgetComponentProps<PartnersPanelProps, Partner[]>) {
  const t = useT();
  const ready = useSessionReady();
  const stored = useLayout((s) => s.showPartner);
  const set = useLayout((s) => s.set);
  const [modal, setModal] = useState(false);
  if (data instanceof LoaderError || data.length === 0) return null;
  const open = !ready || stored;
  return (
    <div className={`w-partners${open ? '' : ' w-partners--collapsed'}`}>
      <button
        type="button"
        className="w-partners__toggle"
        aria-expanded={open}
        aria-controls="partners-panel"
        aria-label={t(open ? 'ui.partnersCollapse' : 'ui.partnersExpand')}
        onClick={() => set('showPartner', !open)}
      >
        <Icon path={open ? icons.chevronRight : icons.chevronLeft} size={18} />
      </button>
      <div id="partners-panel" className="w-partners__body" hidden={!open}>
        <button type="button" className="w-partners__all" onClick={() => setModal(true)}>
          <Icon path={icons.handshake} size={18} />
          {t('ui.partners')}
        </button>
        <ul className="w-partners__logos">
          {data.slice(0, props.visible).map((p) => (
            <li key={p.partner_name}>
              <a href={p.href} target="_blank" rel="noopener noreferrer" title={p.partner_name}>
                <img src={p.img_url} alt={p.partner_name} width={64} height={32} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <Dialog open={modal} title={t('ui.partners')} onClose={() => setModal(false)} closeLabel={t('ui.close')}>
        <ul className="w-partners__list">
          {data.map((p) => (
            <li key={p.partner_name}>
              <a href={p.href} target="_blank" rel="noopener noreferrer">
                <img src={p.img_url} alt="" width={96} height={48} loading="lazy" />
                <span>{p.partner_name}</span>
              </a>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
