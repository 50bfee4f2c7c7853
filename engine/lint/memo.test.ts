import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileMap } from '../store/types.ts';
import type { FileCache } from '../project/project.ts';
import { REPO_ROOT } from '../project/repo.ts';
import { lintView } from '../studio/lint-view.ts';
import { readConfigFiles } from './gate.ts';
import { LintMemo } from './memo.ts';

type Json = Record<string, unknown>;

const live = readConfigFiles(join(REPO_ROOT, 'site-configs'));

/** The set with one file's JSON changed. */
function edit(files: FileMap, key: string, change: (doc: Json) => void): FileMap {
  const doc = JSON.parse(files[key]!) as Json;
  change(doc);
  return { ...files, [key]: `${JSON.stringify(doc, null, 2)}\n` };
}

const at = (doc: unknown, ...path: (string | number)[]): Json => path.reduce<Json>((o, k) => o[k] as Json, doc as Json);

/** The problems of a full lint: a fresh parse cache, so nothing is replayed. */
const full = (files: FileMap) => lintView(files, { root: REPO_ROOT, cache: new Map() }).problems;

/**
 * Each step's set linted after the one before through one memo, as the studio lints edit after edit,
 * must find exactly what a full lint finds. The steps change what a memoized rule reads besides the
 * tree's own file: a template's copy, a base template's patch, a template's breakpoints.
 */
const steps: { name: string; files: (previous: FileMap) => FileMap; finds: RegExp | null }[] = [
  {
    name: 'an edit to casino1 that breaks nothing',
    files: (f) => ({ ...f, 'templates/casino1.json': f['templates/casino1.json']!.replace('"Casino 1"', '"Casino One"') }),
    finds: null,
  },
  {
    name: 'a shared page names brand copy no template has',
    files: (f) => edit(f, 'pages/about.json', (d) => (at(d, 'root', 'children', 0, 'props')['title'] = 'brand.welcome.bold')),
    finds: /missing-message.*brand\.welcome\.bold/,
  },
  {
    name: 'casino1 gains that copy (only its copy changed, not the page)',
    files: (f) => edit(f, 'templates/casino1.json', (d) => (d['messages'] = { 'welcome.bold': { EN: 'Ready', CN: '就绪' } })),
    finds: /missing-message/,
  },
  { name: 'the page is put back', files: (f) => ({ ...f, 'pages/about.json': live['pages/about.json']! }), finds: null },
  {
    name: "the casino base's patch of deposit gets a value of the wrong type",
    files: (f) => edit(f, 'templates/_casino.json', (d) => (at(d, 'patches', 'pages', 'deposit', 'cashier', 'props', 'methods', 0)['kind'] = 42)),
    finds: /schema/,
  },
  { name: 'the base is put back', files: (f) => ({ ...f, 'templates/_casino.json': live['templates/_casino.json']! }), finds: null },
  {
    name: "casino1's breakpoint tablet is renamed (its layout's at.tablet no longer applies)",
    files: (f) =>
      edit(f, 'templates/casino1.json', (d) => {
        const bps = at(d, 'breakpoints');
        bps['tabletWide'] = bps['tablet'];
        delete bps['tablet'];
      }),
    finds: /unknown-breakpoint/,
  },
  {
    name: 'a shared page names a widget that does not exist',
    files: (f) => edit(f, 'pages/about.json', (d) => (at(d, 'root', 'children', 1)['widget'] = 'CmsContentt')),
    finds: /unknown-widget/,
  },
  { name: 'every file as it was', files: () => live, finds: null },
];

describe('LintMemo', () => {
  it('replays only what is unchanged: edit after edit, the memoized lint finds what a full lint finds', () => {
    const cache: FileCache = new Map();
    const memo = new LintMemo();
    let files = live;
    lintView(files, { root: REPO_ROOT, cache, memo });
    for (const step of steps) {
      files = step.files(files);
      const memoized = lintView(files, { root: REPO_ROOT, cache, memo }).problems;
      expect(memoized, step.name).toEqual(full(files));
      const found = memoized.map((p) => `${p.ruleId} ${p.message}`).join('\n');
      if (step.finds) expect(found, step.name).toMatch(step.finds);
      else
        expect(
          memoized.filter((p) => p.severity === 'error'),
          step.name,
        ).toEqual([]);
    }
  });

  it("replays nothing under other rule settings, even ones that differ only in an override's glob", () => {
    const temp = mkdtempSync(join(tmpdir(), 'lint-memo-'));
    afterAll(() => rmSync(temp, { recursive: true, force: true }));
    /** a rule root whose config-lint.json switches redundant-override off for the files `glob` matches */
    const ruleRoot = (name: string, glob?: string) => {
      const dir = join(temp, name);
      mkdirSync(dir);
      if (glob) writeFileSync(join(dir, 'config-lint.json'), JSON.stringify({ overrides: [{ files: [glob], rules: { 'redundant-override': 'off' } }] }));
      return dir;
    };
    // about's heading at tablet repeats the gap every breakpoint inherits: a redundant-override warning
    const files = edit(live, 'pages/about.json', (d) => (at(d, 'root')['at'] = { tablet: { gap: 16 } }));
    const cache: FileCache = new Map();
    const memo = new LintMemo();
    const roots = [ruleRoot('none'), ruleRoot('pages', 'site-configs/pages/**'), ruleRoot('layouts', 'site-configs/layouts/**')];
    const found = roots.map((root) => lintView(files, { root: REPO_ROOT, ruleRoot: root, cache, memo }).problems.map((p) => p.ruleId));
    expect(found).toEqual([['redundant-override'], [], ['redundant-override']]);
  });

  it('replays a unit whose inputs did not change, and forgets what the last run did not use', () => {
    const memo = new LintMemo();
    memo.begin('env');
    memo.store('a', []);
    memo.end();
    memo.begin('env');
    expect(memo.replay('a')).toEqual([]);
    memo.end();
    memo.begin('env');
    memo.end();
    memo.begin('env');
    expect(memo.replay('a')).toBeUndefined();
  });

  it('replays nothing after the rule settings, sites or root change', () => {
    const memo = new LintMemo();
    memo.begin('one');
    memo.store('a', []);
    memo.end();
    memo.begin('two');
    expect(memo.replay('a')).toBeUndefined();
  });
});
