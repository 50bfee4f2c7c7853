import { useT } from '../../i18n/IntlContext.tsx';
import { Link } from '../../i18n/links.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

interface Props {
  /** after sign-up it informs; before the first bet the player acknowledges it */
  moment: 'registration' | 'first-bet';
  onClose(): void;
  /** the acknowledgement's button (first bet); absent: "Continue" */
  onAcknowledge?: () => void;
  busy?: boolean;
}

/**
 * The responsible-gaming information a regulator asks for after registration and before the first
 * bet (MGA, docs/compliance.md): what playing responsibly means, and the way to the responsible-
 * gaming page with its tools.
 */
export function RgInformationDialog({ moment, onClose, onAcknowledge, busy = false }: Props) {
  const t = useT();
  return (
    <Dialog open title={t(moment === 'first-bet' ? 'ui.rgInformation.titleFirstBet' : 'ui.rgInformation.title')} onClose={onClose} closeLabel={t('ui.close')}>
      <div className="rg-information" data-compliance="RgInformation">
        <p>{t('ui.rgInformation.body')}</p>
        <p>
          {t('ui.rgInformation.tools')} <Link to="/responsible-gaming">{t('ui.responsibleGaming')}</Link>
        </p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--primary" onClick={onAcknowledge ?? onClose} disabled={busy}>
            {onAcknowledge ? t('ui.rgInformation.acknowledge') : t('ui.continue')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
