import { instantOf, isTimeZone } from '../../../../src/lib/zoned-time.ts';
import { whenOf, zonesOf } from '../../../project/targeting.ts';
import { docsUrl, type Rule } from '../../types.ts';

/**
 * A `when` window whose `until` has passed (in every zone of the templates rendering the tree): the
 * node will never show again. A warning, not an error: a window closes with time, and a publish
 * must not fail on the day after a promotion ended; the node is for removing.
 */
export const rule: Rule = {
  meta: {
    id: 'window-past',
    severity: 'warning',
    description: "A when window's `until` has passed: the node never shows again.",
    docs: docsUrl('window-past'),
  },
  create(context) {
    const now = Date.now();
    return {
      onNode({ node, pointer, tree }) {
        const until = whenOf(node)?.['until'];
        if (typeof until !== 'string') return;
        const ends = zonesOf(context.project, tree)
          .filter(isTimeZone)
          .map((zone) => instantOf(until, zone));
        if (ends.length === 0 || ends.some((end) => Number.isNaN(end) || end > now)) return;
        context.report({ origin: tree.origin, pointer: `${pointer}/when/until`, message: `the window closed at "${until}": the node never shows again` });
      },
    };
  },
};
