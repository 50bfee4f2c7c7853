/**
 * What the inspector's pickers offer (issue 30): message keys with their text in every language —
 * locales/ (`ui.…`, `validation.…`, `errors.…`, `messages.…`, `_m.…`, as config-lint's
 * missing-message rule reads them) and the brand copy of the draft's templates (`brand.…`, each
 * template's `messages` merged down `extends`) — and the site's images under public/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../../schemas/is-record.ts';
import { BRAND_KEY_PREFIX } from '../../schemas/template.ts';
import { extendsChain, mergeChain } from '../../src/config/resolve-template.ts';
import { REPO_ROOT } from '../project/repo.ts';
import type { FileMap } from './contract.ts';

/** The message files of one language folder, by the prefix a prop value names them with. */
const MESSAGE_FILES = ['ui', 'validation', 'errors', 'messages', '_m'] as const;
/** An image a prop may name (config-lint's missing-asset paths, without video). */
const IMAGE = /\.(svg|png|jpe?g|webp|gif|ico|avif)$/i;
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;
const MAX_ASSETS = 5_000;

export interface MessageHit {
  key: string;
  /** language (a locales/ folder name: `en`, `cn`, …) → text */
  texts: Record<string, string>;
}

interface Catalog {
  /** the files' modification times when read: the catalog is read again when one changes */
  stamp: string;
  languages: string[];
  entries: MessageHit[];
}

const catalogs = new Map<string, Catalog>();

/** Language folders of locales/, `en` first (the contract's order), then by name. */
export function localeLanguages(root: string = REPO_ROOT): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, 'locales'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  return names.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

function stampOf(root: string, languages: readonly string[]): string {
  return languages
    .flatMap((lang) =>
      MESSAGE_FILES.map((file) => {
        try {
          const stat = statSync(join(root, 'locales', lang, `${file}.json`));
          return `${stat.mtimeMs}:${stat.size}`;
        } catch {
          return '-';
        }
      }),
    )
    .join(',');
}

function readJson(path: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isRecord(value) ? value : {};
  } catch {
    // a missing or broken message file has no keys here; config-lint names it
    return {};
  }
}

/** Every key of locales/ with its texts, read once and again only when a file changes. */
function localeCatalog(root: string): Catalog {
  const languages = localeLanguages(root);
  const stamp = stampOf(root, languages);
  const cached = catalogs.get(root);
  if (cached?.stamp === stamp) return cached;
  const byKey = new Map<string, Record<string, string>>();
  for (const lang of languages)
    for (const file of MESSAGE_FILES)
      for (const [key, text] of Object.entries(readJson(join(root, 'locales', lang, `${file}.json`)))) {
        if (typeof text !== 'string') continue;
        const id = `${file}.${key}`;
        const texts = byKey.get(id) ?? {};
        texts[lang] = text;
        byKey.set(id, texts);
      }
  const entries = [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, texts]) => ({ key, texts }));
  const catalog = { stamp, languages, entries };
  catalogs.set(root, catalog);
  return catalog;
}

const TEMPLATE_FILE = /^templates\/([A-Za-z0-9_-]+)\.json$/;

function parsedTemplates(files: FileMap): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [path, text] of Object.entries(files)) {
    const key = TEMPLATE_FILE.exec(path)?.[1];
    if (!key) continue;
    try {
      const value: unknown = JSON.parse(text);
      if (isRecord(value)) out.set(key, value);
    } catch {
      // a template that does not parse has no copy to offer; lint says why
    }
  }
  return out;
}

/**
 * The brand copy of a draft as `brand.<key>` hits: one template's (merged down its `extends`), or
 * with no template named each key once, from the first concrete template (by key) that has it.
 */
export function brandCopy(files: FileMap, template?: string): MessageHit[] {
  const templates = parsedTemplates(files);
  const keys = template === undefined ? [...templates.keys()].filter((k) => !k.startsWith('_')).sort() : [template];
  const hits = new Map<string, Record<string, string>>();
  for (const key of keys) {
    const file = templates.get(key);
    if (!file) continue;
    const { chain } = extendsChain(
      file,
      (t) => t['extends'],
      (k) => templates.get(k),
    );
    const messages = mergeChain(chain)['messages'];
    if (!isRecord(messages)) continue;
    for (const [name, texts] of Object.entries(messages)) {
      const id = `${BRAND_KEY_PREFIX}${name}`;
      if (hits.has(id) || !isRecord(texts)) continue;
      // brand copy is written per §1 language code (EN, CN, …); locales/ folders are those codes in lower case
      hits.set(id, Object.fromEntries(Object.entries(texts).flatMap(([code, text]) => (typeof text === 'string' ? [[code.toLowerCase(), text]] : []))));
    }
  }
  return [...hits].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, texts]) => ({ key, texts }));
}

export interface MessageSearch {
  /** what the operator typed: matched, ignoring case, against keys and every language's text */
  query: string;
  /** the draft (or live revision) whose templates' brand copy is searched too */
  files?: FileMap;
  /** only this template's brand copy */
  template?: string;
  limit?: number;
  root?: string;
}

/**
 * Keys and texts matching the query, best first: the key itself, keys starting with it, keys holding
 * it, then keys whose text in some language holds it; brand copy before locales/ at each rank. An
 * empty query lists from the top. At most `limit` (≤ MAX_LIMIT) hits.
 */
export function searchMessages(search: MessageSearch): MessageHit[] {
  const limit = Math.max(1, Math.min(search.limit ?? DEFAULT_LIMIT, MAX_LIMIT));
  const all = [...(search.files ? brandCopy(search.files, search.template) : []), ...localeCatalog(search.root ?? REPO_ROOT).entries];
  const query = search.query.trim().toLowerCase();
  if (query === '') return all.slice(0, limit);
  const rank = (hit: MessageHit): number => {
    const key = hit.key.toLowerCase();
    if (key === query) return 0;
    if (key.startsWith(query) || key.slice(key.indexOf('.') + 1).startsWith(query)) return 1;
    if (key.includes(query)) return 2;
    return Object.values(hit.texts).some((text) => text.toLowerCase().includes(query)) ? 3 : 4;
  };
  const ranked: MessageHit[][] = [[], [], [], []];
  for (const hit of all) ranked[rank(hit)]?.push(hit);
  return ranked.flat().slice(0, limit);
}

/** The images under public/ as a prop names them (`/lang/en.svg`), sorted; dot-files and folders left out. */
export function assetList(root: string = REPO_ROOT): string[] {
  const publicDir = join(root, 'public');
  let entries: { name: string; parentPath: string; isFile(): boolean }[];
  try {
    entries = readdirSync(publicDir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  const paths = entries
    .filter((e) => e.isFile() && IMAGE.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(publicDir.length).split('\\').join('/'))
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')));
  return paths.sort().slice(0, MAX_ASSETS);
}
