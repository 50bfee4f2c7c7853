import { seg } from '../../../project/json-pointer.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { nodeIds } from '../../../project/patched-origin.ts';
import { renderedTree } from '../../../project/project.ts';
import { patchesOf } from '../../../project/patched-tree.ts';
import { applyStructure, type StructuralOp } from '../../../../src/config/structure-patch.ts';
import type { Node } from '../../../../schemas/node.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { isRecord } from '../../../../schemas/is-record.ts';

/** A template's node patch names a page, layout or node id that is not there: it would change nothing. */
export const rule: Rule = {
  meta: {
    id: 'unknown-patch-target',
    severity: 'error',
    description: 'A template patch names a page, layout or node id that does not exist; suggests the closest one.',
    docs: docsUrl('unknown-patch-target'),
  },
  create(context) {
    const { project } = context;
    return {
      onEnd() {
        for (const t of project.templates.values()) {
          const patches = t.file.data?.['patches'];
          if (!isRecord(patches) || !t.merged) continue;
          for (const kind of ['pages', 'layouts'] as const) {
            const byName = patches[kind];
            if (!isRecord(byName)) continue;
            for (const [name, byId] of Object.entries(byName)) {
              const at = `/patches/${kind}/${seg(name)}`;
              const tree = renderedTree(project, t, kind, name);
              if (!tree) {
                const known =
                  kind === 'pages'
                    ? [...project.pages.keys(), ...Object.keys(isRecord(t.merged['pages']) ? t.merged['pages'] : {})]
                    : [...project.layouts.keys()];
                const guess = didYouMean(name, known);
                const input = {
                  file: t.file,
                  pointer: at,
                  key: true,
                  message: `template ${t.key} patches ${kind === 'pages' ? 'page' : 'layout'} "${name}", which does not exist${guess ? `; did you mean "${guess}"?` : ''}`,
                };
                context.report(guess ? { ...input, suggestion: guess } : input);
                continue;
              }
              if (!isRecord(byId)) continue;
              // the node patches apply after the structural ops: to the nodes those left, inserted ones included
              const ops = (patchesOf(t.merged, kind, name).ops ?? []).filter(isRecord) as StructuralOp[];
              const root = isRecord(tree.root) ? applyStructure(tree.root as unknown as Node, ops).root : tree.root;
              const ids = nodeIds(root, tree.rootPointer);
              for (const id of Object.keys(byId)) {
                if (ids.has(id)) continue;
                const guess = didYouMean(id, ids.keys());
                const where = `${kind === 'pages' ? 'page' : 'layout'} ${name}`;
                const hint = guess
                  ? `did you mean "${guess}"?`
                  : ids.size
                    ? `ids there: ${[...ids.keys()].join(', ')}`
                    : `no node of ${where} has an id: add one to the node to patch`;
                const input = {
                  file: t.file,
                  pointer: `${at}/${seg(id)}`,
                  key: true,
                  message: `template ${t.key} patches node "${id}", but ${where} has no node with that id; ${hint}`,
                };
                context.report(guess ? { ...input, suggestion: guess } : input);
              }
            }
          }
        }
      },
    };
  },
};
