import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../project/repo.ts';
import { gateFiles, readConfigFiles, type GateCache } from './gate.ts';

describe('gateFiles with a parse cache kept between runs (the preview of each draft version)', () => {
  const files = readConfigFiles(`${REPO_ROOT}/site-configs`);
  const key = 'templates/casino1.json';

  it('judges every version as the gate without a cache does, parsing only the files that changed', () => {
    const cache: GateCache = new Map();
    const first = gateFiles(files, { cache });
    const full = gateFiles(files);
    expect(first.ok && full.ok).toBe(true);
    if (!first.ok || !full.ok) return;
    expect(first.set.revision).toBe(full.set.revision);
    expect(first.set.templates['casino1']).toEqual(full.set.templates['casino1']);

    const renamed = { ...files, [key]: files[key]!.replace('"Casino 1"', '"Casino One"') };
    const parsed = new Map([...cache].map(([path, entry]) => [path, entry.file]));
    const second = gateFiles(renamed, { cache });
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.set.revision).toBe((gateFiles(renamed) as { set: { revision: string } }).set.revision);
    expect(JSON.stringify(second.set.templates['casino1'])).toContain('Casino One');
    const changed = [...cache].filter(([path, entry]) => parsed.get(path) !== entry.file).map(([path]) => path);
    expect(changed).toEqual([expect.stringMatching(/templates[\\/]casino1\.json$/)]);

    // an error is refused with a warm cache as without one
    const broken = { ...files, [key]: files[key]!.replace('"label": "Casino 1"', '"labell": "Casino 1"') };
    expect(gateFiles(broken, { cache }).ok).toBe(false);
  });
});
