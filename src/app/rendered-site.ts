import type { RootData } from '../state/root-data.tsx';
import type { RenderedSite } from './rendered-page.ts';
import type { TargetingReads } from '../render/targeting-reads.ts';
import type { Audience } from '../render/targeting.ts';

/**
 * The facts and inputs a page of a ready site was rendered with, read from the root loader's data
 * (the same decisions the page shows); none for a site that is not ready, whose page is never kept.
 * `audience`: the request's whole audience, when the root data carries only what the page read.
 */
export function renderedSite(root: RootData | undefined, reads?: TargetingReads, audience: Audience | undefined = root?.audience): RenderedSite | undefined {
  if (root?.state.kind !== 'ready') return undefined;
  const experiments = root.state.template.targeting?.experiments;
  const market = audience?.market;
  return {
    locales: root.locales,
    breakpoints: root.state.template.breakpoints,
    ...(experiments ? { experiments } : {}),
    inputs: {
      locale: root.locale,
      breakpoint: root.breakpoint,
      announcementDismissed: root.announcementDismissed,
      ...(market ? { market } : {}),
      variants: audience?.variants ?? {},
    },
    ...(reads ? { reads } : {}),
  };
}
