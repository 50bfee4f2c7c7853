import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../engine/project/repo.ts';
import { widgets } from '../widgets/index.ts';
import { widgetList } from './vite-widget-list.ts';

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;

const transform = widgetList().transform as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const id = join(REPO_ROOT, 'widgets/index.ts');

describe('widget-list (build)', () => {
  it('writes the glob as plain imports of every widget folder, in the order the glob lists them', () => {
    const out = transform.call(context, readFileSync(id, 'utf8'), id);
    const names = [...(out?.code ?? '').matchAll(/from '\.\/([A-Za-z0-9]+)\/index\.ts'/g)].map((m) => m[1]);
    expect(names).toEqual(widgets.map((w) => w.name));
    expect(out?.code).toMatch(/export const widgets = \[w0, w1, /);
    expect(out?.code).not.toContain('import.meta.glob');
  });

  it('leaves every other module alone, and says so when widgets/index.ts no longer uses the glob', () => {
    expect(transform.call(context, 'export {}', join(REPO_ROOT, 'src/app/entry-client.tsx'))).toBeNull();
    expect(() => transform.call(context, 'export const widgets = [];', id)).toThrow(/update tools\/vite-widget-list\.ts/);
  });
});
