import { createContext } from 'react';
import type { LoadContext } from './types.ts';

/**
 * What a widget kept as server HTML loads its data with when it has to come alive: a `never`
 * widget's loader results are not in the hydration data (src/render/hydrate-plan.ts).
 */
export const WidgetLoadContext = createContext<LoadContext | null>(null);

/**
 * The router's navigation, for a click on a plain route link in server HTML (src/render/held-link.ts
 * routeLinkPath): the player goes where they clicked without waiting for the link's widget to come alive.
 */
export const SlotNavigationContext = createContext<((path: string) => unknown) | null>(null);

/**
 * The page's address (path and query). Only an `interaction` slot reads it (it comes alive when the
 * address changes: the category bar marks the page it is on); kept out of the render context so that
 * a navigation re-renders the new page and the widgets that follow the address, not the whole layout.
 */
export const PageAddressContext = createContext('');
