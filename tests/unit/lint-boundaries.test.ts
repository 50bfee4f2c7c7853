import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Each fixture breaks (or keeps) the layering on purpose; it is linted with the repo's config as if it lived at `at` (a real widget folder: the sibling rule is made per folder on disk). */
const root = join(import.meta.dirname, '..', '..');
const fixture = (name: string) => readFileSync(join(root, 'tests/fixtures/lint-boundaries', name), 'utf8');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(name: string, at: string): Promise<string[]> {
  const [result] = await eslint.lintText(fixture(name), { filePath: join(root, at) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

describe('layering enforced by npm run lint', () => {
  it.each([
    ['widget-imports-app.txt', 'widgets/Hero/boundary-probe.tsx', 'not src/app or src/server'],
    ['widget-imports-sibling.txt', 'widgets/Hero/boundary-probe.tsx', "never another widget's folder"],
    ['render-imports-widgets.txt', 'src/render/boundary-probe.ts', 'is below session, auth, widgets, app and server'],
    ['app-imports-server.txt', 'src/app/boundary-probe.ts', 'src/app renders; src/server responds'],
    // the server composition root has no exemption: it returns a rendered page and src/server answers it
    ['app-imports-server.txt', 'src/app/entry-server.tsx', 'src/app renders; src/server responds'],
    ['player-imports-tools.txt', 'src/lib/boundary-probe.ts', 'never imports tools/'],
    ['player-imports-engine.txt', 'src/lib/boundary-probe.ts', 'never imports engine/ or studio/'],
    // the operator wing's floors (issue 48): engine/ below the server, the CLIs and the studio, which never import one another
    ['server-imports-tools.txt', 'src/server/operator/boundary-probe.ts', 'src/server never imports tools/'],
    ['server-imports-tools.txt', 'src/server/proxy/boundary-probe.ts', 'imports nothing else of tools/'],
    ['tool-imports-server.txt', 'tools/operator/boundary-probe.ts', 'No tool imports src/server'],
    ['tool-imports-server.txt', 'tools/operator/boundary-probe.test.ts', 'No tool imports src/server'],
    ['engine-imports-tools.txt', 'engine/lint/boundary-probe.ts', 'engine/ never imports tools/'],
    ['engine-imports-server.txt', 'engine/store/boundary-probe.ts', 'engine/ stands below the server'],
    ['studio-imports-tools.txt', 'studio/state/boundary-probe.ts', 'The studio imports neither src/app, src/server nor tools/'],
  ])(
    '%s at %s fails',
    async (name, at, message) => {
      const errors = await boundaryErrors(name, at);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^layering\/no-restricted-paths: /);
      expect(errors[0]).toContain(message);
    },
    60_000,
  );

  it('a widget importing its own layers and widgets/_shared passes', async () => {
    expect(await boundaryErrors('widget-within-bounds.txt', 'widgets/Hero/boundary-probe.tsx')).toEqual([]);
  }, 60_000);

  it('the embedded demo backend is started from src/server/proxy/, the one door into tools/', async () => {
    expect(await boundaryErrors('proxy-starts-demo-backend.txt', 'src/server/proxy/boundary-probe.ts')).toEqual([]);
  }, 60_000);
});
