import type { DirEntry, ProjectFs } from './project-fs.ts';
import { sha256 } from './sha256.ts';

/** What each kind of look at the file system answers. */
interface Answers {
  text: string | undefined;
  exists: boolean;
  directory: boolean;
  list: DirEntry[];
  stat: { mtimeMs: number; size: number } | undefined;
  identity: { real: string; hash: string } | undefined;
  /** a file's content by its hash, for a binary file (an embedded config store) that no rule reads */
  bytes: string | undefined;
}
type Look = keyof Answers;

/**
 * One look at the file system and a digest of its answer: equal again, the look would answer the same.
 * A text (or bytes) read also keeps the file's stamp (modified time and size) when the file was older
 * than RACY_MS then: the same stamp again vouches for the same content without reading and hashing it.
 */
export type FsRead = [look: Look, path: string, seen: string, stamp?: string];

/**
 * A file modified this recently may change again within its clock's resolution and keep its stamp
 * (git's "racily clean" index entries): its text is compared by hash until a later recording.
 */
export const RACY_MS = 2_000;

/** The SHA-256 of no bytes. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const ASK: { [L in Look]: (fs: ProjectFs, path: string) => Answers[L] } = {
  text: (fs, path) => fs.readText(path),
  exists: (fs, path) => fs.exists(path),
  directory: (fs, path) => fs.isDirectory(path),
  list: (fs, path) => fs.list(path),
  stat: (fs, path) => fs.stat(path),
  identity: (fs, path) => fs.identity(path),
  bytes: (fs, path) => fs.identity(path)?.hash,
};

const DIGEST: { [L in Look]: (answer: Answers[L]) => string } = {
  text: (text) => (text === undefined ? '-' : sha256(text)),
  exists: (yes) => (yes ? '1' : '0'),
  directory: (yes) => (yes ? '1' : '0'),
  list: (entries) => entries.map((e) => `${e.name}${e.directory ? '/' : ''}`).join('\n'),
  stat: (stat) => (stat ? `${stat.mtimeMs}:${stat.size}` : '-'),
  identity: (id) => (id ? `${id.real}:${id.hash}` : '-'),
  // no bytes either way: SQLite leaves an empty -wal beside an open store and deletes it on close (the sites' files, tools/config-lint/target.ts)
  bytes: (hash) => (hash === undefined || hash === EMPTY_SHA256 ? '-' : hash),
};

function observe<L extends Look>(fs: ProjectFs, look: L, path: string): string {
  return DIGEST[look](ASK[look](fs, path));
}

const stampOf = (stat: { mtimeMs: number; size: number } | undefined) => (stat ? `${stat.mtimeMs}:${stat.size}` : undefined);

/**
 * `fs` noting every look through it: what a lint read (its files, their extends chains, messages,
 * assets, schemas) is then known exactly, and `unchanged` tells whether all of it still reads the same.
 */
export function recordingFs(fs: ProjectFs, now: () => number = Date.now): { fs: ProjectFs; bytes(path: string): void; reads(): FsRead[] } {
  const seen = new Map<string, FsRead>();
  const note = <L extends Look>(look: L, path: string, answer: Answers[L], stamp?: string): Answers[L] => {
    const key = `${look}\0${path}`;
    if (!seen.has(key)) seen.set(key, stamp === undefined ? [look, path, DIGEST[look](answer)] : [look, path, DIGEST[look](answer), stamp]);
    return answer;
  };
  const stampIfSettled = (path: string) => {
    const stat = fs.stat(path);
    return stat && now() - stat.mtimeMs > RACY_MS ? stampOf(stat) : undefined;
  };
  return {
    fs: {
      // stamped before the read: a write in between leaves a stamp that no longer matches, costing a hash, never a wrong answer
      readText: (path) => {
        const stamp = stampIfSettled(path);
        return note('text', path, fs.readText(path), stamp);
      },
      exists: (path) => note('exists', path, fs.exists(path)),
      isDirectory: (path) => note('directory', path, fs.isDirectory(path)),
      list: (dir) => note('list', dir, fs.list(dir)),
      stat: (path) => note('stat', path, fs.stat(path)),
      identity: (path) => note('identity', path, fs.identity(path)),
    },
    bytes(path) {
      const stamp = stampIfSettled(path);
      note('bytes', path, ASK.bytes(fs, path), stamp);
    },
    reads: () => [...seen.values()],
  };
}

/** Whether every look recorded answers the same through `fs` now: a text by its stamp when it has one, else by its hash. */
export function unchanged(reads: readonly FsRead[], fs: ProjectFs): boolean {
  return reads.every(([look, path, digest, stamp]) => (stamp !== undefined && stampOf(fs.stat(path)) === stamp) || observe(fs, look, path) === digest);
}
