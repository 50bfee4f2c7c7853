import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inMemorySource } from '../../src/config/config-set.ts';
import { REPO_ROOT } from '../project/repo.ts';
import { readConfigSet } from './gate.ts';

const dir = mkdtempSync(join(tmpdir(), 'gate-copy-'));
const configs = join(dir, 'site-configs');
cpSync(join(REPO_ROOT, 'site-configs'), configs, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('brand copy through the config gate', () => {
  it('a copy edit is a new revision (new page cache keys and /__config parts); only that brand carries it', async () => {
    const before = readConfigSet(configs);
    if (!before.ok) throw new Error(before.report);
    const file = join(configs, 'templates/casino1.json');
    const template = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    template['messages'] = { 'home.headline': { EN: 'Big wins', CN: '大奖' }, 'home.tagline': { EN: 'Weekly winners' } };
    writeFileSync(file, JSON.stringify(template, null, 2));
    const after = readConfigSet(configs);
    if (!after.ok) throw new Error(after.report);
    expect(after.set.revision).not.toBe(before.set.revision);
    // served with a warning, not refused: CN pages read the English tagline
    expect(after.warnings).toEqual([
      expect.objectContaining({ ruleId: 'brand-message-language', file: 'site-configs/templates/casino1.json', pointer: '/messages/home.tagline' }),
    ]);
    const source = inMemorySource(after.set);
    expect((await source.template('casino1'))?.messages).toEqual({
      'home.headline': { EN: [{ type: 0, value: 'Big wins' }], CN: [{ type: 0, value: '大奖' }] },
      'home.tagline': { EN: [{ type: 0, value: 'Weekly winners' }] },
    });
    expect((await source.template('casino2'))?.messages).toBeUndefined();
  });
});
