import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeProject, removeProject } from '../../engine/project/fixture-project.ts';
import { lint } from '../../engine/lint/lint.ts';
import { main } from './main.ts';

const fixture = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'engine', 'migrate', 'migrations', 'fixtures', name), 'utf8');

function run(argv: string[]): { code: number; out: string } {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s: unknown) => void out.push(String(s)));
  const err = vi.spyOn(console, 'error').mockImplementation((s: unknown) => void out.push(String(s)));
  try {
    return { code: main(argv), out: out.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

describe('migrate cli', () => {
  let root = '';
  afterEach(() => removeProject(root));

  it('--check lists stale files and exits 1; --write fixes them so check and lint pass', () => {
    root = makeProject({
      'site-configs/pages/home.json': fixture('page.v0.json'),
      'site-configs/templates/casino10.json': fixture('template.v0.json'),
    });
    const dir = join(root, 'site-configs');
    const check = run(['--check', dir]);
    expect(check.code).toBe(1);
    expect(check.out).toContain('site-configs/pages/home.json: version 0 needs migration to 1');
    expect(check.out).toContain('site-configs/templates/casino10.json: version 0 needs migration to 1');
    expect(lint({ root, paths: [dir] }).problems.map((p) => p.ruleId)).toContain('needs-migration');

    expect(run(['--write', dir]).code).toBe(0);
    expect(readFileSync(join(dir, 'pages', 'home.json'), 'utf8')).toBe(fixture('page.v1.json'));
    expect(run(['--check', dir]).code).toBe(0);
    expect(lint({ root, paths: [dir] }).errorCount).toBe(0);
  });

  it('passes on the shipped configs', () => {
    root = makeProject();
    expect(run(['--check', join(root, 'site-configs')]).code).toBe(0);
  });
});
