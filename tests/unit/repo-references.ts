import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';

/** Test-only: what the repository's own text refers to, so docs can be checked against it. */

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Installs and git anywhere; build output, local data and reports at the root: not the repository's own text. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
const SKIPPED_PATHS = new Set(['dist', 'data', 'out', 'test-results', 'playwright-report', 'schemas/generated', 'package-lock.json', 'bench/results.json']);
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.md', '.css', '.sql', '.html', '.yml', '.yaml', '.sh', '']);

/** Every text file of the repository, as a path relative to its root with forward slashes. */
export function repositoryFiles(root = REPO_ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      const rel = relative(root, full).split(sep).join('/');
      if (SKIPPED_DIRS.has(name) || SKIPPED_PATHS.has(rel) || /^dist-[^/]*$/.test(rel)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (TEXT_EXTENSIONS.has(extname(name))) files.push(rel);
    }
  };
  walk(root);
  return files.sort();
}

export interface Citation {
  file: string;
  line: number;
  /** the section number without its sign: "7", "2.3" */
  section: string;
  text: string;
}

// a section of another document (RFC 9110 §7.6.1) is not the contract's
const SECTION = /(?<!RFC \d+ )§\s?(\d+(?:\.\d+)*)/g;

/** Every `§N` (or `§N.M`) a text cites, with its line. */
export function sectionsCited(file: string, text: string): Citation[] {
  return text.split('\n').flatMap((line, i) => [...line.matchAll(SECTION)].map((m) => ({ file, line: i + 1, section: m[1]!, text: line.trim() })));
}

/** The section numbers a markdown document has headings for. */
export function sectionHeadings(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const line of markdown.split('\n')) {
    if (!/^#{1,6}\s/.test(line)) continue;
    for (const m of line.matchAll(SECTION)) found.add(m[1]!);
  }
  return found;
}

/** Names of documents that live outside this repository (the original spec and design). */
const OUTSIDE_NAMES: readonly RegExp[] = [/\bspec\.md\b/i, /\bDESIGN\.md\b/i, /\bDESIGN(?:'s\b|\s+§)/, /\bspec\s+§/i, /\/work\/shared\b/];

/** A relative path: one or more `../` followed by a name. */
const RELATIVE_PATH = /(?<![\w.])((?:\.\.\/)+)[\w@.-]/g;

/**
 * Lines of a file that point outside the repository: by naming the original documents, or by a
 * relative path (`../../x`) that climbs above the repository's root from where the file sits.
 */
export function outsideReferences(file: string, text: string, root = REPO_ROOT): Citation[] {
  const here = dirname(resolve(root, file));
  return text.split('\n').flatMap((line, i) => {
    const named = OUTSIDE_NAMES.some((re) => re.test(line));
    const climbs = [...line.matchAll(RELATIVE_PATH)].some((m) => {
      const target = resolve(here, m[1]!);
      return target !== root && !target.startsWith(root + sep);
    });
    return named || climbs ? [{ file, line: i + 1, section: '', text: line.trim() }] : [];
  });
}

export const readRepoFile = (file: string, root = REPO_ROOT) => readFileSync(resolve(root, file), 'utf8');
