import { docsUrl, type Rule } from '../../types.ts';

/** A key repeated in one object: JSON.parse keeps the last silently, so an edit to the first does nothing. */
export const rule: Rule = {
  meta: {
    id: 'duplicate-key',
    severity: 'error',
    description: 'An object in a JSON file has the same key twice (the last one silently wins).',
    docs: docsUrl('duplicate-key'),
  },
  create(context) {
    return {
      onEnd() {
        for (const file of context.project.files) {
          for (const d of file.source.duplicateKeys) {
            const first = file.source.position(d.firstOffset);
            context.report({
              file,
              pointer: d.pointer,
              position: file.source.position(d.offset),
              message: `key "${d.key}" is repeated (first at ${first.line}:${first.column}); only this last one counts: remove one`,
            });
          }
        }
      },
    };
  },
};
