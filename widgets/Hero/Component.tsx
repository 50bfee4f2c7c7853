import { Link } from '../../src/i18n/links.tsx';
import { sitePath } from '../../src/lib/internal-link.ts';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { useSite } from '../../src/state/site-context.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { HeroProps } from './schema.ts';

export default function Hero({ props, className }: WidgetComponentProps<HeroProps>) {
  const t = useT();
  const { startup } = useSite();
  const name = startup.site.site_name;
  // lint refuses a target off the site; one that got past it shows no button rather than leave the site
  const href = sitePath(props.ctaHref);
  return (
    <section className={`w-hero w-hero--${props.style} ${className}`} aria-label={name}>
      <div className="w-hero__text">
        <p className="w-hero__eyebrow">{name}</p>
        <h2 className="w-hero__headline">{t(props.headline)}</h2>
        {props.body ? <p className="w-hero__body">{t(props.body)}</p> : null}
        {props.cta && href ? (
          <Link className="btn btn--primary" to={href}>
            {t(props.cta)}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
