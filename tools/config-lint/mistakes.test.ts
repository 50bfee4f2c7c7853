/**
 * Issue 15's list of mistakes that used to pass lint (exit 0) or crash it (exit 2): each one, alone
 * in a temp copy of the project, goes through the real CLI entry (the package bin, as operators run
 * it) and must exit 1 with its rule id at the file:line:col of the mistake, and no stack trace.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';
import { makeProject, removeProject } from '../../engine/project/fixture-project.ts';

const BIN = join(REPO_ROOT, 'tools', 'bin', 'config-lint.mjs');

interface Run {
  code: number;
  out: string;
  err: string;
}

function cli(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, env: { ...process.env, CONFIG_LINT_DEBUG: '' } }, (error, out, err) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err });
    });
  });
}

/** A shipped config, to break. */
const read = (rel: string) => readFileSync(join(REPO_ROOT, rel), 'utf8');
const json = (rel: string) => JSON.parse(read(rel)) as Record<string, unknown>;
const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** line:col of the first occurrence of `needle` in `text` (after `after`, when given). */
function where(text: string, needle: string, after: string | number = 0): string {
  const offset = text.indexOf(needle, typeof after === 'number' ? after : text.indexOf(after));
  if (offset < 0) throw new Error(`${needle} not in fixture`);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before[before.length - 1]?.length ?? 0) + 1}`;
}

interface Mistake {
  name: string;
  rule: string;
  /** the file to break, relative to the project root, and its new text from the shipped one */
  file: string;
  edit: () => string;
  /** line:col the problem must point at in the broken text */
  at: (text: string) => string;
  /** lint one file instead of the whole site-configs/ */
  lintOnly?: string;
}

const deepTree = (depth: number): unknown => {
  let node: Record<string, unknown> = { widget: 'Marquee' };
  for (let i = 1; i < depth; i++) node = { widget: 'Stack', children: [node] };
  return node;
};

function scheme(token: string, value: string): string {
  const t = json('site-configs/templates/casino3.json');
  const schemes = t['schemes'] as Record<string, Record<string, string>>;
  const first = schemes['color3-1'];
  if (!first) throw new Error('casino3 has no color3-1');
  first[token] = value;
  return pretty(t);
}

function routes(change: (list: Record<string, unknown>[]) => void): string {
  const r = json('site-configs/routes.json');
  change(r['routes'] as Record<string, unknown>[]);
  return pretty(r);
}

const MISTAKES: Mistake[] = [
  {
    name: 'colour token #zzzzzz',
    rule: 'colour-token',
    file: 'site-configs/templates/casino3.json',
    edit: () => scheme('bg', '#zzzzzz'),
    at: (t) => where(t, '"#zzzzzz"'),
  },
  {
    name: 'colour token reddish',
    rule: 'colour-token',
    file: 'site-configs/templates/casino3.json',
    edit: () => scheme('accent', 'reddish'),
    at: (t) => where(t, '"reddish"'),
  },
  {
    name: 'a route whose layout does not exist',
    rule: 'route-target',
    file: 'site-configs/routes.json',
    edit: () => routes((list) => void (list[1] = { ...list[1], layout: 'template99' })),
    at: (t) => where(t, '"template99"'),
  },
  {
    name: 'a route whose page file does not exist',
    rule: 'route-target',
    file: 'site-configs/routes.json',
    edit: () => routes((list) => void list.push({ path: '/bonus-hunt', page: 'bonus-hunt', guard: 'none' })),
    at: (t) => where(t, '"bonus-hunt"', '"/bonus-hunt"'),
  },
  {
    name: 'two routes with the same path',
    rule: 'duplicate-route',
    file: 'site-configs/routes.json',
    edit: () => routes((list) => void list.push({ path: '/slots', page: 'hot', guard: 'none' })),
    at: (t) => where(t, '"/slots"', t.lastIndexOf('"/slots"')),
  },
  {
    name: 'when.flag naming a flag startup never sends',
    rule: 'unknown-flag',
    file: 'site-configs/pages/about.json',
    edit: () => {
      const page = json('site-configs/pages/about.json');
      page['root'] = { widget: 'Stack', children: [page['root'], { widget: 'Marquee', when: { flag: 'vip_only' } }] };
      return pretty(page);
    },
    at: (t) => where(t, '"vip_only"'),
  },
  {
    name: 'a template whose key differs from its file name',
    rule: 'template-key',
    file: 'site-configs/templates/casino3.json',
    edit: () => read('site-configs/templates/casino3.json').replace('"key": "casino3"', '"key": "casino33"'),
    at: (t) => where(t, '"casino33"'),
  },
  {
    name: 'an object with a duplicate key',
    rule: 'duplicate-key',
    file: 'site-configs/templates/casino3.json',
    edit: () => read('site-configs/templates/casino3.json').replace('"label": "Casino 3",', '"label": "Casino 3",\n  "label": "Casino Three",'),
    at: (t) => where(t, '"label": "Casino Three"'),
  },
  {
    name: 'a tree nested 70 deep',
    rule: 'max-depth',
    file: 'site-configs/pages/about.json',
    edit: () => pretty({ $schema: '../../schemas/generated/page.schema.json', version: 1, root: deepTree(70) }),
    // the first node past the limit opens after the MAX_TREE_DEPTH-th "children"
    at: (t) => {
      let offset = -1;
      for (let i = 0; i < MAX_TREE_DEPTH; i++) offset = t.indexOf('"children": [', offset + 1);
      return where(t, '{', offset);
    },
  },
  {
    name: 'linting one template alone with a broken base',
    rule: 'colour-token',
    file: 'site-configs/templates/_casino.json',
    edit: () => {
      const base = json('site-configs/templates/_casino.json');
      base['schemes'] = { 'color1-1': { bg: 'reddish' } };
      return pretty(base);
    },
    at: (t) => where(t, '"reddish"'),
    lintOnly: 'site-configs/templates/casino3.json',
  },
];

/** Each run starts Node and tsx (~1 s of CPU): generous on a loaded machine, one at a time. */
const SLOW = 90_000;

describe('each mistake of issue 15 fails lint through the real CLI (exit 1, rule id, file:line:col, no stack)', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach(removeProject));

  it.each(MISTAKES)(
    '$name → $rule',
    async (m) => {
      const text = m.edit();
      const root = makeProject({ [m.file]: text });
      roots.push(root);
      const r = await cli([join(root, m.lintOnly ?? 'site-configs')]);
      expect(r.code, r.out + r.err).toBe(1);
      expect(r.out).toContain(`${m.file}:${m.at(text)}  ${m.rule}  `);
      expect(r.err).not.toMatch(/\n\s+at /);
    },
    SLOW,
  );

  it(
    'an empty directory exits 2 with a message',
    async () => {
      const empty = mkdtempSync(join(tmpdir(), 'config-lint-empty-'));
      try {
        const r = await cli([empty]);
        expect(r.code).toBe(2);
        expect(r.err).toContain(`config-lint: no .json config files in ${empty}`);
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it(
    'a --root without configs exits 2 with a message',
    async () => {
      const bare = mkdtempSync(join(tmpdir(), 'config-lint-bare-'));
      mkdirSync(join(bare, 'site-configs'));
      try {
        const r = await cli(['--root', bare]);
        expect(r.code).toBe(2);
        expect(r.err).toContain(`config-lint: no config files in ${join(bare, 'site-configs')}`);
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it(
    'a CLI that cannot load exits 2 with one line naming the file; --debug adds the stack',
    async () => {
      const load = (extra: string[]) =>
        new Promise<Run>((resolve) => {
          const script = `import('${join(REPO_ROOT, 'tools', 'bin', 'run.mjs')}').then((m) => m.run('x', 'file:///no/such/cli.ts'))`;
          execFile(process.execPath, ['-e', script, '--', ...extra], { cwd: REPO_ROOT, env: { ...process.env, CONFIG_LINT_DEBUG: '' } }, (error, out, err) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
          );
        });
      const plain = await load([]);
      expect(plain.code).toBe(2);
      expect(plain.err.trim().split('\n')).toEqual([expect.stringMatching(/^x: internal error: .*\/no\/such\/cli\.ts/)]);
      const debug = await load(['--debug']);
      expect(debug.code).toBe(2);
      expect(debug.err).toMatch(/\n\s+at /);
    },
    SLOW,
  );
});
