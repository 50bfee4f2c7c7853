import { NavLink } from '../../src/i18n/links.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Icon, type IconName } from '../../src/ui/Icon.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { CategoryNavProps } from './schema.ts';

/** The lobby's categories (§2 routes), each a real link. */
const CATEGORIES = [
  ['/hot', 'ui.cat.hot', 'flame'],
  ['/slots', 'ui.cat.slots', 'seven'],
  ['/casino', 'ui.cat.casino', 'cards'],
  ['/sports', 'ui.cat.sports', 'ball'],
  ['/fishing', 'ui.cat.fishing', 'fish'],
  ['/poker', 'ui.cat.poker', 'spade'],
  ['/lottery', 'ui.cat.lottery', 'ticket'],
  ['/crash', 'ui.cat.crash', 'rocket'],
  ['/arcade', 'ui.cat.arcade', 'gamepad'],
  ['/bingo', 'ui.cat.bingo', 'grid'],
  ['/sabong', 'ui.cat.sabong', 'feather'],
  ['/hash-game', 'ui.cat.hashGame', 'hash'],
  ['/horse-racing', 'ui.cat.horseRacing', 'horse'],
  ['/freeplay', 'ui.cat.freeplay', 'gift'],
] as const satisfies readonly (readonly [string, string, IconName])[];

export default function CategoryNav({ props }: WidgetComponentProps<CategoryNavProps>) {
  const t = useT();
  return (
    <nav className={`w-catnav w-catnav--${props.orientation} w-catnav--${props.style}`} aria-label={t('ui.categories')}>
      <ul>
        {CATEGORIES.map(([to, key, icon]) => (
          <li key={to}>
            <NavLink to={to}>
              <span className="w-catnav__icon">
                <Icon name={icon} />
              </span>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
