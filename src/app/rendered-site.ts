import type { RootData } from '../state/root-data.tsx';
import type { RenderedSite } from './rendered-page.ts';

/**
 * The facts and inputs a page of a ready site was rendered with, read from the root loader's data
 * (the same decisions the page shows); none for a site that is not ready, whose page is never kept.
 */
export function renderedSite(root: RootData | undefined): RenderedSite | undefined {
  if (root?.state.kind !== 'ready') return undefined;
  return {
    locales: root.locales,
    breakpoints: root.state.template.breakpoints,
    inputs: { locale: root.locale, breakpoint: root.breakpoint, announcementDismissed: root.announcementDismissed },
  };
}
