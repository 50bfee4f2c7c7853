import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../project/repo.ts';
import { UsageError } from './usage-error.ts';

/**
 * The URL docs/ paths are resolved against: --docs-base-url, else package.json `homepage`
 * (a github.com/owner/repo homepage means the files of its default branch: …/blob/HEAD/).
 */
export function docsBase(flag?: string): string {
  if (flag !== undefined) return withSlash(checked(flag, '--docs-base-url'));
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { homepage?: unknown };
  if (typeof pkg.homepage !== 'string') throw new UsageError('package.json has no "homepage": pass --docs-base-url');
  const home = checked(pkg.homepage, 'package.json homepage');
  const u = new URL(home);
  u.hash = '';
  const github = u.hostname === 'github.com' && /^\/[^/]+\/[^/]+\/?$/.test(u.pathname);
  return github ? `${u.href.replace(/\/$/, '')}/blob/HEAD/` : withSlash(u.href);
}

function checked(url: string, where: string): string {
  try {
    const u = new URL(url);
    if (u.protocol === 'https:' || u.protocol === 'http:') return u.href;
  } catch {
    // reported below
  }
  throw new UsageError(`${where} must be an absolute http(s) URL, got "${url}"`);
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** A repository-relative docs link (docs/config-lint.md#rule) made absolute. */
export function absoluteDocsUrl(relative: string, base: string): string {
  return new URL(relative, base).href;
}
