/** Who else is here (issue 49 part 4): the other tabs on this draft or template, and the nodes they have selected on this page. */
import type { PresenceEntry } from '../../schemas/operator-api/presence.ts';

/** The accounts of the other tabs on the same draft or the same template, each once, by name. */
export function othersHere(others: readonly PresenceEntry[], draft: string | null, template: string | null): string[] {
  const here = others.filter((o) => (draft !== null && o.draft === draft) || (template !== null && o.template === template));
  return [...new Set(here.map((o) => o.account))].sort();
}

/** The node keys of `page` that other tabs on `template` have selected → who (a tab reports its node as `<page> <key>`). */
export function othersOnNodes(others: readonly PresenceEntry[], template: string | null, page: string | null): Map<string, string[]> {
  const byNode = new Map<string, string[]>();
  if (template === null || page === null) return byNode;
  for (const o of others) {
    if (o.template !== template || !o.node?.startsWith(`${page} `)) continue;
    const key = o.node.slice(page.length + 1);
    const names = byNode.get(key) ?? [];
    if (!names.includes(o.account)) byNode.set(key, [...names, o.account].sort());
  }
  return byNode;
}

/** Up to two letters of a name, for its avatar. */
export const initialsOf = (name: string) =>
  (
    name
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((part) => part[0])
      .join('')
      .slice(0, 2) || name.slice(0, 2)
  ).toUpperCase();
