import { join } from 'node:path';
import { configSetHash } from '../project/config-set-hash.ts';
import { memoryFs } from '../project/project-fs.ts';
import { loadProject, type FileCache, type Project } from '../project/project.ts';
import type { FileMap } from './contract.ts';

/** Where a FileMap is laid out: a path no disk holds, so nothing of the set is read from disk (the widget registry is). */
export const STUDIO_ROOT = '/in-memory-studio';
const CONFIG_DIR = join(STUDIO_ROOT, 'site-configs');
/** How the project names a FileMap's files (`site-configs/templates/x.json`): the prefix taken off for a Source's `file`. */
const REL_PREFIX = 'site-configs/';

/** Parsed files shared by every project built here: a file whose text did not change is parsed once (memoryFs versions a path by its text). */
const fileCache: FileCache = new Map();
/** The last projects built, by the hash of their whole FileMap: a view and then an edit on one draft version load it once. */
const projects = new Map<string, Project>();
const KEEP = 8;

/** The tools' project model (engine/project/project.ts) of a config set held in memory. */
export function projectOf(files: FileMap): Project {
  const key = configSetHash(Object.entries(files));
  const hit = projects.get(key);
  if (hit) {
    projects.delete(key);
    projects.set(key, hit);
    return hit;
  }
  const texts = new Map(Object.entries(files).map(([path, text]) => [join(CONFIG_DIR, ...path.split('/')), text]));
  const project = loadProject(STUDIO_ROOT, [], undefined, fileCache, CONFIG_DIR, undefined, memoryFs(STUDIO_ROOT, texts));
  projects.set(key, project);
  for (const old of projects.keys()) {
    if (projects.size <= KEEP) break;
    projects.delete(old);
  }
  return project;
}

/** A project file's FileMap path. */
export function mapPath(rel: string): string {
  return rel.startsWith(REL_PREFIX) ? rel.slice(REL_PREFIX.length) : rel;
}
