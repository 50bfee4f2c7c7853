import { getAt, seg } from '../project/json-pointer.ts';
import type { ConfigFile } from '../project/config-files.ts';
import type { FileMap } from './contract.ts';
import { EditRefused } from './errors.ts';
import { JsonText } from './json-text.ts';
import { mapPath } from './project-of.ts';
import { freeId, idsIn, kebab } from './node-ids.ts';
import type { LocatedNode, TreeContext, ViewContext } from './view-context.ts';

/** The files one edit changes, as texts being edited; the rest of the FileMap is untouched. */
export class Writer {
  private readonly texts = new Map<string, JsonText>();

  constructor(private readonly files: FileMap) {}

  /** The text of a FileMap file, to edit. */
  text(path: string): JsonText {
    let t = this.texts.get(path);
    if (!t) {
      const text = this.files[path];
      if (text === undefined) throw new EditRefused(`no file ${path} in the draft`);
      this.texts.set(path, (t = new JsonText(text, path)));
    }
    return t;
  }

  /** The text of a project file. */
  of(file: ConfigFile): JsonText {
    return this.text(mapPath(file.rel));
  }

  create(path: string, text: string): void {
    if (this.files[path] !== undefined) throw new EditRefused(`${path} exists already`);
    this.texts.set(path, new JsonText(text, path));
  }

  result(): FileMap {
    const out = { ...this.files };
    for (const [path, t] of this.texts) out[path] = t.toString();
    return out;
  }
}

/** Pointer of a tree's node patches by id, and of its structural ops, in a template. */
export const patchesPointer = (ctx: TreeContext) => `/patches/${ctx.kind}/${seg(ctx.name)}`;
export const opsPointer = (ctx: TreeContext) => `/patches/structure/${ctx.kind}/${seg(ctx.name)}`;

/** A refusal for a node that has no id where one is needed, with the one-step offer. */
export function needsId(view: ViewContext, n: LocatedNode, what: string): EditRefused {
  const id = suggestId(view, n);
  return new EditRefused(
    `${what}: the ${String(n.node['widget'])} at ${n.key} comes from ${mapPath(n.file.rel)} and has no id, so ${view.t.key} cannot address it. ` +
      `Give it one first: { "op": "giveId", "node": "${n.key}", "id": "${id}" } writes "id": "${id}" on it in ${mapPath(n.file.rel)}.`,
  );
}

/**
 * Every id a tree holds as the template renders it and in the file it comes from, and every id any
 * template's structural ops insert (a shared tree given an id must not clash with another brand's insert).
 */
export function takenIds(view: ViewContext, ctx: TreeContext, extra: unknown[] = []): Set<string> {
  const file = ctx.tree.origin.owner(ctx.tree.rootPointer);
  const ops = [...view.project.templates.values()].map((t) => t.file.data?.['patches']);
  return idsIn(ctx.tree.root, getAt(file.data, ctx.tree.rootPointer), ...ops, ...extra);
}

/** A free, readable id for a node: its widget's name in kebab case (game-grid, game-grid-2…). */
export function suggestId(view: ViewContext, n: LocatedNode): string {
  return freeId(kebab(String(n.node['widget'])), takenIds(view, n.ctx));
}
