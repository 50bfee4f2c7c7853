/**
 * One revision's diff as the brand sees it (engine/diff): the site changes its pages show, and the
 * changed files it renders from (its template, the templates it extends, the shared files). Other
 * brands' templates are left out: a pack is about one brand.
 */
import { diffConfigSets } from '../../../engine/diff/diff.ts';
import type { ConfigDiff, FileMap } from '../../../schemas/operator-api.ts';
import { changeWords } from '../../../engine/diff/change-words.ts';

const TEMPLATE_FILE = /^templates\/([a-z_][a-z0-9_-]*)\.json$/;

function extendsOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    const base = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['extends'] : undefined;
    return typeof base === 'string' ? base : undefined;
  } catch {
    return undefined;
  }
}

/** The brand's template and every template up its `extends` chain, in either set. */
export function chainOf(brand: string, ...sets: FileMap[]): Set<string> {
  const chain = new Set<string>();
  for (const files of sets) {
    let key: string | undefined = brand;
    while (key !== undefined && !chain.has(key)) {
      chain.add(key);
      key = extendsOf(files[`templates/${key}.json`]);
    }
  }
  return chain;
}

export interface BrandDiff {
  json: ConfigDiff;
  text: string;
}

export function brandDiff(brand: string, before: FileMap, after: FileMap, heading: string): BrandDiff {
  const full = diffConfigSets(before, after);
  const chain = chainOf(brand, before, after);
  const renders = (file: string) => {
    const key = TEMPLATE_FILE.exec(file)?.[1];
    return key === undefined || chain.has(key);
  };
  const files = full.files.filter((f) => renders(f.file));
  const changes = full.changes.filter((c) => c.templates.includes(brand));
  const count = (kind: 'added' | 'removed' | 'modified') => files.filter((f) => f.change === kind).length;
  const json: ConfigDiff = {
    changes,
    files,
    summary: {
      added: count('added'),
      removed: count('removed'),
      modified: count('modified'),
      unchanged: full.summary.unchanged + full.files.length - files.length,
    },
  };
  const lines = [heading, ''];
  lines.push(changes.length ? `What ${brand} shows (${changes.length}):` : `No change to what ${brand} shows.`);
  for (const c of changes) lines.push(`  ${changeWords(c)}`);
  if (files.length) {
    lines.push('', `Files ${brand} renders from (${files.length}):`);
    for (const f of files) lines.push(`  ${f.change} ${f.file}`);
  }
  return { json, text: `${lines.join('\n')}\n` };
}
