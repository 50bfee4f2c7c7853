import { join } from 'node:path';
import { languageFolders } from '../../../project/project.ts';
import type { ProjectFs } from '../../../project/project-fs.ts';

/** A prop value that names a message (`ui.cat.slots` is key `cat.slots` of ui.json). */
export const MESSAGE_KEY = /^(ui|validation|errors|messages|_m)\.[A-Za-z0-9_.]+$/;

/**
 * Each message file's keys by its path, with the stat they were read at: a lint on every edit looks at
 * the files again (they may have changed), as the parse cache does (FileCache), and reads only one
 * whose modification time or size did.
 */
const parsed = new Map<string, { mtimeMs: number; size: number; keys: Set<string> | undefined }>();

function keysIn(text: string | undefined): Set<string> | undefined {
  try {
    const data: unknown = JSON.parse(text ?? 'null');
    return typeof data === 'object' && data !== null ? new Set(Object.keys(data)) : undefined;
  } catch {
    // a missing or unreadable message file has no keys; the problem names the file
    return undefined;
  }
}

/** Message files read on first use, per language folder that exists. */
export class MessageCatalog {
  readonly languages: string[];
  private readonly files = new Map<string, Set<string> | undefined>();

  constructor(
    private readonly localesDir: string,
    private readonly fs: ProjectFs,
  ) {
    this.languages = languageFolders(localesDir, fs);
  }

  private keys(lang: string, file: string): Set<string> | undefined {
    const id = `${lang}/${file}`;
    if (!this.files.has(id)) {
      const path = join(this.localesDir, lang, `${file}.json`);
      const stat = this.fs.stat(path);
      const known = parsed.get(path);
      if (stat && known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) this.files.set(id, known.keys);
      else {
        const keys = keysIn(this.fs.readText(path));
        if (stat) parsed.set(path, { ...stat, keys });
        this.files.set(id, keys);
      }
    }
    return this.files.get(id);
  }

  /** The languages whose message file lacks this key. */
  missingIn(messageKey: string): string[] {
    const dot = messageKey.indexOf('.');
    const file = messageKey.slice(0, dot);
    const key = messageKey.slice(dot + 1);
    return this.languages.filter((lang) => !this.keys(lang, file)?.has(key));
  }
}
