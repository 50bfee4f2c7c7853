import { docsUrl, type Rule } from '../../types.ts';

/**
 * A `$lint` entry naming an error rule. `$lint` silences warnings only: an error is what players
 * would see broken (raw message keys, an unavailable section), so no file may hide one from CI or the
 * server's gate. The engine reports it with the suppressions (it needs every rule's problems), so the
 * visitor is empty. Only the gate's audited override (CONFIG_ALLOW_ERROR_SUPPRESSIONS=1) lets one through.
 */
export const rule: Rule = {
  meta: {
    id: 'suppressed-error',
    severity: 'error',
    description: 'A node\'s "$lint" list names an error rule: "$lint" silences warnings only, so the errors inside still count.',
    docs: docsUrl('suppressed-error'),
  },
  create() {
    return {};
  },
};
