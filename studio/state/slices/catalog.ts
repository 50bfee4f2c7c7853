/** The catalog: the templates, sites, pages and widgets the draft (or the live revision) offers. */
import type { Catalog } from '../../../engine/studio/contract.ts';
import type { Kit } from './kit.ts';

export interface CatalogSlice {
  catalog: Catalog | null;
}

export function createCatalogSlice(): CatalogSlice {
  return { catalog: null };
}

/** The catalog again, after a change that may add a template or change its pages or breakpoints. */
export async function loadCatalog({ api, get, set, failed }: Kit): Promise<void> {
  const draft = get().draft;
  try {
    const catalog = await api.catalog(draft?.id);
    set((s) => {
      s.catalog = catalog;
    });
  } catch (error) {
    failed(error, 'read the catalog');
  }
}
