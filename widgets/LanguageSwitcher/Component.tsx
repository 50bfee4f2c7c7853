import { useId, useRef } from 'react';
import { useLocation, useRevalidator, useNavigate as useRouterNavigate } from 'react-router';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages.ts';
import { useLocaleSwitch } from '../../src/i18n/use-locale-switch.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { LanguageSwitcherProps } from './schema.ts';

/**
 * §2/§4: the site's languages (code, name, icon); switching re-renders in place, no full reload. The menu is
 * an HTML popover its button opens with no script (a tap before this code arrives opens it too); Escape and
 * a tap outside close it, natively. Its links are the languages' addresses: followed as plain links until
 * this code is here, then switched in place.
 */
export default function LanguageSwitcher({ props }: WidgetComponentProps<LanguageSwitcherProps>) {
  const t = useT();
  const { code } = useIntl();
  const { options, hrefFor, switchTo } = useLocaleSwitch(useLocation(), useRouterNavigate(), useRevalidator());
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);

  if (options.length < 2) return null;
  const current = options.find((o) => o.code === code) ?? options[0];
  const icon = (c: LanguageCode) => `/lang/${LANGUAGES[c].folder}.svg`;
  return (
    <div className="w-lang">
      <button type="button" className="w-lang__button" popoverTarget={menuId} aria-label={t('ui.language', { name: current?.name ?? '' })}>
        {current ? <img src={icon(current.code)} alt="" width={22} height={22} /> : null}
        {props.showName ? <span>{current?.name}</span> : null}
      </button>
      <ul id={menuId} ref={menu} className="w-lang__menu" popover="auto">
        {options.map((o) => (
          <li key={o.code}>
            <a
              href={hrefFor(o.code)}
              hrefLang={LANGUAGES[o.code].tag}
              lang={LANGUAGES[o.code].tag}
              aria-current={o.code === code ? 'true' : undefined}
              onClick={(e) => {
                e.preventDefault();
                menu.current?.hidePopover();
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
