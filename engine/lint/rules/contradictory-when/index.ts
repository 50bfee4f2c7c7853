import { isRecord } from '../../../../schemas/is-record.ts';
import { instantOf, isTimeZone } from '../../../../src/lib/zoned-time.ts';
import { listOf, whenOf, zonesOf, type Json } from '../../../project/targeting.ts';
import { docsUrl, type Rule } from '../../types.ts';

const LISTS = ['languages', 'breakpoints', 'markets', 'currencies'] as const;

/** What the rules of a node and the nodes around it require together (a node shows only inside its parent). */
interface Required {
  auth?: { value: string; at: string };
  flags: Map<string, { on: boolean; at: string }>;
  lists: Map<string, { values: string[]; at: string }>;
  variants: Map<string, { variant: string; at: string }>;
  from?: { edge: string; at: string };
  until?: { edge: string; at: string };
}

/**
 * A node whose `when` contradicts a `when` of a node around it, so it can never show: `auth` player
 * inside guest, `flag` x inside `!x`, a language (breakpoint, market, currency) list sharing nothing
 * with the enclosing one, another variant of the same experiment, or a window outside the enclosing
 * window.
 */
export const rule: Rule = {
  meta: {
    id: 'contradictory-when',
    severity: 'error',
    description: "A node's when contradicts the when of a node it is inside, so it can never show.",
    docs: docsUrl('contradictory-when'),
  },
  create(context) {
    return {
      // the templates' time zones judge its windows
      treeInputs: (tree) => zonesOf(context.project, tree),
      onTree(tree) {
        const zones = zonesOf(context.project, tree).filter(isTimeZone);
        const report = (pointer: string, field: string, message: string): undefined => {
          context.report({ origin: tree.origin, pointer: `${pointer}/when/${field}`, message: `${message}: the node can never show` });
          return undefined;
        };

        const visit = (node: unknown, pointer: string, outer: Required, depth: number) => {
          if (!isRecord(node) || depth > 64) return;
          const when = whenOf(node);
          const inner = when ? combine(when, pointer, outer, report, zones) : outer;
          if (!inner) return;
          if (Array.isArray(node['children'])) node['children'].forEach((child, i) => visit(child, `${pointer}/children/${i}`, inner, depth + 1));
        };
        visit(tree.root, tree.rootPointer, { flags: new Map(), lists: new Map(), variants: new Map() }, 1);
      },
    };
  },
};

/** The requirements with `when` added, or undefined (after reporting) when they cannot all hold. */
function combine(
  when: Json,
  at: string,
  outer: Required,
  report: (pointer: string, field: string, message: string) => undefined,
  zones: string[],
): Required | undefined {
  const next: Required = { ...outer, flags: new Map(outer.flags), lists: new Map(outer.lists), variants: new Map(outer.variants) };
  const auth = when['auth'];
  if (typeof auth === 'string') {
    if (outer.auth && outer.auth.value !== auth)
      return report(at, 'auth', `auth "${auth}" inside a node shown only for auth "${outer.auth.value}" (${outer.auth.at})`);
    next.auth = { value: auth, at };
  }
  const flag = when['flag'];
  if (typeof flag === 'string') {
    const on = !flag.startsWith('!');
    const name = on ? flag : flag.slice(1);
    const held = outer.flags.get(name);
    if (held && held.on !== on) return report(at, 'flag', `flag "${flag}" inside a node shown only with "${held.on ? '' : '!'}${name}" (${held.at})`);
    next.flags.set(name, { on, at });
  }
  for (const field of LISTS) {
    const values = listOf(when, field);
    if (!values) continue;
    const held = outer.lists.get(field);
    const both = held ? values.filter((v) => held.values.includes(v)) : values;
    if (held && both.length === 0)
      return report(at, field, `${field} ${values.join(', ')} share none with the enclosing ${held.values.join(', ')} (${held.at})`);
    next.lists.set(field, { values: both, at });
  }
  const experiment = when['experiment'];
  if (isRecord(experiment) && typeof experiment['id'] === 'string' && typeof experiment['variant'] === 'string') {
    const held = outer.variants.get(experiment['id']);
    if (held && held.variant !== experiment['variant']) {
      return report(at, 'experiment', `variant "${experiment['variant']}" of experiment "${experiment['id']}" inside variant "${held.variant}" (${held.at})`);
    }
    next.variants.set(experiment['id'], { variant: experiment['variant'], at });
  }
  for (const edge of ['from', 'until'] as const) {
    const value = when[edge];
    if (typeof value === 'string') next[edge] = laterOrEarlier(edge, { edge: value, at }, outer[edge], zones);
  }
  // a window this node's own edges close is window-never-opens's to report
  if (
    next.from &&
    next.until &&
    next.from.at !== next.until.at &&
    zones.some((z) => instantOf(next.until?.edge ?? '', z) <= instantOf(next.from?.edge ?? '', z))
  ) {
    const field = next.from.at === at ? 'from' : 'until';
    return report(at, field, `the window from "${next.from.edge}" (${next.from.at}) until "${next.until.edge}" (${next.until.at}) never opens`);
  }
  return next;
}

/** The tighter of two edges: the later `from`, the earlier `until` (judged in the first zone). */
function laterOrEarlier(edge: 'from' | 'until', own: { edge: string; at: string }, held: { edge: string; at: string } | undefined, zones: string[]) {
  if (!held) return own;
  const zone = zones[0] ?? 'UTC';
  const mine = instantOf(own.edge, zone);
  const theirs = instantOf(held.edge, zone);
  return (edge === 'from' ? mine > theirs : mine < theirs) ? own : held;
}
