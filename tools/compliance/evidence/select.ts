/**
 * Which revisions a brand's evidence holds: the one live when the window began, and every revision
 * made live in the window whose change reaches the brand. A change reaches it as the publish scopes
 * judge (engine/store/touched-templates.ts): its own template, any template its `extends` chain
 * names (`_casino`), or a shared file (pages, layouts, routes.json), which every brand renders.
 */
import { touchedTemplates } from '../../../engine/store/touched-templates.ts';
import type { ConfigStoreBackend, FileMap, Revision, RevisionMeta } from '../../../engine/store/types.ts';

const TEMPLATE_FILE = /^templates\/([a-z0-9][a-z0-9_-]*)\.json$/;

/** The concrete templates (brands) of a config set: an abstract base's key starts with `_`. */
export function brandsOf(files: FileMap): string[] {
  return Object.keys(files)
    .flatMap((path) => TEMPLATE_FILE.exec(path)?.[1] ?? [])
    .sort();
}

/** Whether the change from `before` to `after` reaches what the brand renders. */
export function reaches(brand: string, before: FileMap, after: FileMap): boolean {
  const touched = touchedTemplates(before, after);
  return touched === '*' || touched.includes(brand);
}

export interface Selected {
  revision: Revision;
  /** the revision it replaced as live (its parent): what its diff is from; {} for the first */
  before: FileMap;
  /** `start`: the one live when the window began; `window`: made live in it */
  role: 'start' | 'window';
}

export interface Selection {
  selected: Selected[];
  /** the brands the revisions in view know: what an unknown brand's error names */
  brands: string[];
}

/** Every revision's meta created at or before `end`, oldest first, down to the newest one before `start`. */
async function metasOf(store: ConfigStoreBackend, start: string, end: string): Promise<RevisionMeta[]> {
  const found: RevisionMeta[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await store.history({ limit: 200, ...(before ? { before } : {}) });
    for (const meta of page.items) {
      if (meta.createdAt > end) continue;
      found.push(meta);
      if (meta.createdAt < start) return found.reverse();
    }
    if (!page.next) return found.reverse();
    before = page.next;
  }
}

async function filesOf(store: ConfigStoreBackend, id: string | null, cache: Map<string, Revision>): Promise<Revision | undefined> {
  if (id === null) return undefined;
  const kept = cache.get(id);
  if (kept) return kept;
  const revision = await store.revision(id);
  if (revision) cache.set(id, revision);
  return revision;
}

/**
 * The brand's revisions in [start, end] (ISO instants) and the one live at `start`, oldest first.
 * `brands` lists the brands of those revisions and of the live one, whether or not `brand` is among them.
 */
export async function selectRevisions(store: ConfigStoreBackend, brand: string, start: string, end: string): Promise<Selection> {
  const metas = await metasOf(store, start, end);
  const cache = new Map<string, Revision>();
  const brands = new Set<string>();
  const live = await store.live();
  if (live) for (const b of brandsOf(live.files)) brands.add(b);
  const selected: Selected[] = [];
  for (const meta of metas) {
    const revision = await filesOf(store, meta.id, cache);
    if (!revision) continue;
    for (const b of brandsOf(revision.files)) brands.add(b);
    const before = (await filesOf(store, meta.parent, cache))?.files ?? {};
    const role = meta.createdAt < start ? 'start' : 'window';
    const has = brandsOf(revision.files).includes(brand) || brandsOf(before).includes(brand);
    if (has && (role === 'start' || reaches(brand, before, revision.files))) selected.push({ revision, before, role });
  }
  return { selected, brands: [...brands].sort() };
}
