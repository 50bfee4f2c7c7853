import type { Node as JsonNode } from 'jsonc-parser';
import { parsePointer } from './json-pointer.ts';
import type { JsonSource, Position } from './json-source.ts';

export interface Range {
  offset: number;
  length: number;
  start: Position;
  end: Position;
}

/** The parse-tree node of a pointer's value (the last duplicate key wins, as in JSON.parse). */
export function nodeAt(source: JsonSource, pointer: string): JsonNode | undefined {
  let node = source.tree;
  for (const seg of parsePointer(pointer)) {
    if (!node) return undefined;
    node = childOf(node, seg);
  }
  return node;
}

function childOf(node: JsonNode, seg: string): JsonNode | undefined {
  if (node.type === 'array') return /^\d+$/.test(seg) ? node.children?.[Number(seg)] : undefined;
  if (node.type !== 'object') return undefined;
  let found: JsonNode | undefined;
  for (const prop of node.children ?? []) if (prop.children?.[0]?.value === seg) found = prop.children[1];
  return found;
}

function rangeOfNode(source: JsonSource, node: JsonNode): Range {
  return { offset: node.offset, length: node.length, start: source.position(node.offset), end: source.position(node.offset + node.length) };
}

/**
 * Where a pointer's value is in the source, start and end; with `key`, the property name that
 * holds it. A pointer that does not exist resolves to the key of its nearest existing ancestor.
 */
export function rangeOf(source: JsonSource, pointer: string, key = false): Range {
  let segments = parsePointer(pointer);
  while (segments.length > 0) {
    const node = nodeAt(source, '/' + segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/'));
    if (node) {
      const name = key && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
      return rangeOfNode(source, name ?? node);
    }
    segments = segments.slice(0, -1);
    key = true;
  }
  const root = source.tree;
  return root ? rangeOfNode(source, root) : { offset: 0, length: 0, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
