import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { createRoutes } from './routes.tsx';
import type { AppDeps } from './deps.ts';
import { createRegistry } from '../render/registry.ts';
import { firstRoutes } from './first-routes.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import type { RouteEntry } from '../../schemas/routes.ts';

const config = JSON.parse(readFileSync(new URL('../../site-configs/routes.json', import.meta.url), 'utf8')) as { routes: RouteEntry[] };
const table = createRoutes({ config: { routes: config.routes }, registry: createRegistry([]), dev: false } as unknown as AppDeps);
const all = (routes: readonly RouteObject[]): RouteObject[] => routes.flatMap((r) => [r, ...all(r.children ?? [])]);
const matched = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map((m) => [m.route.id, m.params]);

describe('firstRoutes', () => {
  it('keeps of the config’s pages only those a path can match, and gives the others to add under the layout', () => {
    const [first, later] = firstRoutes(table, '/rus/slots');
    expect(all(first).map((r) => r.id)).toEqual(['root', 'layout', 'page:0:home', expect.stringMatching(/^page:\d+:slots$/), 'not-found']);
    expect(later).toHaveLength(1);
    expect(later[0]![0]).toBe('layout');
    expect(later[0]![1]).toHaveLength(config.routes.length - 2);
  });

  it('matches every path as the whole table does: each page with and without a language prefix, in any case, encoded, unknown or deeper', () => {
    const prefixes = ['', ...Object.values(LANGUAGES).map((l) => `/${l.folder}`), '/xx'];
    const pages = [...config.routes.map((r) => r.path), '/SLOTS', '/sl%6Fts', '/slots/', '/no-such-page', '/slots/deeper', '/%E0%A4%A'];
    const paths = prefixes.flatMap((p) => pages.map((page) => `${p}${page}`.replace(/(.)\/$/, '$1')));
    expect(paths.length).toBeGreaterThan(500);
    // react-router warns of the malformed one, and matches it undecoded
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of paths) expect(matched(firstRoutes(table, path)[0], path), path).toEqual(matched(table, path));
  });
});
