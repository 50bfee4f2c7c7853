/**
 * The diff in the operator's words: for each template a changed file reaches (its own file, a base of
 * its chain, a shared page or layout it renders, the route table), what its sites render differently,
 * with each template resolved through its chain and patches as the server resolves it. A change a
 * family base gives several templates is one entry naming them all. A template added or removed is
 * left to the file entries: every node of it would be new.
 */
import { isRecord } from '../../schemas/is-record.ts';
import type { SiteChange } from '../../schemas/operator-api.ts';
import { ConfigSet, type JsonRecord, type ResolvedTemplate, type TreeKind } from './config-set.ts';
import { sameJson } from './same-json.ts';
import { treeChanges, type Change } from './tree-changes.ts';

/** Template fields with changes of their own kind; the rest are reported as settings. */
const NOT_SETTINGS = new Set(['$schema', 'version', 'key', 'extends', 'pages', 'patches', 'messages', 'schemes', 'routes']);

const record = (value: unknown): JsonRecord => (isRecord(value) ? value : {});
const keysOf = (...values: unknown[]) => [...new Set(values.flatMap((v) => Object.keys(record(v))))];
const fromTo = (from: unknown, to: unknown) => ({ ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface Side {
  set: ConfigSet;
  t: ResolvedTemplate;
}

/** Whether what a template renders for one tree name may differ: its own page, its patches of it (when its chain changed), or the shared file. */
function treeInputsDiffer(a: Side, b: Side, kind: TreeKind, name: string, changed: ReadonlySet<string>, chainChanged: boolean): boolean {
  const inputs = ({ t }: Side) => {
    const patches = record(t.merged['patches']);
    return [kind === 'pages' ? record(t.merged['pages'])[name] : undefined, record(patches[kind])[name], record(record(patches['structure'])[kind])[name]];
  };
  const own = kind === 'pages' && (a.set.ownsPage(a.t, name) || b.set.ownsPage(b.t, name));
  return (!own && changed.has(`${kind}/${name}.json`)) || (chainChanged && !sameJson(inputs(a), inputs(b)));
}

function trees(a: Side, b: Side, changed: ReadonlySet<string>, chainChanged: boolean): Change[] {
  const out: Change[] = [];
  const [na, nb] = [a.set.treeNames(a.t), b.set.treeNames(b.t)];
  for (const kind of ['layouts', 'pages'] as const) {
    for (const name of new Set([...na[kind], ...nb[kind]])) {
      if (!treeInputsDiffer(a, b, kind, name, changed, chainChanged)) continue;
      const tree = { kind: kind === 'pages' ? ('page' as const) : ('layout' as const), name };
      out.push(...treeChanges(tree, a.set.renderedTree(a.t, kind, name), b.set.renderedTree(b.t, kind, name), { from: a.t.breakpoints, to: b.t.breakpoints }));
    }
  }
  return out;
}

function copy(a: JsonRecord, b: JsonRecord): Change[] {
  const [ma, mb] = [record(a['messages']), record(b['messages'])];
  return keysOf(ma, mb).flatMap((key) =>
    keysOf(ma[key], mb[key]).flatMap((language): Change[] => {
      const [from, to] = [record(ma[key])[language], record(mb[key])[language]];
      return sameJson(from, to) ? [] : [{ what: 'message', key, language, ...fromTo(from, to) }];
    }),
  );
}

function schemes(a: JsonRecord, b: JsonRecord): Change[] {
  const [sa, sb] = [record(a['schemes']), record(b['schemes'])];
  return keysOf(sa, sb).flatMap((scheme) =>
    keysOf(sa[scheme], sb[scheme]).flatMap((token): Change[] => {
      const [from, to] = [record(sa[scheme])[token], record(sb[scheme])[token]];
      return sameJson(from, to) ? [] : [{ what: 'scheme', scheme, token, ...fromTo(from, to) }];
    }),
  );
}

function routes(a: Side, b: Side): Change[] {
  const [ra, rb] = [a.set.routeTable(a.t), b.set.routeTable(b.t)];
  return [...new Set([...ra.keys(), ...rb.keys()])].flatMap((path): Change[] =>
    sameJson(ra.get(path), rb.get(path)) ? [] : [{ what: 'route', path, ...fromTo(ra.get(path), rb.get(path)) }],
  );
}

function settings(from: unknown, to: unknown, pointer: string, out: Change[]): Change[] {
  if (sameJson(from, to)) return out;
  if (isRecord(from) && isRecord(to)) for (const key of keysOf(from, to)) settings(from[key], to[key], `${pointer}/${escape(key)}`, out);
  else out.push({ what: 'setting', pointer, ...fromTo(from, to) });
  return out;
}

function templateChanges(a: Side, b: Side, changed: ReadonlySet<string>, chainChanged: boolean): Change[] {
  const [ma, mb] = [a.t.merged, b.t.merged];
  if (!chainChanged) return [...trees(a, b, changed, false), ...routes(a, b)];
  const pick = (m: JsonRecord) => Object.fromEntries(Object.entries(m).filter(([k]) => !NOT_SETTINGS.has(k)));
  return [...trees(a, b, changed, true), ...copy(ma, mb), ...routes(a, b), ...schemes(ma, mb), ...settings(pick(ma), pick(mb), '', [])];
}

/** What the sites of each template will render differently, going from one config set to the other. */
export function siteChanges(from: Readonly<Record<string, string>>, to: Readonly<Record<string, string>>): SiteChange[] {
  const changed = new Set([...new Set([...Object.keys(from), ...Object.keys(to)])].filter((f) => from[f] !== to[f]));
  if (changed.size === 0) return [];
  const [setA, setB] = [new ConfigSet(from), new ConfigSet(to)];
  const shared = [...changed].some((f) => f === 'routes.json' || f.startsWith('pages/') || f.startsWith('layouts/'));
  const grouped = new Map<string, SiteChange>();
  for (const key of [...new Set([...setA.concreteTemplates(), ...setB.concreteTemplates()])].sort()) {
    const [ta, tb] = [setA.template(key), setB.template(key)];
    if (!ta || !tb) continue;
    const chainChanged = ta.files.join() !== tb.files.join() || ta.files.some((f) => changed.has(f));
    if (!chainChanged && !shared) continue;
    for (const change of templateChanges({ set: setA, t: ta }, { set: setB, t: tb }, changed, chainChanged)) {
      const id = JSON.stringify(change);
      const entry = grouped.get(id);
      if (entry) entry.templates.push(key);
      else grouped.set(id, { templates: [key], ...change });
    }
  }
  return [...grouped.values()];
}
