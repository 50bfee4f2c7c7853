import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFiles } from '../../../engine/lint/gate.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import { brandDiff, chainOf } from './brand-diff.ts';

const files = readConfigFiles(join(REPO_ROOT, 'site-configs'));

function withLabel(set: Record<string, string>, key: string, label: string): Record<string, string> {
  const template = JSON.parse(set[`templates/${key}.json`]!) as Record<string, unknown>;
  return { ...set, [`templates/${key}.json`]: JSON.stringify({ ...template, label }) };
}

describe('a revision’s diff as one brand sees it', () => {
  it('follows the extends chain', () => {
    expect([...chainOf('casino1', files)]).toEqual(['casino1', '_casino']);
  });

  it('keeps the brand’s changes and files, and leaves another brand’s out', () => {
    const after = withLabel(withLabel(files, 'casino1', 'Casino One'), 'slot1', 'Slot One');
    const diff = brandDiff('casino1', files, after, 'r2');
    expect(diff.json.files.map((f) => f.file)).toEqual(['templates/casino1.json']);
    expect(diff.json.changes.every((c) => c.templates.includes('casino1'))).toBe(true);
    expect(diff.text).toContain('setting /label: "Casino 1" → "Casino One"');
    expect(diff.text).not.toContain('Slot One');
  });
});
