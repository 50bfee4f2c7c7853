import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { startTestBackend, type TestBackend } from './test-support.ts';

/** The embedded server hands the demo backend the set it serves; preview sites must follow that, not the disk. */
const slot2 = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/slot2.json'), 'utf8')) as Record<string, unknown>;
let serving: Record<string, unknown> = { slot2, slot10: { extends: 'slot2' } };
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ template: (key) => serving[key] });
}, 60_000);
afterAll(() => t.dispose());

const theme = async (domain: string) => {
  const { json } = await t.post('/api/startup', { domain_name: domain });
  const site = json['site'] as Record<string, unknown> | undefined;
  return site ? `${String(site['theme_code'])} ${String(site['theme_color'])}` : String(json['statusMessage']);
};

describe('preview sites read the serving set', () => {
  it('a template only the serving set has (not the files on disk) is previewable as its nearest seeded base', async () => {
    expect(await theme('slot10.localhost')).toBe('slot10 color11-1');
  });

  it('follow a publish, and ignore what the set does not serve (a refused edit stays invisible)', async () => {
    serving = { slot2, slot10: { extends: 'slot2', layout: 'template12', schemes: { 'color12-1': {} } } };
    expect(await theme('slot10.localhost')).toBe('slot10 color12-1');
    // the served set no longer has slot10 (as before a publish): the preview is gone rather than a 503 of a theme not served
    serving = { slot2 };
    expect(await theme('slot10.localhost')).toBe('siteNotFound');
    expect(await theme('slot2.localhost')).toBe('slot2 color11-1');
  });
});
