import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isTemplateKey } from '../../../schemas/template-key.ts';

/**
 * Operators preview a template before any real site uses it (`clone-template slot2 slot10`, then
 * http://slot10.localhost:3000): a `<key>.localhost` with no seeded site but a template file in
 * site-configs/templates/ is served as the nearest seeded site wearing that template.
 */
export interface PreviewTheme {
  key: string;
  /** the seeded site whose data it borrows: the first ancestor in `extends` that has a site */
  baseKey: string;
  themeColor: string;
}

export interface TemplateFileShape {
  extends?: string;
  schemes?: Record<string, unknown>;
  /** read for the regulator and the consent lists only (store/site-regulator.ts); config-lint checks the rest */
  jurisdiction?: { regulator?: unknown; marketingConsent?: unknown };
}

/** an abstract `_name` template a chain extends */
const isFamilyBase = (key: string) => /^_[a-z]+$/.test(key);
const LOCALHOST = '.localhost';

// the server's CONFIG_DIR: a template published there is previewable at once
const TEMPLATES = join(process.env['CONFIG_DIR'] ?? join(process.cwd(), 'site-configs'), 'templates');

/** A template file in CONFIG_DIR; `bases` admits the abstract `_name` ones a chain extends. */
export function readTemplate(key: string, bases = false): TemplateFileShape | null {
  const file = join(TEMPLATES, `${key}.json`);
  if (!(isTemplateKey(key) || (bases && isFamilyBase(key))) || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TemplateFileShape;
  } catch {
    return null;
  }
}

/**
 * Where preview templates are read: the files on disk by default; the embedded server passes the
 * set it serves instead, so during a refused edit the preview keeps the last good revision (a
 * half-written or renamed scheme on disk never reaches players), and after it the templates of the
 * drafts a studio previews, so a clone can be previewed before it is published.
 */
export type TemplateSource = (key: string) => TemplateFileShape | null;

export function templatesOf(file: (key: string) => unknown): TemplateSource {
  return (key) => {
    const t = file(key);
    return (isTemplateKey(key) || isFamilyBase(key)) && typeof t === 'object' && t !== null ? (t as TemplateFileShape) : null;
  };
}

export function previewTheme(domain: string, hasSite: (key: string) => boolean, source: TemplateSource = (key) => readTemplate(key)): PreviewTheme | null {
  const key = domain.endsWith(LOCALHOST) ? domain.slice(0, -LOCALHOST.length) : '';
  if (!isTemplateKey(key)) return null;
  let current = source(key);
  if (!current) return null;
  let schemes = current.schemes;
  let baseKey: string | undefined;
  const seen = new Set([key]);
  while (current?.extends && !seen.has(current.extends)) {
    const parent: string = current.extends;
    seen.add(parent);
    if (!baseKey && hasSite(parent)) baseKey = parent;
    current = source(parent);
    schemes ??= current?.schemes;
  }
  const themeColor = Object.keys(schemes ?? {})[0];
  return baseKey && themeColor ? { key, baseKey, themeColor } : null;
}
