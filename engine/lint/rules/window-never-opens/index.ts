import { instantOf, isTimeZone } from '../../../../src/lib/zoned-time.ts';
import { whenOf, zonesOf } from '../../../project/targeting.ts';
import { docsUrl, type Rule } from '../../types.ts';

/**
 * A `when` window that can never hold: `until` at or before `from` (in the time zone of every template
 * that renders the tree), or a date-time that does not exist (Feb 30). Also a template `timeZone` the
 * runtime does not know: its windows would never be read as meant.
 */
export const rule: Rule = {
  meta: {
    id: 'window-never-opens',
    severity: 'error',
    description: "A when window's `until` is not after its `from`, or names a date-time that does not exist, so the node never shows.",
    docs: docsUrl('window-never-opens'),
  },
  create(context) {
    return {
      onFile(file) {
        const targeting = file.data?.['targeting'];
        const zone = typeof targeting === 'object' && targeting !== null ? (targeting as Record<string, unknown>)['timeZone'] : undefined;
        if (typeof zone === 'string' && !isTimeZone(zone)) {
          context.report({
            file,
            pointer: '/targeting/timeZone',
            message: `time zone "${zone}" is not one the runtime knows (an IANA name such as "Asia/Manila")`,
          });
        }
      },
      onNode({ node, pointer, tree }) {
        const when = whenOf(node);
        if (!when) return;
        const zones = zonesOf(context.project, tree).filter(isTimeZone);
        for (const edge of ['from', 'until'] as const) {
          const value = when[edge];
          if (typeof value === 'string' && zones.some((zone) => Number.isNaN(instantOf(value, zone)) || !sameWallClock(value))) {
            context.report({ origin: tree.origin, pointer: `${pointer}/when/${edge}`, message: `${edge} "${value}" is not a date-time that exists` });
            return;
          }
        }
        const { from, until } = when;
        if (typeof from !== 'string' || typeof until !== 'string') return;
        const closed = zones.filter((zone) => instantOf(until, zone) <= instantOf(from, zone));
        if (closed.length === 0) return;
        context.report({
          origin: tree.origin,
          pointer: `${pointer}/when/until`,
          message: `the window never opens: until "${until}" is not after from "${from}"${zones.length > 1 ? ` (in ${closed.join(', ')})` : ''}`,
        });
      },
    };
  },
};

/** Date.parse rolls Feb 30 over into March: a date-time exists when its date reads back the same. */
function sameWallClock(value: string): boolean {
  const [date = ''] = value.split('T');
  const parsed = new Date(`${date}T00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}
