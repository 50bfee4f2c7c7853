import { CURRENT_VERSION, fileVersion, isStale } from '../../../project/project.ts';
import { formatJson, migrateDocument, MigrationError } from '../../../migrate/migrate.ts';
import type { JsonObject } from '../../../migrate/types.ts';
import type { ConfigFile } from '../../../project/config-files.ts';
import { docsUrl, type FixSpec, type Rule } from '../../types.ts';

/** The migrated file, the fix --fix writes; none when the file cannot be migrated (the message says why on `migrate`). */
function migrationFix(file: ConfigFile, data: JsonObject): FixSpec | undefined {
  try {
    return { kind: 'rewrite', text: formatJson(migrateDocument(data, file.kind).doc), description: 'migrate to the current format' };
  } catch (e) {
    if (e instanceof MigrationError) return undefined;
    throw e;
  }
}

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
          const fix = migrationFix(file, file.data as JsonObject);
          context.report({
            file,
            ...(fix ? { fix } : {}),
            pointer: has ? '/version' : '',
            message: `${has ? `version ${v}` : 'no "version" (format 0)'} is older than the current format ${CURRENT_VERSION}: run \`npm run migrate -- --write\``,
          });
        }
      },
    };
  },
};
