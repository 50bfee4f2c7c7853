import { createContext, useContext } from 'react';
import type { RouteEntry } from '../../schemas/routes.ts';
import type { SiteState } from '../config/site-state.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import type { SiteLocales } from '../i18n/locale-routing.ts';
import type { Messages } from '../i18n/messages.ts';
import type { Audience } from '../render/targeting.ts';

/**
 * What the root loader decided for the request (src/app/loaders.ts): the site, its language and
 * breakpoint, decided once and read by everything the page renders.
 */
export interface RootData {
  domain: string;
  origin: string;
  state: SiteState;
  locale: LanguageCode;
  /** '' or '/cn': what every in-site link starts with */
  localePrefix: string;
  locales: SiteLocales;
  messages: Messages;
  /** in a first load's hydration data: `messages` holds only those the server render formatted (src/app/hydration-data.ts) */
  partialMessages?: boolean;
  breakpoint: string;
  css: string[];
  /** the config set the page was rendered from: the client builds its router from these routes */
  config: { revision: string; routes: readonly RouteEntry[] };
  /** the visitor chose "don't show again" for the announcements (a cookie): the server leaves the modal closed */
  announcementDismissed: boolean;
  /**
   * the request's market, experiment variants and time (docs/targeting.md), decided once on the server;
   * `used`: the first page's rules read it, so the browser loads the evaluator before hydrating
   */
  audience?: Audience & { used?: boolean };
}

/**
 * The root route's element (src/app/Document.tsx) provides its loader data here, so the layers
 * below the app read it typed, without naming the app's route ids.
 */
export const RootDataContext = createContext<RootData | undefined>(undefined);

/** The request's root data; only inside the root route. */
export function useRootData(): RootData {
  const root = useContext(RootDataContext);
  if (!root) throw new Error('no root data');
  return root;
}

/** The root data, or undefined outside the root route (a component rendered on its own, as in a unit test). */
export const useRootDataIfAny = (): RootData | undefined => useContext(RootDataContext);
