import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

interface Mapping {
  fileMatch: string[];
  url: string;
}

/** VS Code's fileMatch: `*` stays within a path segment; a leading `/` anchors at a path's end. */
function matches(pattern: string, path: string): boolean {
  const body = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`${pattern.startsWith('/') ? '' : '(^|/)'}${body}$`).test(`/${path}`);
}

describe('.vscode/settings.json', () => {
  const { 'json.schemas': mappings } = JSON.parse(readFileSync(join(root, '.vscode', 'settings.json'), 'utf8')) as { 'json.schemas': Mapping[] };
  const configs = ['routes.json', ...['templates', 'pages', 'layouts'].flatMap((d) => readdirSync(join(root, 'site-configs', d)).map((f) => `${d}/${f}`))];

  it('gives every site config exactly one generated schema, the one its $schema names', () => {
    for (const file of configs) {
      const found = mappings.filter((m) => m.fileMatch.some((p) => matches(p, `site-configs/${file}`)));
      expect(found, file).toHaveLength(1);
      const named = (JSON.parse(readFileSync(join(root, 'site-configs', file), 'utf8')) as { $schema?: string }).$schema ?? '';
      expect(named.endsWith(found[0]?.url.replace('./', '') ?? '?'), file).toBe(true);
    }
  });

  it('points at schemas that build:schemas writes', () => {
    for (const m of mappings) expect(existsSync(join(root, m.url)), m.url).toBe(true);
  });
});
