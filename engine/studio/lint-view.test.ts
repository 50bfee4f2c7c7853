import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gateFiles, readConfigFiles } from '../lint/gate.ts';
import type { FileCache } from '../project/project.ts';
import { REPO_ROOT } from '../project/repo.ts';
import { lintView } from './lint-view.ts';

const live = readConfigFiles(join(REPO_ROOT, 'site-configs'));
const CASINO1 = 'templates/casino1.json';
const withCasino1 = (edit: (text: string) => string) => ({ ...live, [CASINO1]: edit(live[CASINO1]!) });
const temp = mkdtempSync(join(tmpdir(), 'lint-view-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('lintView', () => {
  it("the project's configs are clean", () => {
    const view = lintView(live);
    expect(view).toMatchObject({ errors: 0, problems: [] });
    expect(view.ms).toBeGreaterThan(0);
  });

  it('names files by their FileMap keys and finds what the gate finds', () => {
    const broken = withCasino1((t) => t.replace('"label": "Casino 1"', '"labell": "Casino 1"').replace('"layout": "template1"', '"layout": "template99"'));
    const view = lintView(broken);
    const gate = gateFiles(broken);
    expect(gate.ok).toBe(false);
    const gateProblems = gate.ok
      ? []
      : gate.problems.map((p) => ({ ruleId: p.ruleId, file: p.file.replace(/^site-configs\//, ''), pointer: p.pointer, line: p.line }));
    expect(view.problems.map((p) => ({ ruleId: p.ruleId, file: p.file, pointer: p.pointer, line: p.line }))).toEqual(gateProblems);
    expect(view.errors).toBeGreaterThanOrEqual(2);
    expect(view.problems).toContainEqual(
      expect.objectContaining({ ruleId: 'schema', file: CASINO1, line: 6, column: 3, pointer: '/labell', severity: 'error' }),
    );
  });

  it("a problem's CLI fix is the fixed file's whole text, and applying it lints clean", () => {
    const view = lintView(withCasino1((t) => t.replace('"label": "Casino 1"', '"labell": "Casino 1"')));
    const typo = view.problems.find((p) => p.pointer === '/labell');
    expect(typo?.fix?.description).toBe('replace with "label"');
    expect(Object.keys(typo?.fix?.files ?? {})).toEqual([CASINO1]);
    expect(typo?.fix?.files[CASINO1]).toBe(live[CASINO1]);
    expect(lintView({ ...live, ...typo?.fix?.files }).errors).toBe(0);
  });

  it('checks the fleet as the gate does: a draft that drops a live site’s scheme is an error', () => {
    const sites = [{ domain: 'casino1.example', theme_code: 'casino1', theme_color: 'color9-9' }];
    const view = lintView(live, { sites });
    expect(view.errors).toBe(1);
    expect(view.problems[0]).toMatchObject({ ruleId: 'fleet', severity: 'error' });
    expect(view.problems[0]?.message).toContain('casino1.example');
    expect(lintView(live, { sites: [{ ...sites[0]!, theme_color: 'color1-1' }] }).errors).toBe(0);
  });

  it('reads config-lint.json at the rule root; one that lowers an error rule refuses the set, as the gate does', () => {
    const lowContrast = withCasino1((t) => t.replace('"onPrimary": "#111111"', '"onPrimary": "#d8f425"'));
    expect(lintView(lowContrast).problems).toEqual([expect.objectContaining({ ruleId: 'colour-contrast', severity: 'warning', file: CASINO1 })]);
    const quiet = join(temp, 'quiet');
    const lowering = join(temp, 'lowering');
    for (const [dir, rules] of [
      [quiet, { 'colour-contrast': 'off' }],
      [lowering, { schema: 'warning' }],
    ] as const) {
      mkdirSync(dir);
      writeFileSync(join(dir, 'config-lint.json'), JSON.stringify({ rules }));
    }
    expect(lintView(lowContrast, { ruleRoot: quiet }).problems).toEqual([]);
    const refused = lintView(live, { ruleRoot: lowering });
    expect(refused.problems).toEqual([expect.objectContaining({ ruleId: 'config-lint.json', file: 'config-lint.json', severity: 'error' })]);
    expect(refused.problems[0]?.message).toContain('may lower or switch off warnings only');
  });

  it('refuses a path that is no config path, and an empty set, with a problem rather than reading the disk', () => {
    expect(lintView({ ...live, '../../etc/passwd.json': '{}' }).problems).toEqual([expect.objectContaining({ ruleId: 'files', severity: 'error' })]);
    expect(lintView({}).problems[0]?.message).toBe('the config set has no files');
  });

  it('keeps parsed files across calls by path and content: an edit to one template parses that file only', () => {
    const cache: FileCache = new Map();
    lintView(live, { cache });
    const before = new Map([...cache].map(([path, entry]) => [path, entry.file]));
    expect(before.size).toBe(Object.keys(live).length);
    lintView(
      withCasino1((t) => t.replace('"Casino 1"', '"Casino One"')),
      { cache },
    );
    const changed = [...cache].filter(([path, entry]) => before.get(path) !== entry.file).map(([path]) => path);
    expect(changed).toEqual([join(REPO_ROOT, 'site-configs', 'templates', 'casino1.json')]);
    // the same text again is the same parse
    lintView(
      withCasino1((t) => t.replace('"Casino 1"', '"Casino One"')),
      { cache },
    );
    expect([...cache].filter(([path, entry]) => before.get(path) !== entry.file)).toHaveLength(1);
  });
});
