/**
 * Which templates a change from one config set to another touches (the scope it needs): a changed
 * `templates/<key>.json` touches that template and every template that extends it; a change to
 * anything else (pages, layouts, routes.json, config-lint.json) touches every template. The operator
 * API's scope checks and the webhooks' brand scope (engine/webhooks/emit.ts) both judge by it.
 */
import type { FileMap } from './types.ts';
import type { Touched } from '../accounts/roles.ts';

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

export function touchedTemplates(from: FileMap, to: FileMap): Touched {
  const changed = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((file) => from[file] !== to[file]);
  const keys = new Set<string>();
  for (const file of changed) {
    const match = TEMPLATE_FILE.exec(file);
    if (!match) return '*';
    keys.add(match[1]!);
  }
  // a template inherits from what it extends, in either set: a change to the base reaches them all
  const bases = new Map<string, string>();
  for (const files of [from, to])
    for (const [file, text] of Object.entries(files)) {
      const key = TEMPLATE_FILE.exec(file)?.[1];
      const base = key && extendsOf(text);
      if (key && base) bases.set(`${key}>${base}`, key);
    }
  let grew = true;
  while (grew) {
    grew = false;
    for (const [edge, key] of bases) {
      const base = edge.slice(key.length + 1);
      if (keys.has(base) && !keys.has(key)) {
        keys.add(key);
        grew = true;
      }
    }
  }
  return [...keys].sort();
}
