import { CURRENT_VERSION, fileVersion, isStale } from '../../../shared/project.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** A file in an older format: other rules skip it, since its shape is not the current one. */
export const rule: Rule = {
  meta: {
    id: 'needs-migration',
    severity: 'error',
    description: `The file's "version" is older than the current format (${CURRENT_VERSION}).`,
    docs: docsUrl('needs-migration'),
  },
  create(context) {
    return {
      onEnd() {
        for (const file of context.project.files) {
          if (!file.data || !isStale(file)) continue;
          const v = fileVersion(file);
          const has = file.data['version'] !== undefined;
          context.report({
            file,
            pointer: has ? '/version' : '',
            message: `${has ? `version ${v}` : 'no "version" (format 0)'} is older than the current format ${CURRENT_VERSION}: run \`npm run migrate -- --write\``,
          });
        }
      },
    };
  },
};
