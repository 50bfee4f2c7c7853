/**
 * Issue 15 part 2, the operator's contract: a config that lints clean renders. Lint-clean mutations
 * of the shipped configs (reorder and move children, props within their schemas, optional widgets
 * added and removed, per-breakpoint props) go through the server's own gate (readConfigSet, the
 * same lint core) and are server-rendered with the demo backend at each breakpoint of the template
 * that shows the mutated tree: no throw, no SSR error, no widget fallback, a fully loaded 200.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerRenderer, type RenderedPage } from '../../src/app/entry-server.tsx';
import type { ConfigSet } from '../../src/config/config-set.ts';
import { inProcessTransport } from '../../src/server/proxy/api-transport.ts';
import { pageStatus } from '../../src/server/player/page-status.ts';
import { readConfigSet } from '../../engine/lint/gate.ts';
import { makeProject, removeProject } from '../../engine/project/fixture-project.ts';
import { mutationArb } from '../../tools/config-lint/testing/mutations.ts';
import { mutateTarget, sharedBreakpoints, treeTargets, type Target } from '../../tools/config-lint/testing/targets.ts';
import { loadProject, type Project } from '../../engine/project/project.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { startTestBackend, type TestBackend } from '../../tools/demo-backend/test-support.ts';

const shipped = loadProject();
const TARGETS = treeTargets(REPO_ROOT);
const BREAKPOINTS = sharedBreakpoints(shipped);

interface Shot {
  template: string;
  paths: string[];
}

const routesOf = (project: Project, page: string) =>
  ((project.routes?.data?.['routes'] ?? []) as { path: string; page: string; layout?: string }[]).filter((r) => r.page === page).map((r) => r.path);

/** Which site (a concrete template: the demo backend serves <key>.localhost) shows the target, and at which paths. */
function shotFor(project: Project, target: Target): Shot | undefined {
  const concrete = [...project.templates.values()].filter((t) => !t.abstract && t.merged).sort((a, b) => a.key.localeCompare(b.key));
  const [kind, file] = target.rel
    .replace('site-configs/', '')
    .replace(/\.json$/, '')
    .split('/');
  const page = target.pointer.match(/^\/pages\/([^/]+)\/root$/)?.[1];
  if (kind === 'templates' && file && page) {
    // a family base's page shows on the first concrete template that inherits it and keeps it
    const t = concrete.find(
      (c) => c.chain.some((f) => f.name === file) && c.chain.find((f) => (f.data?.['pages'] as Record<string, unknown> | undefined)?.[page])?.name === file,
    );
    return t ? { template: t.key, paths: routesOf(project, page) } : undefined;
  }
  if (kind === 'pages' && file) {
    const t = concrete.find((c) => !(c.merged?.['pages'] as Record<string, unknown> | undefined)?.[file]);
    return t ? { template: t.key, paths: routesOf(project, file) } : undefined;
  }
  if (kind === 'layouts' && file) {
    const t = concrete.find((c) => c.merged?.['layout'] === file);
    if (t) return { template: t.key, paths: ['/', '/slots'] };
    const routed = ((project.routes?.data?.['routes'] ?? []) as { path: string; layout?: string }[]).filter((r) => r.layout === file).map((r) => r.path);
    const paths = file === 'minigame' ? ['/minigame'] : routed;
    return paths.length ? { template: concrete[0]?.key ?? 'casino1', paths } : undefined;
  }
  return undefined;
}

/** The HTTP status and body a rendered page is answered with, and where a redirect points. */
function answer(rendered: RenderedPage): { status: number; body: string; location: string } {
  if (rendered.kind === 'response') return { status: rendered.status, body: '', location: rendered.headers.find(([name]) => name === 'location')?.[1] ?? '' };
  if (rendered.kind === 'error') return { status: 500, body: '', location: '' };
  return { status: pageStatus(rendered.routerStatus, rendered.renderFailed, rendered.fullyLoaded), body: rendered.html, location: '' };
}

describe('a lint-clean config renders', () => {
  let root = '';
  let backend: TestBackend;
  let set: ConfigSet;
  const render = () =>
    createServerRenderer({
      transport: inProcessTransport(backend.backend),
      dev: false,
      css: [],
      bootstrapModules: [],
    });

  beforeAll(async () => {
    root = makeProject();
    backend = await startTestBackend();
  }, 120_000);
  afterAll(() => {
    backend?.dispose();
    removeProject(root);
  });

  it('every kind of target has a site and a path that shows it', () => {
    const shots = TARGETS.map((t) => shotFor(shipped, t));
    expect(shots.filter((s) => s && s.paths.length > 0).length).toBeGreaterThan(TARGETS.length * 0.8);
  });

  it('a widget that fails is seen (the property can fail)', async () => {
    const gate = readConfigSet(join(root, 'site-configs'), root);
    if (!gate.ok) throw new Error(gate.report);
    // a layout naming a widget no build has: the page is served with that node's fallback
    const page = { version: 1, root: { widget: 'Stack', children: [{ widget: 'Outlet' }, { widget: 'NoSuchWidget' }] } };
    set = { ...gate.set, revision: 'broken', layouts: { ...gate.set.layouts, template1: page as ConfigSet['layouts'][string] } };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = answer(await render().render(new Request('http://casino1.localhost/'), set, 'nonce'));
    errors.mockRestore();
    expect(out.body).toContain('data-widget-fallback');
  });

  it('reorder, move, props within schema, add, remove, per-breakpoint props: every breakpoint renders', async () => {
    const problems: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      problems.push(args.map(String).join(' ').slice(0, 300));
    });
    let rendered = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...TARGETS), fc.array(mutationArb, { minLength: 1, maxLength: 4 }), async (target, mutations) => {
          const original = readFileSync(join(root, target.rel), 'utf8');
          const { text, applied } = mutateTarget(root, target, mutations, BREAKPOINTS);
          const label = `${target.rel}${target.pointer} after ${applied.join('; ') || 'nothing'}`;
          writeFileSync(join(root, target.rel), text);
          try {
            const gate = readConfigSet(join(root, 'site-configs'), root);
            expect(gate.ok, `${label}: ${gate.ok ? '' : gate.report}`).toBe(true);
            if (!gate.ok) return;
            set = gate.set;
            const project = loadProject(root);
            const shot = shotFor(project, target);
            if (!shot) return;
            const template = project.templates.get(shot.template);
            const renderer = render();
            for (const path of shot.paths.slice(0, 1)) {
              for (const bp of template?.breakpoints ?? []) {
                problems.length = 0;
                // a site whose language strategy prefixes every path redirects first (/ → /en): follow it
                let url = `http://${shot.template}.localhost${path}`;
                let out = answer({ kind: 'error' });
                for (let hop = 0; hop < 3; hop++) {
                  out = answer(await renderer.render(new Request(url, { headers: { cookie: `viewport=${bp.name}` } }), set, 'nonce'));
                  if (out.status < 300 || out.status >= 400 || !out.location) break;
                  url = new URL(out.location, url).href;
                }
                rendered++;
                const where = `${label} → ${shot.template} ${path} @${bp.name}`;
                expect(problems, where).toEqual([]);
                expect(out.status, where).toBe(200);
                expect(out.body, where).not.toContain('data-widget-fallback');
              }
            }
          } finally {
            writeFileSync(join(root, target.rel), original);
          }
        }),
        { numRuns: 30 },
      );
    } finally {
      errors.mockRestore();
    }
    expect(rendered).toBeGreaterThan(30);
  }, 240_000);
});
