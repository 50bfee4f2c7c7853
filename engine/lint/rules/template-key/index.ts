import { docsUrl, type Rule } from '../../types.ts';

/** A template's `key` is its file name: sites name it as theme_code, and the server finds it by file. */
export const rule: Rule = {
  meta: {
    id: 'template-key',
    severity: 'error',
    description: "A template's key differs from its file name.",
    docs: docsUrl('template-key'),
  },
  create(context) {
    return {
      onEnd() {
        for (const t of context.project.templates.values()) {
          // `_name` bases are never a theme_code; the templates extending them set their own key
          if (t.abstract) continue;
          const key = t.file.data?.['key'];
          if (typeof key !== 'string' || key === t.key) continue;
          context.report({
            file: t.file,
            pointer: '/key',
            message: `key "${key}" differs from the file name ${t.key}.json; did you mean "${t.key}"?`,
            suggestion: t.key,
          });
        }
      },
    };
  },
};
