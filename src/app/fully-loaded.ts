import { isRecord } from '../../schemas/is-record.ts';

/**
 * Whether a page's data all arrived: the site is ready (root data's `state`) and no widget's loader
 * failed (tree data's `data` results). Only such pages are re-served from the page cache; a
 * degraded page is rendered afresh every time.
 */
export function fullyLoaded(loaderData: Record<string, unknown>): boolean {
  return Object.values(loaderData).every((d) => {
    if (!isRecord(d)) return true;
    if (isRecord(d.state) && d.state.kind !== 'ready') return false;
    if (isRecord(d.data) && 'widgets' in d) return Object.values(d.data).every((r) => isRecord(r) && r.ok === true);
    return true;
  });
}
