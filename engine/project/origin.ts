import type { ConfigFile } from './config-files.ts';
import type { Position } from './json-source.ts';
import { parsePointer, formatPointer } from './json-pointer.ts';

export interface Location extends Position {
  file: ConfigFile;
  /** the pointer in `file` (another than the one asked for when a template's node patch set the value) */
  pointer: string;
}

/**
 * Where the values of a (possibly merged) document come from: one file, or a template's
 * `extends` chain, most derived first. A pointer is located in the first file that holds it,
 * the file that set the value after JSON Merge Patch.
 */
export class Origin {
  constructor(readonly files: readonly ConfigFile[]) {}

  static of(file: ConfigFile): Origin {
    return new Origin([file]);
  }

  /** Every file whose content the located document is made of (the lint memo's key, engine/lint/memo.ts). */
  inputs(): readonly ConfigFile[] {
    return this.files;
  }

  /** The file that set the value at this pointer (or its nearest existing ancestor). */
  owner(pointer: string): ConfigFile {
    let segments = parsePointer(pointer);
    for (;;) {
      const p = formatPointer(segments);
      const found = this.files.find((f) => f.source.has(p));
      if (found) return found;
      if (segments.length === 0) break;
      segments = segments.slice(0, -1);
    }
    const first = this.files[0];
    if (!first) throw new Error('Origin without files');
    return first;
  }

  /** The file that set the value at this pointer, and the pointer of the value in that file. */
  resolve(pointer: string): { file: ConfigFile; pointer: string } {
    return { file: this.owner(pointer), pointer };
  }

  locate(pointer: string, key = false): Location {
    const r = this.resolve(pointer);
    return { file: r.file, pointer: r.pointer, ...r.file.source.locate(r.pointer, key) };
  }
}
