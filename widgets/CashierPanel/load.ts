import type { LoadContext } from '../../src/render/types.ts';
import { loadCmsContent, type CmsContentData } from '../_shared/cms/load.ts';
import type { CashierPanelProps } from './schema.ts';

export interface CashierPanelData {
  /** the banking CMS section, sanitised; null when the page does not show it */
  banking: CmsContentData | null;
  /** the banking section could not be loaded: the cashier still works without it */
  bankingFailed: boolean;
}

export async function loadCashierPanel(props: CashierPanelProps, ctx: LoadContext): Promise<CashierPanelData> {
  if (!props.showBanking) return { banking: null, bankingFailed: false };
  try {
    return { banking: await loadCmsContent({ section: 'banking' }, ctx), bankingFailed: false };
  } catch (error) {
    console.warn('Banking information unavailable', error);
    return { banking: null, bankingFailed: true };
  }
}
