import { NavLink } from '../../src/i18n/links.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { CategoryNavProps } from './schema.ts';

/** The lobby's categories (§2 routes), each a real link. */
const CATEGORIES = [
  ['/hot', 'ui.cat.hot', icons.flame],
  ['/slots', 'ui.cat.slots', icons.seven],
  ['/casino', 'ui.cat.casino', icons.cards],
  ['/sports', 'ui.cat.sports', icons.ball],
  ['/fishing', 'ui.cat.fishing', icons.fish],
  ['/poker', 'ui.cat.poker', icons.spade],
  ['/lottery', 'ui.cat.lottery', icons.ticket],
  ['/crash', 'ui.cat.crash', icons.rocket],
  ['/arcade', 'ui.cat.arcade', icons.gamepad],
  ['/bingo', 'ui.cat.bingo', icons.grid],
  ['/sabong', 'ui.cat.sabong', icons.feather],
  ['/hash-game', 'ui.cat.hashGame', icons.hash],
  ['/horse-racing', 'ui.cat.horseRacing', icons.horse],
  ['/freeplay', 'ui.cat.freeplay', icons.gift],
] as const;

export default function CategoryNav({ props }: WidgetComponentProps<CategoryNavProps>) {
  const t = useT();
  return (
    <nav className={`w-catnav w-catnav--${props.orientation} w-catnav--${props.style}`} aria-label={t('ui.categories')}>
      <ul>
        {CATEGORIES.map(([to, key, icon]) => (
          <li key={to}>
            <NavLink to={to}>
              <span className="w-catnav__icon">
                <Icon path={icon} />
              </span>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
