import type { RequiredBlock } from '../../../../schemas/jurisdiction.ts';
import { isRecord } from '../../../../schemas/is-record.ts';
import { regulatorName, templateJurisdiction } from '../../../project/jurisdiction.ts';
import { siteRouteEntries, type RouteEntryLike } from '../../../project/project.ts';
import { patchesOf } from '../../../project/patched-tree.ts';
import { templateTree } from '../../../project/template-tree.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** How many missing routes a message lists before it counts the rest. */
const LISTED = 5;

/**
 * Whether the tree shows `widget` to the requirement's audience: a node counts when neither it nor
 * a node above it carries a `when`, or, for a block meant for players, when each `when` is exactly
 * `{auth: "player"}`. Any other rule (a flag, a time window…) may hide it, so it does not count.
 */
function shows(root: unknown, block: RequiredBlock): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!isRecord(node)) continue;
    const when = node['when'];
    if (when !== undefined) {
      const playersOnly = isRecord(when) && Object.keys(when).length === 1 && when['auth'] === 'player';
      if (!(playersOnly && block.audience === 'players')) continue;
    }
    if (node['widget'] === block.widget) return true;
    const children = node['children'];
    if (Array.isArray(children)) stack.push(...children);
  }
  return false;
}

function where(block: RequiredBlock): string {
  return block.on === 'every-page' ? 'on every page' : `on ${block.on.join(', ')}`;
}

function listed(paths: readonly string[]): string {
  const shown = paths.slice(0, LISTED).join(', ');
  return paths.length > LISTED ? `${shown} and ${paths.length - LISTED} more` : shown;
}

/**
 * Each block a site's regulator requires (schemas/jurisdictions.ts `requires`) must be on the pages
 * it names, as the template renders them: the layout the route takes (§2) and the page, each after
 * the template's own pages, structural ops and node patches.
 */
export const rule: Rule = {
  meta: {
    id: 'compliance-block',
    severity: 'error',
    description:
      'A site under a jurisdiction lacks a block its regulator requires (compliance footer, RG tagline, reality check, age confirmation) on a page where it must appear.',
    docs: docsUrl('compliance-block'),
  },
  create(context) {
    const { project } = context;
    return {
      onEnd() {
        const shared = new Map<string, boolean>();
        for (const t of project.templates.values()) {
          if (t.abstract) continue;
          const j = templateJurisdiction(t);
          if (!j) continue;
          const routes = siteRouteEntries(project, t);
          // a layout or page serves many routes: each is judged once per block, and a shared file the
          // template neither overrides nor patches once for every template (shared below)
          const judged = new Map<string, boolean>();
          const showsIn = (kind: 'layouts' | 'pages', name: string, block: RequiredBlock) => {
            const key = `${kind}:${name}:${block.widget}:${block.audience ?? 'everyone'}`;
            const { nodes, ops } = patchesOf(t.merged, kind, name);
            const own = kind === 'pages' && isRecord(t.merged?.['pages']) && Object.hasOwn(t.merged['pages'], name);
            const cache = nodes || ops || own ? judged : shared;
            let found = cache.get(key);
            if (found === undefined) {
              const tree = templateTree(project, t, kind, name);
              found = tree !== undefined && shows(tree.root, block);
              cache.set(key, found);
            }
            return found;
          };
          const layoutOf = (r: RouteEntryLike) => (r.path === '/minigame' ? 'minigame' : (r.layout ?? String(t.merged?.['layout'] ?? '')));
          for (const block of j.rules.requires) {
            const on = block.on;
            const targets = on === 'every-page' ? routes : routes.filter((r) => on.includes(r.path));
            const missing = targets.filter((r) => !showsIn('layouts', layoutOf(r), block) && !showsIn('pages', r.page, block)).map((r) => r.path);
            if (!missing.length) continue;
            context.report({
              origin: j.origin,
              pointer: '/jurisdiction/regulator',
              message: `template ${t.key} is under ${regulatorName(j.rules)}, which requires ${block.widget} ${where(block)} (${block.why}): missing on ${listed(missing)}`,
            });
          }
        }
      },
    };
  },
};
