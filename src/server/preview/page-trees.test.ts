import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateFiles, readConfigFiles } from '../../../engine/store/gate.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import type { ConfigSet } from '../../config/config-set.ts';
import { configPath } from '../../config/source.ts';
import { configPart } from '../config/config-endpoint.ts';
import { pageTrees } from './page-trees.ts';

const gated = gateFiles(readConfigFiles(join(REPO_ROOT, 'site-configs')), { judged: true });
if (!gated.ok) throw new Error(gated.message);
const set: ConfigSet = gated.set;
const at = (part: Parameters<typeof configPath>[1]) => configPath(set.revision, part);

describe('the trees a preview page loads, sent with the answer of /__preview-draft', () => {
  it('the template, its layout and the page of the address (past a language prefix), as /__config answers each', async () => {
    const trees = await pageTrees(set, 'casino1', '/cn/slots');
    expect(Object.keys(trees).sort()).toEqual(
      [at({ kind: 'template', key: 'casino1' }), at({ kind: 'layout', name: 'template1' }), at({ kind: 'page', template: 'casino1', name: 'slots' })].sort(),
    );
    expect(trees[at({ kind: 'template', key: 'casino1' })]).toEqual(await configPart(set, { kind: 'template', key: 'casino1' }));
    expect(trees[at({ kind: 'page', template: 'casino1', name: 'slots' })]).toEqual(
      await configPart(set, { kind: 'page', template: 'casino1', name: 'slots' }),
    );
  });

  it("a route's own layout wins (/minigame); an unknown address has no page; an unknown template, nothing", async () => {
    expect(Object.keys(await pageTrees(set, 'casino1', '/minigame'))).toContain(at({ kind: 'layout', name: 'minigame' }));
    expect(Object.keys(await pageTrees(set, 'casino1', '/nowhere'))).toHaveLength(2);
    expect(await pageTrees(set, 'nope', '/')).toEqual({});
  });
});
