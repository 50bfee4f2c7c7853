import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../project/repo.ts';
import { gateFiles, readConfigFiles } from './gate.ts';

describe('gateFiles with a set the publisher already judged', () => {
  const files = readConfigFiles(`${REPO_ROOT}/site-configs`);
  const key = 'templates/casino1.json';
  const broken = { ...files, [key]: files[key]!.replace('"label": "Casino 1"', '"labell": "Casino 1"') };

  it('refuses a lint error when it judges the set itself', () => {
    const result = gateFiles(broken);
    expect(result.ok).toBe(false);
  });

  it('builds the same set without running the rules again (what a follower loads)', () => {
    const judged = gateFiles(files, { judged: true });
    const full = gateFiles(files);
    expect(judged.ok && full.ok).toBe(true);
    if (!judged.ok || !full.ok) return;
    expect(judged.set.revision).toBe(full.set.revision);
    expect(judged.themes).toEqual(full.themes);
    expect(judged.set.templates['casino1']).toEqual(full.set.templates['casino1']);
    expect(gateFiles(broken, { judged: true }).ok).toBe(true);
  });
});
