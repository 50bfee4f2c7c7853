import type { NodeSource } from '../../src/config/structure-patch.ts';
import type { ConfigFile } from './config-files.ts';
import { formatPointer, parsePointer } from './json-pointer.ts';
import { Origin } from './origin.ts';

/**
 * Where the values of a tree with a template's structural ops applied come from: a node the tree
 * had (maybe moved) is located in the page or layout at its old place, a node an op inserted in
 * the template's op (`/patches/structure/pages/home/2/insert/…`), through the template's chain.
 */
export class StructuredOrigin extends Origin {
  constructor(
    private readonly tree: Origin,
    private readonly template: Origin,
    /** pointer of this tree's op list in the template files, e.g. /patches/structure/pages/home */
    private readonly opsPointer: string,
    /** source of each node of the patched tree, by its pointer relative to the root */
    private readonly sources: ReadonlyMap<string, NodeSource>,
    private readonly rootPointer: string,
  ) {
    super(tree.files);
  }

  /** The page or layout's files, then the restructuring template's chain. */
  override inputs(): readonly ConfigFile[] {
    return [...this.tree.inputs(), ...this.template.inputs()];
  }

  /** The node a pointer is in, its source, and the rest of the pointer below it; none outside the tree. */
  private split(pointer: string): { source: NodeSource; rest: string[] } | undefined {
    if (pointer !== this.rootPointer && !pointer.startsWith(`${this.rootPointer}/`)) return undefined;
    const segs = parsePointer(pointer.slice(this.rootPointer.length));
    let node = '';
    let i = 0;
    while (segs[i] === 'children' && segs[i + 1] !== undefined && /^\d+$/.test(segs[i + 1] ?? '') && this.sources.has(`${node}/children/${segs[i + 1]}`)) {
      node += `/children/${segs[i + 1]}`;
      i += 2;
    }
    const source = this.sources.get(node);
    return source ? { source, rest: segs.slice(i) } : undefined;
  }

  /** The template pointer of a value inside a node an op inserted, if it is in one. */
  insertedPointer(pointer: string): string | undefined {
    const at = this.split(pointer);
    if (!at || at.source.op === null) return undefined;
    return `${this.opsPointer}/${at.source.op}/insert${at.source.path}${formatPointer(at.rest)}`;
  }

  /** The pointer of a value in the tree before the ops (the same for values outside the tree's nodes). */
  treePointer(pointer: string): string {
    const at = this.split(pointer);
    if (!at || at.source.op !== null) return pointer;
    return `${this.rootPointer}${at.source.path}${formatPointer(at.rest)}`;
  }

  override owner(pointer: string): ConfigFile {
    return this.resolve(pointer).file;
  }

  override resolve(pointer: string): { file: ConfigFile; pointer: string } {
    const inserted = this.insertedPointer(pointer);
    return inserted !== undefined ? this.template.resolve(inserted) : this.tree.resolve(this.treePointer(pointer));
  }
}
