import { docsUrl, type Rule } from '../../types.ts';
import { nodeStrings } from '../../walk.ts';
import { brandKeyOf, copyOf } from '../../../project/brand-copy.ts';
import { MessageCatalog, MESSAGE_KEY } from './messages.ts';

const MAX_NAMED = 5;

/**
 * A message key a config uses must exist in every language folder under locales/; a `brand.` key,
 * in the copy (`messages`) of every template that renders the tree.
 */
export const rule: Rule = {
  meta: {
    id: 'missing-message',
    severity: 'error',
    description:
      'A prop names a message key (ui.…, validation.…, errors.…, messages.…, _m.…) missing in some language folder, or a brand key (brand.…) missing in the copy of a template that renders it.',
    docs: docsUrl('missing-message'),
  },
  create(context) {
    const catalog = new MessageCatalog(context.project.paths.localesDir, context.fs);
    // each template's copy keys once a run, not once per brand key a node names
    const keysOf = new Map<string, { keys: Set<string>; list: string }>();
    const copyKeys = (template: string) => {
      let found = keysOf.get(template);
      if (!found) {
        const keys = new Set(Object.keys(copyOf(context.project.templates.get(template))));
        keysOf.set(template, (found = { keys, list: [...keys].join('\n') }));
      }
      return found;
    };
    return {
      // a tree's brand keys are judged against the copy of the templates that render it, not their other members
      treeInputs: (tree) => tree.templates.map((key) => copyKeys(key).list),
      onNode(visit) {
        for (const { value, pointer } of nodeStrings(visit)) {
          const brandKey = brandKeyOf(value);
          if (brandKey !== undefined) {
            const lacking = visit.tree.templates.filter((key) => !copyKeys(key).keys.has(brandKey));
            if (!lacking.length) continue;
            const named = lacking.slice(0, MAX_NAMED).join(', ') + (lacking.length > MAX_NAMED ? ` and ${lacking.length - MAX_NAMED} more` : '');
            context.report({
              origin: visit.tree.origin,
              pointer,
              message: `message "${value}" is missing in the copy ("messages") of template${lacking.length === 1 ? '' : 's'} ${named}`,
            });
            continue;
          }
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
