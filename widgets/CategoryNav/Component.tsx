import { NavLink } from 'react-router';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { CategoryNavProps } from './schema.ts';

/** The lobby's categories (§2 routes), each a real link. */
const CATEGORIES = [
  ['/hot', 'ui.cat.hot', '🔥'],
  ['/slots', 'ui.cat.slots', '🎰'],
  ['/casino', 'ui.cat.casino', '🃏'],
  ['/sports', 'ui.cat.sports', '⚽'],
  ['/fishing', 'ui.cat.fishing', '🐟'],
  ['/poker', 'ui.cat.poker', '♠'],
  ['/lottery', 'ui.cat.lottery', '🎟'],
  ['/crash', 'ui.cat.crash', '🚀'],
  ['/arcade', 'ui.cat.arcade', '🕹'],
  ['/bingo', 'ui.cat.bingo', '🔢'],
  ['/sabong', 'ui.cat.sabong', '🐓'],
  ['/hash-game', 'ui.cat.hashGame', '#'],
  ['/horse-racing', 'ui.cat.horseRacing', '🏇'],
  ['/freeplay', 'ui.cat.freeplay', '🎁'],
] as const;

export default function CategoryNav({ props }: WidgetComponentProps<CategoryNavProps>) {
  const t = useT();
  return (
    <nav className={`w-catnav w-catnav--${props.orientation ?? 'horizontal'} w-catnav--${props.style ?? 'tabs'}`} aria-label={t('ui.categories')}>
      <ul>
        {CATEGORIES.map(([to, key, icon]) => (
          <li key={to}>
            <NavLink to={to}>
              <span aria-hidden="true" className="w-catnav__icon">
                {icon}
              </span>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
