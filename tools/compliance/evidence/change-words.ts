/**
 * A revision's changes to one brand in the operator's words, one line each, as the studio shows them
 * (studio/shell/change-words.ts, which the CLIs do not import: tools and the studio stand on the
 * engine, never on one another): where, what, then from → to.
 */
import type { SiteChange, TreeName } from '../../../schemas/operator-api.ts';

const value = (v: unknown, none: string) => (v === undefined ? none : JSON.stringify(v));
const treeWords = (tree: TreeName) => (tree.kind === 'page' ? tree.name : `layout ${tree.name}`);

function placeWords(p: unknown): string {
  if (typeof p !== 'object' || p === null) return '—';
  const { parent, index } = p as { parent?: unknown; index?: unknown };
  return typeof index === 'number' ? `${String(parent)} #${index + 1}` : '—';
}

function routeWords(route: unknown): string {
  if (typeof route !== 'object' || route === null) return 'no route';
  const r = route as { page?: unknown; guard?: unknown; layout?: unknown };
  return `page ${String(r.page)}, guard ${String(r.guard)}${r.layout ? `, layout ${String(r.layout)}` : ''}`;
}

export function changeWords(c: SiteChange): string {
  switch (c.what) {
    case 'prop':
      return `${treeWords(c.tree)} · ${c.node} · ${c.prop}${c.breakpoint ? ` · ${c.breakpoint}` : ''}: ${value(c.from, 'default')} → ${value(c.to, 'default')}`;
    case 'when':
      return `${treeWords(c.tree)} · ${c.node} · visible to: ${value(c.from, 'everyone')} → ${value(c.to, 'everyone')}`;
    case 'node':
      if (c.change === 'added') return `${treeWords(c.tree)} · ${c.node} · added ${c.widget} at ${placeWords(c.to)}`;
      if (c.change === 'removed') return `${treeWords(c.tree)} · ${c.node} · removed ${c.widget} from ${placeWords(c.from)}`;
      return `${treeWords(c.tree)} · ${c.node} · moved: ${placeWords(c.from)} → ${placeWords(c.to)}`;
    case 'message':
      return `brand copy · ${c.key} · ${c.language}: ${value(c.from, '—')} → ${value(c.to, '—')}`;
    case 'route':
      return `route ${c.path}: ${routeWords(c.from)} → ${routeWords(c.to)}`;
    case 'scheme':
      return `scheme ${c.scheme} · ${c.token}: ${value(c.from, '—')} → ${value(c.to, '—')}`;
    case 'setting':
      return `setting ${c.pointer}: ${value(c.from, '—')} → ${value(c.to, '—')}`;
  }
}
