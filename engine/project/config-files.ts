import { basename, dirname, join, relative, sep } from 'node:path';
import { JsonSource } from './json-source.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { diskFs, type ProjectFs } from './project-fs.ts';

export type FileKind = 'routes' | 'layout' | 'page' | 'template' | 'site' | 'other';

/** One config file as read from disk, parsed once and shared by every rule and tool. */
export interface ConfigFile {
  /** absolute path */
  path: string;
  /** path relative to the project root with `/` separators: what problems print */
  rel: string;
  kind: FileKind;
  /** file name without `.json` (a template's key, a layout's or page's name) */
  name: string;
  source: JsonSource;
  /** the parsed object; undefined when the JSON is malformed or not an object */
  data: Record<string, unknown> | undefined;
  /** the file is larger than the byte budget it was read with: it was not read or parsed (rule page-budget) */
  tooLarge?: { bytes: number; limit: number };
}

const KIND_BY_DIR: Record<string, FileKind> = {
  layouts: 'layout',
  pages: 'page',
  templates: 'template',
  sites: 'site',
};

const KIND_BY_SCHEMA: Record<string, FileKind> = {
  'layout.schema.json': 'layout',
  'page.schema.json': 'page',
  'template.schema.json': 'template',
  'routes.schema.json': 'routes',
};

/** Every `*.json` below a directory, sorted so output order is stable. */
export function listJsonFiles(dir: string, fs: ProjectFs = diskFs): string[] {
  const out: string[] = [];
  for (const entry of fs.list(dir)) {
    const full = join(dir, entry.name);
    if (entry.directory) out.push(...listJsonFiles(full, fs));
    else if (entry.name.endsWith('.json')) out.push(full);
  }
  return out.sort();
}

export function isDirectory(path: string, fs: ProjectFs = diskFs): boolean {
  return fs.isDirectory(path);
}

/**
 * `text` stands in for the file's content on disk (an editor's unsaved buffer, a fix being tried).
 * A file over `maxBytes` is measured (a stat) but neither read nor parsed: refusing a 5 MB file must
 * not cost the server the memory and time of parsing it.
 */
export function readConfigFile(path: string, root: string, text?: string, maxBytes?: number, fs: ProjectFs = diskFs): ConfigFile {
  if (maxBytes !== undefined) {
    const bytes = text === undefined ? (fs.stat(path)?.size ?? 0) : Buffer.byteLength(text);
    if (bytes > maxBytes) {
      return {
        path,
        rel: relative(root, path).split(sep).join('/'),
        kind: kindOf(path, undefined),
        name: basename(path, '.json'),
        source: new JsonSource('null'),
        data: undefined,
        tooLarge: { bytes, limit: maxBytes },
      };
    }
  }
  const source = new JsonSource(text ?? readText(path, fs));
  const value = source.value;
  const data = isRecord(value) ? value : undefined;
  return {
    path,
    rel: relative(root, path).split(sep).join('/'),
    kind: kindOf(path, data),
    name: basename(path, '.json'),
    source,
    data,
  };
}

function readText(path: string, fs: ProjectFs): string {
  const text = fs.readText(path);
  if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
  return text;
}

/** A file's kind from where it sits in site-configs/, else from the schema it names. */
function kindOf(path: string, data: Record<string, unknown> | undefined): FileKind {
  if (basename(path) === 'routes.json') return 'routes';
  const byDir = KIND_BY_DIR[basename(dirname(path))];
  if (byDir) return byDir;
  const schema = data?.['$schema'];
  if (typeof schema === 'string') return KIND_BY_SCHEMA[basename(schema)] ?? 'other';
  return 'other';
}
