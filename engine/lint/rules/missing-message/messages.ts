import { join } from 'node:path';
import { languageFolders } from '../../../project/project.ts';
import type { ProjectFs } from '../../../project/project-fs.ts';

/** A prop value that names a message (`ui.cat.slots` is key `cat.slots` of ui.json). */
export const MESSAGE_KEY = /^(ui|validation|errors|messages|_m)\.[A-Za-z0-9_.]+$/;

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
      let keys: Set<string> | undefined;
      try {
        const data: unknown = JSON.parse(this.fs.readText(join(this.localesDir, lang, `${file}.json`)) ?? 'null');
        keys = typeof data === 'object' && data !== null ? new Set(Object.keys(data)) : undefined;
      } catch {
        // a missing or unreadable message file has no keys; the problem names the file
        keys = undefined;
      }
      this.files.set(id, keys);
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
