import type { ConfigFile } from './config-files.ts';
import type { Position } from './json-source.ts';
import { parsePointer, formatPointer } from './json-pointer.ts';

export interface Location extends Position {
  file: ConfigFile;
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

  locate(pointer: string, key = false): Location {
    const file = this.owner(pointer);
    return { file, ...file.source.locate(pointer, key) };
  }
}
