import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { preloadable } from '../ui/preloadable.ts';
import { Outlet, useLoaderData } from 'react-router';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { FirstMessages } from '../i18n/FirstMessages.tsx';
import { withBrandMessages } from '../i18n/brand-messages.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { RootDataContext, type RootData } from '../state/root-data.tsx';
import { SiteContext } from '../state/site-context.tsx';
import { schemeCss } from './theme.ts';
import { LiveBreakpointProvider } from './live-breakpoint.tsx';
import { ServerNonce } from './server-nonce.ts';
import { SessionHost } from './SessionHost.tsx';
import { useAdIds } from './platform/ad-ids.ts';
import { useNewVersion } from './platform/use-new-version.ts';
import './styles.css';

/** A site that cannot show is rare: its pages are a chunk of their own, which the server preloads (entry-server.tsx). */
export const siteProblemView = preloadable(() => import('./SiteProblem.tsx').then((m) => m.SiteProblem));
export const maintenanceView = preloadable(() => import('./SiteProblem.tsx').then((m) => m.Maintenance));
const SiteProblem = siteProblemView.component;
const Maintenance = maintenanceView.component;

/** The ad-visit record and its §8 handling load only for a visit that came from an ad. */
const AdsVisit = lazy(() => import('./platform/AdsVisit.tsx'));

/** The whole HTML document: React 19 owns <head>, so title and meta tags hoist there on the server too. */
export function Document() {
  const root = useLoaderData<RootData>();
  const { state } = root;
  const tag = LANGUAGES[root.locale].tag;
  // the server notes the message ids the page formats: the page ships only those
  const [record] = useState(() => (typeof document === 'undefined' ? new Set<string>() : undefined));
  const nonce = useContext(ServerNonce);
  // the template's own copy travels with the root's state (all its languages: a language switch
  // needs no fetch), so the page's first messages carry only the built-in ones it formatted
  const brand = state.kind === 'ready' ? state.template.messages : undefined;
  const messages = useMemo(() => withBrandMessages(root.messages, brand, root.locale), [root.messages, brand, root.locale]);
  // the same document while the root's data holds: a navigation renders the routes below (the Outlet
  // follows the router itself), not the head, the providers and the session's dialogs around them
  return useMemo(
    () => (
      // the bootstrap marks the element before the code comes (data-plain-links, src/app/plain-links.ts): React is told that is expected
      <html lang={tag} dir="ltr" suppressHydrationWarning>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <link rel="icon" href="/favicon.ico" />
          {root.css.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
          {state.kind === 'ready' ? <style>{schemeCss(state.scheme)}</style> : null}
          {state.kind === 'ready' ? <meta name="theme-color" content={state.scheme.primary} /> : null}
        </head>
        <body data-template={state.kind === 'ready' ? state.template.key : undefined} data-family={state.kind === 'ready' ? state.template.family : undefined}>
          <RootDataContext.Provider value={root}>
            <IntlProvider code={root.locale} messages={messages} partial={root.partialMessages} record={record}>
              {state.kind === 'ready' ? (
                <SiteContext.Provider value={state}>
                  <LiveBreakpointProvider>
                    <SitePlatform />
                    <Outlet />
                    <SessionHost />
                  </LiveBreakpointProvider>
                </SiteContext.Provider>
              ) : (
                <Suspense fallback={null}>
                  {state.kind === 'maintenance' ? <Maintenance startup={state.startup} /> : <SiteProblem problem={state.problem} message={state.message} />}
                </Suspense>
              )}
            </IntlProvider>
          </RootDataContext.Provider>
          <FirstMessages record={record} messages={root.messages} nonce={nonce} />
        </body>
      </html>
    ),
    [tag, root, state, messages, record, nonce],
  );
}

/** Page-life effects of a ready site: the ad-visit record, new-version check (the server writes the operator's scripts in). */
function SitePlatform() {
  const ads = useAdIds();
  useNewVersion();
  return ads ? (
    <Suspense fallback={null}>
      <AdsVisit fbp={ads.fbp} appsflyer={ads.appsflyer} />
    </Suspense>
  ) : null;
}
