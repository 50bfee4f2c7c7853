import { configDirLabel, type Project } from '../../../project/project.ts';
import type { ConfigFile } from '../../../project/config-files.ts';
import { seg } from '../../../project/json-pointer.ts';
import { mostlyShared, smallestStructurePatch } from '../../../project/smallest-structure-patch.ts';
import type { StructuralOp } from '../../../../src/config/structure-patch.ts';
import { editJson } from '../../fix-edits.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { isRecord } from '../../../../schemas/is-record.ts';

/** "move carousel, insert promo, remove a": what structural ops do, for a message. */
function describeOps(ops: readonly StructuralOp[]): string {
  const named = (node: Record<string, unknown> | undefined) => {
    const name = node?.['id'] ?? node?.['widget'];
    return typeof name === 'string' ? name : 'a node';
  };
  return ops.map((op) => (op.move ? `move ${op.move}` : op.remove ? `remove ${op.remove}` : `insert ${named(op.insert)}`)).join(', ');
}

/**
 * A template's own copy of a shared page that differs from it only in props, at values or `when`
 * of nodes with an id, and in nodes inserted, moved or removed by id: node patches and structural
 * ops say the same in a few lines and keep following the shared page.
 */
/** The template patches the page already, with node patches or structural ops. */
function alreadyPatched(patches: unknown, name: string): boolean {
  if (!isRecord(patches)) return false;
  const structure = patches['structure'];
  return (isRecord(patches['pages']) && name in patches['pages']) || (isRecord(structure) && isRecord(structure['pages']) && name in structure['pages']);
}

/**
 * What the template renders for a page without its own copy: the nearest base's copy, else the
 * shared page; and how a message names it. Its bases' structural ops for the page rule the copy
 * out (ops are a list, which the template's own would replace rather than extend).
 */
function inheritedPage(project: Project, file: ConfigFile, name: string): { root: unknown; label: string } | undefined {
  const chain = project.templates.get(file.name)?.chain ?? [file];
  for (const base of chain.slice(1)) {
    const structure = isRecord(base.data?.['patches']) ? base.data['patches']['structure'] : undefined;
    if (isRecord(structure) && isRecord(structure['pages']) && name in structure['pages']) return undefined;
    const pages = base.data?.['pages'];
    const page = isRecord(pages) ? pages[name] : undefined;
    if (isRecord(page)) return { root: page['root'], label: `the ${name} page of ${base.rel}` };
  }
  const shared = project.pages.get(name);
  return shared ? { root: shared.data?.['root'], label: `${configDirLabel(project)}/pages/${name}.json` } : undefined;
}

export const rule: Rule = {
  meta: {
    id: 'page-override-as-patch',
    severity: 'warning',
    description:
      'A template copies the page it inherits only to change props, at or when of some nodes or to insert, move or remove nodes by id; patches say it without the copy.',
    docs: docsUrl('page-override-as-patch'),
  },
  create(context) {
    const { project } = context;
    return {
      onFile(file) {
        if (file.kind !== 'template' || !isRecord(file.data?.['pages'])) return;
        const pages = file.data['pages'];
        const patches = file.data['patches'];
        for (const [name, page] of Object.entries(pages)) {
          // a page the template already patches as well: merging the two is the operator's call
          if (!isRecord(page) || alreadyPatched(patches, name)) continue;
          const inherited = inheritedPage(project, file, name);
          if (!inherited) continue;
          const found = smallestStructurePatch(inherited.root, page['root']);
          if (!found || !mostlyShared(found, page['root']) || Object.keys(page).some((k) => k !== 'root')) continue;
          const { ops, patches: patch } = found;
          const ids = Object.keys(patch);
          const lastPage = Object.keys(pages).length === 1;
          const text = editJson(file.source.text, [
            { path: lastPage ? ['pages'] : ['pages', name], value: undefined },
            ...(ops.length ? [{ path: ['patches', 'structure', 'pages', name], value: ops }] : []),
            ...(ids.length ? [{ path: ['patches', 'pages', name], value: patch }] : []),
          ]);
          const changes = ids.length ? `change node${ids.length > 1 ? 's' : ''} ${ids.join(', ')}` : '';
          context.report({
            file,
            pointer: `/pages/${seg(name)}`,
            key: true,
            message: ops.length
              ? `page "${name}" copies ${inherited.label} only to ${describeOps(ops)}${changes ? ` and ${changes}` : ''}: say it by id instead (patches.structure.pages.${name}${ids.length ? `, patches.pages.${name}` : ''})`
              : ids.length
                ? `page "${name}" copies ${inherited.label} only to ${changes}: patch ${ids.length > 1 ? 'them' : 'it'} by id instead (patches.pages.${name})`
                : `page "${name}" is the same as ${inherited.label}: remove the copy`,
            fix: {
              kind: 'rewrite',
              text,
              description: ops.length
                ? `replace the copy of page ${name} with structural ops${ids.length ? ' and node patches' : ''}`
                : ids.length
                  ? `replace the copy of page ${name} with node patches`
                  : `remove the copy of page ${name}`,
            },
          });
        }
      },
    };
  },
};
