const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Whether a page's data all arrived: the site is ready (root data's `state`) and no widget's loader
 * failed (tree data's `data` results). Only such pages are re-served from the page cache; a
 * degraded page is rendered afresh every time.
 */
export function fullyLoaded(loaderData: Record<string, unknown>): boolean {
  return Object.values(loaderData).every((d) => {
    if (!isObject(d)) return true;
    if (isObject(d.state) && d.state.kind !== 'ready') return false;
    if (isObject(d.data) && 'widgets' in d) return Object.values(d.data).every((r) => isObject(r) && r.ok === true);
    return true;
  });
}
