import { docsUrl, type Rule } from '../../types.ts';

/**
 * A `$lint` entry that suppressed nothing: a stale suppression hides the next real problem.
 * The engine reports it after every other rule ran (it needs their problems), so its visitor is empty.
 */
export const rule: Rule = {
  meta: {
    id: 'unused-suppression',
    severity: 'warning',
    description: 'A node\'s "$lint" list names a rule that reported nothing inside that node (or no rule at all).',
    docs: docsUrl('unused-suppression'),
  },
  create() {
    return {};
  },
};
