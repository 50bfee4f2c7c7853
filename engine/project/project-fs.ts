import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { sha256 } from './sha256.ts';

/** One entry of a directory listing. */
export interface DirEntry {
  name: string;
  directory: boolean;
}

/**
 * The file access a project's tools and lint rules go through: the disk, or a project held in memory
 * (rule tests, an editor's buffers). Read-only: fixes are computed as text and written by the CLI.
 */
export interface ProjectFs {
  /** the file's text, or undefined when there is no such file */
  readText(path: string): string | undefined;
  exists(path: string): boolean;
  isDirectory(path: string): boolean;
  /** a directory's entries, sorted by name; empty when it is no directory */
  list(dir: string): DirEntry[];
  /**
   * what tells a changed file from the one read before (--watch's cache): a version and the size in
   * bytes; undefined when there is no such file
   */
  stat(path: string): { mtimeMs: number; size: number } | undefined;
  /** a file's identity: where it really is (symlinks followed) and a hash of what it holds */
  identity(path: string): { real: string; hash: string } | undefined;
}

export const diskFs: ProjectFs = {
  readText(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
  exists: (path) => existsSync(path),
  isDirectory(path) {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  },
  list(dir) {
    try {
      return readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() || d.isFile())
        .map((d) => ({ name: d.name, directory: d.isDirectory() }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      return [];
    }
  },
  stat(path) {
    try {
      const { mtimeMs, size } = statSync(path);
      return { mtimeMs, size };
    } catch {
      return undefined;
    }
  },
  identity(path) {
    try {
      return { real: realpathSync(path), hash: sha256(readFileSync(path)) };
    } catch {
      return undefined;
    }
  },
};

/** Each text's version for `stat`: the same text at a path keeps its version, so parsed files can be reused. */
const versions = new Map<string, number>();
function versionOf(path: string, text: string): number {
  const key = `${path}\0${sha256(text)}`;
  let v = versions.get(key);
  if (v === undefined) versions.set(key, (v = versions.size + 1));
  return v;
}

/**
 * A project held in memory: `files` (absolute path → text) are everything below `root`; nothing
 * below it is read from disk. Paths outside `root` (this package's schemas and widget registry,
 * which a project on disk reads too) are read from `outside`, the disk unless given.
 */
export function memoryFs(root: string, files: Map<string, string>, outside: ProjectFs = diskFs): ProjectFs & { write(path: string, text: string): void } {
  const top = resolve(root);
  const inside = (path: string) => path === top || path.startsWith(top + sep);
  const dirs = new Set<string>();
  const addDirs = (path: string) => {
    for (let d = dirname(path); inside(d) && !dirs.has(d); d = dirname(d)) dirs.add(d);
  };
  for (const path of files.keys()) addDirs(path);
  const fs: ProjectFs & { write(path: string, text: string): void } = {
    /** what the CLI's --fix writes, kept in memory */
    write(path, text) {
      if (!inside(path)) throw new Error(`${path} is outside the in-memory project ${top}`);
      files.set(path, text);
      addDirs(path);
    },
    readText: (path) => (inside(path) ? files.get(path) : outside.readText(path)),
    exists: (path) => (inside(path) ? files.has(path) || dirs.has(path) : outside.exists(path)),
    isDirectory: (path) => (inside(path) ? dirs.has(path) : outside.isDirectory(path)),
    list(dir) {
      if (!inside(dir)) return outside.list(dir);
      const names = new Map<string, boolean>();
      const prefix = dir + sep;
      for (const path of [...files.keys(), ...dirs]) {
        if (!path.startsWith(prefix)) continue;
        const name = path.slice(prefix.length).split(sep)[0] ?? '';
        names.set(name, names.get(name) === true || dirs.has(join(dir, name)));
      }
      return [...names].map(([name, directory]) => ({ name, directory })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    stat(path) {
      if (!inside(path)) return outside.stat(path);
      const text = files.get(path);
      return text === undefined ? undefined : { mtimeMs: versionOf(path, text), size: Buffer.byteLength(text) };
    },
    identity(path) {
      if (!inside(path)) return outside.identity(path);
      const text = files.get(path);
      return text === undefined ? undefined : { real: path, hash: sha256(text) };
    },
  };
  return fs;
}

/** A text's version for a parse cache: 52 bits of its SHA-256, exact in a double. */
function contentVersion(text: string): number {
  return Number.parseInt(sha256(text).slice(0, 13), 16);
}

/**
 * A config set in memory laid out below `dir` (absolute path → text), nothing below it read from disk;
 * each file's version is its content's hash, so a parse cache (project.ts FileCache) keeps a file
 * exactly as long as its text: a set that differs from the last one in one file parses that file only.
 */
export function contentVersionedFs(dir: string, texts: Map<string, string>): ProjectFs {
  const fs = memoryFs(dir, texts);
  return {
    ...fs,
    stat(path) {
      const text = texts.get(path);
      return text === undefined ? fs.stat(path) : { mtimeMs: contentVersion(text), size: Buffer.byteLength(text) };
    },
  };
}
