import type { ConfigFile } from './config-files.ts';
import { parsePointer, seg } from './json-pointer.ts';
import { Origin } from './origin.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { StructuredOrigin } from './structured-origin.ts';

type Json = Record<string, unknown>;

/** Pointers of the nodes with an id in a tree: id → pointer. */
export function nodeIds(root: unknown, rootPointer: string): Map<string, string> {
  const out = new Map<string, string>();
  const stack: [unknown, string][] = [[root, rootPointer]];
  while (stack.length) {
    const [node, pointer] = stack.pop() ?? [undefined, ''];
    if (!isRecord(node)) continue;
    if (typeof node['id'] === 'string' && !out.has(node['id'])) out.set(node['id'], pointer);
    const children = node['children'];
    if (Array.isArray(children)) children.forEach((c, i) => stack.push([c, `${pointer}/children/${i}`]));
  }
  return out;
}

/**
 * Where the values of a tree with a template's node patches applied come from: a value a patch
 * set is located in the template's `patches` (through its extends chain), anything else in the
 * page or layout itself.
 */
export class PatchedOrigin extends Origin {
  private readonly byPointer: Map<string, { id: string; patch: Json }>;

  constructor(
    private readonly tree: Origin,
    private readonly template: Origin,
    /** the template's patches of this tree by node id, merged over its chain */
    patches: Json,
    /** pointer of `patches` of this tree in the template files, e.g. /patches/pages/home */
    private readonly patchesPointer: string,
    ids: Map<string, string>,
  ) {
    super(tree.files);
    this.byPointer = new Map();
    for (const [id, patch] of Object.entries(patches)) {
      const at = ids.get(id);
      if (at !== undefined && isRecord(patch)) this.byPointer.set(at, { id, patch });
    }
  }

  /** The page or layout's files, then the patching template's chain. */
  override inputs(): readonly ConfigFile[] {
    return [...this.tree.inputs(), ...this.template.inputs()];
  }

  /** The patch pointer that set the value at a tree pointer, if a patch set it (or a structural op inserted its node). */
  patchPointer(pointer: string): string | undefined {
    return this.nodePatchPointer(pointer) ?? (this.tree instanceof StructuredOrigin ? this.tree.insertedPointer(pointer) : undefined);
  }

  private nodePatchPointer(pointer: string): string | undefined {
    for (const [nodePointer, { id, patch }] of this.byPointer) {
      if (!pointer.startsWith(`${nodePointer}/`)) continue;
      const rest = parsePointer(pointer.slice(nodePointer.length));
      const [field, a, b] = rest;
      const base = `${this.patchesPointer}/${seg(id)}`;
      if (field === 'props' && a !== undefined && isRecord(patch['props']) && a in patch['props']) return `${base}${pointer.slice(nodePointer.length)}`;
      if (field === 'at' && a !== undefined && b !== undefined) {
        const at = patch['at'];
        const bp = isRecord(at) ? at[a] : undefined;
        if (isRecord(bp) && b in bp) return `${base}${pointer.slice(nodePointer.length)}`;
      }
      if (field === 'when' && patch['when'] !== undefined) return `${base}${pointer.slice(nodePointer.length)}`;
    }
    return undefined;
  }

  override owner(pointer: string): ConfigFile {
    return this.resolve(pointer).file;
  }

  override resolve(pointer: string): { file: ConfigFile; pointer: string } {
    const p = this.nodePatchPointer(pointer);
    return p !== undefined ? this.template.resolve(p) : this.tree.resolve(pointer);
  }
}
