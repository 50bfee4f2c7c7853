import { applyEdits as applyTextEdits, modify, type JSONPath } from 'jsonc-parser';
import { isRecord } from '../../schemas/is-record.ts';
import { formattingOf } from '../lint/fix-edits.ts';
import { getAt, parsePointer } from '../project/json-pointer.ts';
import { EditRefused } from './errors.ts';

/**
 * Edits of one config file's text that keep everything else byte for byte: jsonc-parser's `modify`
 * (as config-lint's fixes do, engine/lint/fix-edits.ts) changes only the member or element
 * named, formatted like the lines around it. Every result is parsed again: an edit never leaves a
 * file that does not parse.
 */
export class JsonText {
  private data: unknown;

  constructor(
    private text: string,
    /** the file's FileMap path, for messages */
    readonly path: string,
  ) {
    this.data = parse(text, path);
  }

  get value(): unknown {
    return this.data;
  }

  toString(): string {
    return this.text;
  }

  at(pointer: string): unknown {
    return getAt(this.data, pointer);
  }

  has(pointer: string): boolean {
    return this.at(pointer) !== undefined;
  }

  /** The jsonc path of a pointer: a segment into an array is its index. */
  private pathOf(pointer: string): JSONPath {
    const path: JSONPath = [];
    let cur = this.data;
    for (const s of parsePointer(pointer)) {
      const index = Array.isArray(cur) && /^\d+$/.test(s);
      path.push(index ? Number(s) : s);
      cur = Array.isArray(cur) ? cur[Number(s)] : isRecord(cur) ? cur[s] : undefined;
    }
    return path;
  }

  private apply(path: JSONPath, value: unknown, options: { isArrayInsertion?: boolean; getInsertionIndex?: (properties: string[]) => number } = {}): void {
    const edits = modify(this.text, path, value, { formattingOptions: formattingOf(this.text), ...options });
    const text = applyTextEdits(this.text, edits);
    this.data = parse(text, this.path);
    this.text = text;
  }

  /** Sets the value at a pointer, creating the objects above it; a new member goes after `after` when the object has one, else last. */
  set(pointer: string, value: unknown, after?: string): void {
    const options = after === undefined ? {} : { getInsertionIndex: (props: string[]) => (props.includes(after) ? props.indexOf(after) + 1 : props.length) };
    this.apply(this.pathOf(pointer), value, options);
  }

  /** Inserts an element into the array at `arrayPointer` before index `index` (its length: last). */
  insert(arrayPointer: string, index: number, value: unknown): void {
    this.apply([...this.pathOf(arrayPointer), index], value, { isArrayInsertion: true });
  }

  /** Removes the member or element at a pointer. */
  remove(pointer: string): void {
    this.apply(this.pathOf(pointer), undefined);
  }

  /** Removes the value at a pointer, then every object or array above it that it leaves empty (never the document). */
  removeAndPrune(pointer: string): void {
    this.remove(pointer);
    let segs = parsePointer(pointer).slice(0, -1);
    while (segs.length > 0) {
      const parent = `/${segs.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
      const v = this.at(parent);
      const empty = Array.isArray(v) ? v.length === 0 : isRecord(v) && Object.keys(v).length === 0;
      if (!empty) break;
      this.remove(parent);
      segs = segs.slice(0, -1);
    }
  }
}

function parse(text: string, path: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new EditRefused(`${path} does not parse${e instanceof Error ? ` (${e.message})` : ''}: fix it in the file first`);
  }
}
