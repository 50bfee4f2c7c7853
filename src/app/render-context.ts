import { useMemo } from 'react';
import type { RenderContext } from '../render/types.ts';
import type { When } from '../../schemas/node.ts';
import { useSite } from '../state/site-context.tsx';
import { useLiveBreakpoint } from './live-breakpoint.tsx';
import { useRootData } from '../state/root-data.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useSignedIn, useVipLevel } from '../session/Guard.tsx';
import type { FlagName } from '../../schemas/flags.ts';
import { targetingEvaluator } from '../render/targeting-slot.ts';

/** Site flags `when.flag` may name (§3): every flag the startup schema defines (config-lint checks names against the same list). */
function siteFlags(site: ReturnType<typeof useSite>): Record<FlagName, boolean> {
  const s = site.startup.site;
  return {
    status: s.status === true,
    gamify_status: s.gamify_status,
    free_game: s.free_game,
    live_chat: site.startup.live_chat?.status === true && Boolean(site.startup.live_chat.chat_id),
  };
}

export function useRenderContext(dev: boolean): RenderContext {
  const root = useRootData();
  const site = useSite();
  const t = useT();
  const live = useLiveBreakpoint();
  const isAuthenticated = useSignedIn();
  const vipLevel = useVipLevel();
  const breakpoint = live ?? root.breakpoint;
  const unavailableText = t('ui.sectionUnavailable');
  const evaluate = targetingEvaluator();
  const { audience } = root;
  // one object while its inputs hold: a new one re-renders every widget of the tree. The page's
  // address is not one of them (src/render/load-context.ts PageAddressContext): a navigation renders
  // the new page and what follows the address, and the rest of the layout keeps its render
  return useMemo(
    () => ({
      isAuthenticated,
      flags: siteFlags(site),
      breakpoints: site.template.breakpoints,
      breakpoint,
      dev,
      unavailableText,
      locale: root.locale,
      jurisdiction: site.template.jurisdiction,
      targeting:
        evaluate &&
        audience &&
        ((when: When) =>
          evaluate(when, { audience, language: root.locale, breakpoint, currency: site.startup.site.currency, ...(vipLevel ? { vipLevel } : {}) })),
    }),
    [isAuthenticated, vipLevel, site, breakpoint, dev, unavailableText, root.locale, evaluate, audience],
  );
}
