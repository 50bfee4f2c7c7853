import { createContext, useContext } from 'react';
import type { SiteState } from '../config/site-state.ts';

export type ReadySite = Extract<SiteState, { kind: 'ready' }>;

export const SiteContext = createContext<ReadySite | null>(null);

/** The running site: startup data, resolved template and colour scheme. */
export function useSite(): ReadySite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside a ready site');
  return site;
}
