import { Link } from '../../src/i18n/links.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { SEAL_SLOT_ATTRIBUTE } from '../../src/config/seal-slot.ts';
import type { ComplianceFooterProps } from './schema.ts';

/**
 * The licence statement a regulator asks for (docs/compliance.md): who holds which licence from
 * whom, with a link to the regulator's register, the age sign, the responsible-gaming page and the
 * helpline, and the regulator's seal. Nothing without a jurisdiction: it never claims a licence the
 * template does not name.
 */
export default function ComplianceFooter({ props }: WidgetComponentProps<ComplianceFooterProps>) {
  const t = useT();
  const j = useSite().template.jurisdiction;
  if (!j) return null;
  const age = j.minimumAge;
  const helpline = props.showHelpline ? j.helpline : undefined;
  return (
    <section className="w-compliance" data-compliance="ComplianceFooter" data-regulator={j.regulator} aria-label={t('ui.compliance.label')}>
      {props.showSeal && j.seal ? (
        // with a live seal script, its slot: the script (loaded by the server, src/app/seal-script-tag.ts)
        // draws the regulator's badge in place of the static seal, which stays when it cannot load
        <div className="w-compliance__seal" {...(j.seal.script ? { [SEAL_SLOT_ATTRIBUTE]: j.regulator } : {})}>
          <a href={j.seal.href} target="_blank" rel="noopener noreferrer">
            <img src={j.seal.image} alt={t('ui.compliance.seal', { regulator: j.regulatorName })} width={96} height={48} loading="lazy" decoding="async" />
          </a>
        </div>
      ) : null}
      <p className="w-compliance__licence" data-compliance-element="licence-statement">
        {t('ui.compliance.licence', { licensee: j.licence.licensee, number: j.licence.number })}{' '}
        <a href={j.licence.url ?? j.regulatorUrl} target="_blank" rel="noopener noreferrer">
          {t('ui.compliance.regulatedBy', { regulator: j.regulatorName })}
        </a>
      </p>
      {/* the regulator's wording, verbatim in English whatever the page's language: marked so readers and checks know */}
      {j.tagline ? (
        <p className="w-compliance__tagline" lang="en-US" data-mandated-wording="">
          {j.tagline}
        </p>
      ) : null}
      {j.licence.address ? <p className="w-compliance__address">{t('ui.compliance.address', { address: j.licence.address })}</p> : null}
      <p className="w-compliance__row">
        <span className="w-compliance__age" data-compliance-element="age-badge" role="img" aria-label={t('ui.compliance.ageOnly', { age })}>
          {age}+
        </span>
        <Link to="/responsible-gaming" data-compliance-element="rg-link">
          {t('ui.responsibleGaming')}
        </Link>
        {helpline ? (
          <span className="w-compliance__helpline">
            {t('ui.compliance.helpline', { name: helpline.name })}
            {helpline.phone ? (
              <>
                {' '}
                <a href={`tel:${helpline.phone.replace(/[^+0-9]/g, '')}`}>{helpline.phone}</a>
              </>
            ) : null}
            {helpline.url ? (
              <>
                {' '}
                <a href={helpline.url} target="_blank" rel="noopener noreferrer">
                  {t('ui.compliance.helplineSite')}
                </a>
              </>
            ) : null}
          </span>
        ) : null}
      </p>
    </section>
  );
}
