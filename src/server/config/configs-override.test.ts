import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageFile, projectPool } from '../../../engine/project/fixture-project.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import { readConfigSet } from '../../../engine/lint/gate.ts';
import { ConfigRefused, openServedConfig } from './configs.ts';

const HOME = 'site-configs/pages/home.json';
const SUPPRESSED_SCHEMA = pageFile('{ "widget": "PageHeading", "$lint": ["schema"], "props": { "title": "ui.page.account", "colour": "red" } }');

describe('the served config and CONFIG_ALLOW_ERROR_SUPPRESSIONS', () => {
  const pool = projectPool();
  const project = pool.make;
  afterAll(pool.removeAll);

  it('the override lets a suppressed error and a lowered error rule through, and says so at every load', async () => {
    const root = project({ [HOME]: SUPPRESSED_SCHEMA, 'config-lint.json': '{ "rules": { "missing-asset": "off" } }' });
    const r = readConfigSet(join(root, 'site-configs'), REPO_ROOT, { allowErrorSuppressions: true });
    if (!r.ok) throw new Error(r.report);
    expect(r.audit[0]).toMatch(/^config: CONFIG_ALLOW_ERROR_SUPPRESSIONS=1 LET THROUGH 1 config-lint error that CI refuses/);
    expect(r.audit).toContain('  config-lint.json rules: missing-asset is an error rule, set to "off"');
    expect(r.audit).toContainEqual(
      expect.stringMatching(/^ {2}site-configs\/pages\/home\.json:4:\d+ {2}schema {2}PageHeading prop "colour" is not allowed here/),
    );
    const lines: string[] = [];
    const env = { CONFIG_DIR: join(root, 'site-configs'), CONFIG_STORE_URL: join(root, 'store.sqlite'), CONFIG_WATCH: '1' };
    const { store } = await openServedConfig(REPO_ROOT, { ...env, CONFIG_ALLOW_ERROR_SUPPRESSIONS: '1' }, (line) => lines.push(line));
    try {
      expect(lines.join('\n')).toContain('LET THROUGH 1 config-lint error');
      // an edit imported on SIGHUP is a new revision, loaded through the gate: said again
      const file = join(root, HOME);
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n`);
      await store.reload('SIGHUP');
      expect(lines.filter((l) => l.includes('LET THROUGH'))).toHaveLength(2);
    } finally {
      store.close();
    }
    // the live revision, loaded without the override: refused
    await expect(openServedConfig(REPO_ROOT, env, () => undefined)).rejects.toThrow(ConfigRefused);
  });
});
