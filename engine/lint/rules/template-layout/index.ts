import { configDirLabel } from '../../../project/project.ts';
import { Origin } from '../../../project/origin.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** A template (after extends) must name a layout that exists; template18 never does (§2). */
export const rule: Rule = {
  meta: {
    id: 'template-layout',
    severity: 'error',
    description: 'A template names no layout, a layout with no file in site-configs/layouts/, or template18.',
    docs: docsUrl('template-layout'),
  },
  create(context) {
    const { templates, layouts } = context.project;
    const dir = configDirLabel(context.project);
    return {
      onEnd() {
        for (const t of templates.values()) {
          if (t.abstract || !t.merged) continue;
          const layout = t.merged['layout'];
          const origin = new Origin(t.chain);
          if (layout === undefined) {
            context.report({ file: t.file, pointer: '', message: `template ${t.key} names no layout (itself or through extends)` });
          } else if (layout === 'template18') {
            context.report({
              origin,
              pointer: '/layout',
              message: `template ${t.key} uses layout "template18", which does not exist (there is no template18, §2)`,
            });
          } else if (typeof layout === 'string' && !layouts.has(layout)) {
            const guess = didYouMean(layout, layouts.keys());
            const input = {
              origin,
              pointer: '/layout',
              message: `template ${t.key} uses layout "${layout}", which has no file in ${dir}/layouts/${guess ? `; did you mean "${guess}"?` : ''}`,
            };
            context.report(guess ? { ...input, suggestion: guess } : input);
          }
        }
      },
    };
  },
};
