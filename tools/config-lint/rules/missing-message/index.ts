import { docsUrl, type Rule } from '../../types.ts';
import { nodeStrings } from '../../walk.ts';
import { MessageCatalog, MESSAGE_KEY } from './messages.ts';

/** A message key a config uses must exist in every language folder under locales/. */
export const rule: Rule = {
  meta: {
    id: 'missing-message',
    severity: 'error',
    description: 'A prop names a message key (ui.…, validation.…, errors.…, messages.…, _m.…) missing in some language folder.',
    docs: docsUrl('missing-message'),
  },
  create(context) {
    const catalog = new MessageCatalog(context.project.paths.localesDir, context.fs);
    return {
      onNode(visit) {
        for (const { value, pointer } of nodeStrings(visit)) {
          if (!MESSAGE_KEY.test(value)) continue;
          const missing = catalog.missingIn(value);
          if (!missing.length) continue;
          const file = value.slice(0, value.indexOf('.'));
          context.report({
            origin: visit.tree.origin,
            pointer,
            message: `message "${value}" is missing in ${missing.map((l) => `locales/${l}/${file}.json`).join(', ')}`,
          });
        }
      },
    };
  },
};
