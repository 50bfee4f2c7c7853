import { seg } from '../../../project/json-pointer.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { Origin } from '../../../project/origin.ts';
import { nodeIds } from '../../../project/patched-origin.ts';
import { patchTree } from '../../../project/patched-tree.ts';
import { renderedTree } from '../../../project/project.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { isRecord } from '../../../../schemas/is-record.ts';

/**
 * A template's structural ops (patches.structure, docs/operators.md "Structural patches") apply as
 * written: the tree exists, every id an op names is there when the op runs, no node moves into its
 * own subtree, an insert brings no id the tree has, and no op conflicts with an earlier one (a node
 * it removed, a second move). Checked for every concrete template the ops apply to, reported once
 * at the op's member in the file that wrote it. An inserted node's widget and props are checked where it lands by the other rules.
 */
export const rule: Rule = {
  meta: {
    id: 'structure-patch',
    severity: 'error',
    description:
      "A template's structural op names a page, layout or node id that is not there, moves a node into its own subtree, inserts an id the tree has, or conflicts with an earlier op.",
    docs: docsUrl('structure-patch'),
  },
  create(context) {
    const { project } = context;
    return {
      onEnd() {
        for (const t of project.templates.values()) {
          const structure = isRecord(t.file.data?.['patches']) ? t.file.data['patches']['structure'] : undefined;
          if (!isRecord(structure) || !t.merged) continue;
          for (const kind of ['pages', 'layouts'] as const) {
            const byName = structure[kind];
            if (!isRecord(byName)) continue;
            for (const name of Object.keys(byName)) {
              if (renderedTree(project, t, kind, name)) continue;
              const known =
                kind === 'pages'
                  ? [...project.pages.keys(), ...Object.keys(isRecord(t.merged['pages']) ? t.merged['pages'] : {})]
                  : [...project.layouts.keys()];
              const guess = didYouMean(name, known);
              const input = {
                file: t.file,
                pointer: `/patches/structure/${kind}/${seg(name)}`,
                key: true,
                message: `template ${t.key} has structural ops for ${kind === 'pages' ? 'page' : 'layout'} "${name}", which does not exist${guess ? `; did you mean "${guess}"?` : ''}`,
              };
              context.report(guess ? { ...input, suggestion: guess } : input);
            }
          }
        }
        // the ops as each concrete template applies them (a base's ops apply in every template that extends it)
        for (const t of project.templates.values()) {
          if (t.abstract || !t.merged) continue;
          const structure = isRecord(t.merged['patches']) ? t.merged['patches']['structure'] : undefined;
          if (!isRecord(structure)) continue;
          const chain = new Origin(t.chain);
          for (const kind of ['pages', 'layouts'] as const) {
            const byName = structure[kind];
            if (!isRecord(byName)) continue;
            for (const name of Object.keys(byName)) {
              const base = renderedTree(project, t, kind, name);
              if (!base || !isRecord(base.root)) continue;
              const { problems } = patchTree(base, chain, t.merged, kind, name);
              const ids = [...nodeIds(base.root, base.rootPointer).keys()];
              for (const p of problems) {
                const opPointer = `/patches/structure/${kind}/${seg(name)}/${p.index}`;
                const missing = /^no node has id "(.*)"$/.exec(p.message)?.[1];
                const guess = missing === undefined ? undefined : didYouMean(missing, ids);
                const where = `${kind === 'pages' ? 'page' : 'layout'} ${name}`;
                const input = {
                  origin: chain,
                  pointer: p.field ? `${opPointer}/${p.field}` : opPointer,
                  message: `structural op ${p.index} of ${where}: ${p.message}${guess ? `; did you mean "${guess}"?` : ''}`,
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
