import { Link } from '../../src/i18n/links.tsx';
import { useSite } from '../../src/state/site-context.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { FooterProps } from './schema.ts';

const LINKS = [
  ['/about', 'ui.about'],
  ['/faqs', 'ui.faqs'],
  ['/term-condition', 'ui.terms'],
  ['/privacy-policy', 'ui.privacy'],
  ['/responsible-gaming', 'ui.responsibleGaming'],
  ['/contact-us', 'ui.contactUs'],
] as const;

export default function Footer({ props }: WidgetComponentProps<FooterProps>) {
  const { startup, template } = useSite();
  const t = useT();
  // the jurisdiction's minimum age where the template names one (PAGCOR: 21), else the adults' sign
  const age = template.jurisdiction?.minimumAge;
  return (
    <footer className={`w-footer w-footer--${props.variant}`}>
      {props.showLinks ? (
        <nav aria-label={t('ui.footerMenu')}>
          <ul className="w-footer__links">
            {LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="w-footer__rg">
        <span className="w-footer__age" role="img" aria-label={age ? t('ui.compliance.ageOnly', { age }) : t('ui.adultsOnly')}>
          {age ?? 18}+
        </span>
        {t('ui.playResponsibly')} <Link to="/responsible-gaming">{t('ui.responsibleGaming')}</Link>
      </p>
      <p className="w-footer__copy">
        © {new Date().getUTCFullYear()} {startup.site.site_name}
      </p>
    </footer>
  );
}
