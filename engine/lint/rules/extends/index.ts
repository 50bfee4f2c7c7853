import { configDirLabel } from '../../../project/project.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** A template's `extends` must name an existing template and must not loop back. */
export const rule: Rule = {
  meta: {
    id: 'extends',
    severity: 'error',
    description: 'A template extends a template that does not exist, or its extends chain is a cycle.',
    docs: docsUrl('extends'),
  },
  create(context) {
    const { templates } = context.project;
    const dir = configDirLabel(context.project);
    return {
      onEnd() {
        for (const t of templates.values()) {
          const broken = t.broken;
          if (!broken) continue;
          if (broken.kind === 'missing') {
            // every template above the missing base shares the break: report it once, where it is
            if (broken.from !== t.file) continue;
            // a base that exists but is malformed or stale is its own file's problem: say so, not "missing"
            if (context.project.files.some((f) => f.kind === 'template' && f.name === broken.base)) {
              context.report({ file: t.file, pointer: '/extends', message: `extends "${broken.base}", which cannot be used until its own problems are fixed` });
              continue;
            }
            const guess = didYouMean(broken.base, templates.keys());
            const input = {
              file: t.file,
              pointer: '/extends',
              message: `extends "${broken.base}", which is not a template in ${dir}/templates/${guess ? `; did you mean "${guess}"?` : ''}`,
            };
            context.report(guess ? { ...input, suggestion: guess } : input);
          } else if (broken.files.includes(t.file)) {
            const cycle = [...broken.files, broken.files[0]].map((f) => f?.name).join(' → ');
            context.report({ file: t.file, pointer: '/extends', message: `extends cycle: ${cycle}` });
          }
        }
      },
    };
  },
};
