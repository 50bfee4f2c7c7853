import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useRevalidator, useNavigate as useRouterNavigate } from 'react-router';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages.ts';
import { useLocaleSwitch } from '../../src/i18n/use-locale-switch.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { LanguageSwitcherProps } from './schema.ts';

/** §2/§4: the site's languages (code, name, icon); switching re-renders in place, no full reload. */
export default function LanguageSwitcher({ props }: WidgetComponentProps<LanguageSwitcherProps>) {
  const t = useT();
  const { code } = useIntl();
  const { options, hrefFor, switchTo } = useLocaleSwitch(useLocation(), useRouterNavigate(), useRevalidator());
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (options.length < 2) return null;
  const current = options.find((o) => o.code === code) ?? options[0];
  const icon = (c: LanguageCode) => `/lang/${LANGUAGES[c].folder}.svg`;
  return (
    <div className="w-lang" ref={root}>
      <button
        type="button"
        className="w-lang__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        aria-label={t('ui.language', { name: current?.name ?? '' })}
      >
        {current ? <img src={icon(current.code)} alt="" width={22} height={22} /> : null}
        {props.showName ? <span>{current?.name}</span> : null}
      </button>
      <ul id={menuId} className="w-lang__menu" hidden={!open}>
        {options.map((o) => (
          <li key={o.code}>
            <a
              href={hrefFor(o.code)}
              hrefLang={LANGUAGES[o.code].tag}
              lang={LANGUAGES[o.code].tag}
              aria-current={o.code === code ? 'true' : undefined}
              onClick={(e) => {
                e.preventDefault();
                setOpen(false);
                switchTo(o.code);
              }}
            >
              <img src={icon(o.code)} alt="" width={22} height={22} loading="lazy" />
              {o.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
