/**
 * A diff's changes (schemas/operator-api.ts SiteChange) in the operator's words, one line each, for the
 * studio (history, publish dialog, merge view) and the CLIs (the evidence pack's diff.txt) alike:
 * `home · hot-games · columns · desktop: 6 → 7`. Where first, then what, then from → to.
 */
import type { NodePlace, SiteChange, TreeName } from '../../schemas/operator-api.ts';
import type { When } from '../studio/contract.ts';

/** The `when` of a node for a badge: who sees it. */
export function whenLabel(when: When | undefined): string | null {
  if (!when) return null;
  const parts: string[] = [];
  if (when.auth === 'guest') parts.push('guests only');
  if (when.auth === 'player') parts.push('players only');
  if (when.flag) parts.push(when.flag.startsWith('!') ? `without flag ${when.flag.slice(1)}` : `flag ${when.flag}`);
  return parts.length ? parts.join(' · ') : null;
}

const value = (v: unknown, none: string) => (v === undefined ? none : JSON.stringify(v));
const treeWords = (tree: TreeName) => (tree.kind === 'page' ? tree.name : `layout ${tree.name}`);
const placeWords = (p: unknown) => {
  const place = p as NodePlace | undefined;
  return place ? `${place.parent} #${place.index + 1}` : '—';
};

function audience(when: unknown): string {
  if (when === undefined) return 'everyone';
  const w = when as When;
  return whenLabel(w) ?? (Object.keys(w).length === 0 ? 'everyone' : JSON.stringify(w));
}

function routeWords(route: unknown): string {
  if (route === undefined) return 'no route';
  const r = route as { page: string; guard: unknown; layout?: string };
  return `page ${r.page}, guard ${String(r.guard)}${r.layout ? `, layout ${r.layout}` : ''}`;
}

/** One change as a line of text. */
export function changeWords(c: SiteChange): string {
  switch (c.what) {
    case 'prop':
      return `${treeWords(c.tree)} · ${c.node} · ${c.prop}${c.breakpoint ? ` · ${c.breakpoint}` : ''}: ${value(c.from, 'default')} → ${value(c.to, 'default')}`;
    case 'when':
      return `${treeWords(c.tree)} · ${c.node} · visible to: ${audience(c.from)} → ${audience(c.to)}`;
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

/** Who a group of changes reaches: one template, or the list of them. */
export function templatesWords(templates: readonly string[]): string {
  return templates.length > 3 ? `${templates.length} templates: ${templates.join(', ')}` : templates.join(', ');
}

/** Changes grouped by the templates they reach, in the order the diff gives them. */
export function byTemplates(changes: readonly SiteChange[]): { templates: string[]; lines: string[] }[] {
  const groups = new Map<string, { templates: string[]; lines: string[] }>();
  for (const c of changes) {
    const key = c.templates.join(',');
    const group = groups.get(key) ?? { templates: c.templates, lines: [] };
    group.lines.push(changeWords(c));
    groups.set(key, group);
  }
  return [...groups.values()];
}
