import { parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import { getAt, parsePointer } from './json-pointer.ts';
import { scanJson, type DuplicateKey } from './json-scan.ts';
import { MAX_JSON_DEPTH } from '../../schemas/limits.ts';

export interface Position {
  line: number;
  column: number;
}

export interface SyntaxProblem extends Position {
  message: string;
}

/**
 * One JSON file's text, parse tree and value, so every problem can name the exact line:column
 * of a JSON pointer in the source rather than a guess.
 */
export class JsonSource {
  readonly text: string;
  readonly value: unknown;
  readonly syntaxErrors: SyntaxProblem[];
  /** keys repeated within one object: JSON.parse keeps the last, silently */
  readonly duplicateKeys: DuplicateKey[] = [];
  /** where the text first nests deeper than MAX_JSON_DEPTH; such a file has no value */
  readonly tooDeep: Position | undefined;
  private lineStarts: number[] | undefined;
  private parsedTree: JsonNode | undefined;

  constructor(text: string) {
    this.text = text;
    // JSON.parse is several times faster than a full parse tree; most files never need positions
    try {
      this.value = JSON.parse(text);
      this.syntaxErrors = [];
      const scan = scanJson(text, MAX_JSON_DEPTH);
      this.duplicateKeys = scan.duplicates;
      if (scan.tooDeepAt !== undefined) {
        this.tooDeep = this.position(scan.tooDeepAt);
        this.value = undefined;
      }
    } catch {
      this.value = undefined;
      // the position parser recurses: a file nested past the limit is refused before it runs
      const deepAt = scanJson(text, MAX_JSON_DEPTH).tooDeepAt;
      if (deepAt !== undefined) {
        this.tooDeep = this.position(deepAt);
        this.syntaxErrors = [];
        return;
      }
      const errors: ParseError[] = [];
      this.parsedTree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
      this.syntaxErrors = errors.map((e) => ({
        ...this.position(e.offset),
        message: `${printParseErrorCode(e.error)} (JSON syntax)`,
      }));
      if (this.syntaxErrors.length === 0) this.syntaxErrors.push({ line: 1, column: 1, message: 'not valid JSON' });
    }
  }

  /** The parse tree with offsets, built on first use: only files with problems pay for it. */
  get tree(): JsonNode | undefined {
    if (this.tooDeep) return undefined;
    // strict JSON: operators' files are read by JSON.parse at run time, so comments are errors
    return (this.parsedTree ??= parseTree(this.text, [], { disallowComments: true, allowTrailingComma: false }));
  }

  /** 1-based line and column of a character offset. */
  position(offset: number): Position {
    const starts = (this.lineStarts ??= computeLineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }

  /** Whether the pointer names a value that exists in this file. */
  has(pointer: string): boolean {
    return getAt(this.value, pointer) !== undefined;
  }

  private findPath(segments: readonly string[]): JsonNode | undefined {
    let node = this.tree;
    for (const seg of segments) {
      if (!node) return undefined;
      node = child(node, seg);
    }
    return node;
  }

  /**
   * Where a pointer is in the source: its value, or with `key` the property name that holds it.
   * A pointer that does not exist resolves to its nearest existing ancestor.
   */
  locate(pointer: string, key = false): Position {
    let segments = parsePointer(pointer);
    while (segments.length > 0) {
      const node = this.findPath(segments);
      if (node) {
        const target = key && node.parent?.type === 'property' ? node.parent : node;
        return this.position(target.offset);
      }
      segments = segments.slice(0, -1);
      key = true;
    }
    return this.position(this.tree?.offset ?? 0);
  }
}

function child(node: JsonNode, seg: string): JsonNode | undefined {
  if (node.type === 'array') return /^\d+$/.test(seg) ? node.children?.[Number(seg)] : undefined;
  if (node.type !== 'object') return undefined;
  // the last duplicate key wins, as in JSON.parse
  let found: JsonNode | undefined;
  for (const prop of node.children ?? []) {
    if (prop.children?.[0]?.value === seg) found = prop.children[1];
  }
  return found;
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}
