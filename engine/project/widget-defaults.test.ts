import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaults as gameRail } from '../../widgets/GameRail/schema.ts';
import { defaults as stack } from '../../widgets/Stack/schema.ts';
import { REPO_ROOT } from './repo.ts';
import { readWidgetDefaults, readWidgetManifest } from './widget-defaults.ts';

describe('widget manifest for tools', () => {
  it("reads every registered widget's defaults as the schema module declares them", () => {
    const defaults = readWidgetDefaults();
    const names = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', 'generated', 'widget-names.json'), 'utf8')) as string[];
    expect([...defaults.keys()]).toEqual(names);
    expect(defaults.get('GameRail')).toEqual(gameRail);
    expect(defaults.get('Stack')).toEqual(stack);
  });

  it('carries CSS variables and hydration plans', () => {
    const { widgets } = readWidgetManifest(join(REPO_ROOT, 'widgets'));
    expect(widgets['Stack']?.cssVars).toMatchObject({ gap: '--stack-gap' });
    expect(widgets['Footer']?.hydrate).toBe('never');
  });
});
