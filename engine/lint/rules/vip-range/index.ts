import { VIP_LEVELS } from '../../../../schemas/api/vip-levels.ts';
import { isRecord } from '../../../../schemas/is-record.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { whenOf } from '../../../project/targeting.ts';
import { docsUrl, type Rule } from '../../types.ts';

const LEVELS: readonly string[] = VIP_LEVELS;

/**
 * `when.vip` ranges over the backend's VIP ladder by name (schemas/api/vip-levels.ts): a name the
 * ladder lacks never matches, a `min` above its `max` holds for nobody, and a VIP range under
 * `auth: "guest"` can never show (a guest has no level).
 */
export const rule: Rule = {
  meta: {
    id: 'vip-range',
    severity: 'error',
    description: 'A when.vip range names a VIP level the backend’s ladder lacks, puts min above max, or asks a guest for a level.',
    docs: docsUrl('vip-range'),
  },
  create(context) {
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode({ node, pointer, tree }) {
        const when = whenOf(node);
        const vip = when?.['vip'];
        if (!when || !isRecord(vip)) return;
        let known = true;
        for (const end of ['min', 'max'] as const) {
          const name = vip[end];
          if (typeof name !== 'string' || LEVELS.includes(name)) continue;
          known = false;
          const guess = didYouMean(name, LEVELS);
          const input = {
            origin: tree.origin,
            pointer: `${pointer}/when/vip/${end}`,
            message: `when.vip.${end}: "${name}" is not a VIP level of the backend's ladder${guess ? `; did you mean "${guess}"?` : ` (known, lowest first: ${LEVELS.join(', ')})`}`,
          };
          context.report(guess ? { ...input, suggestion: guess } : input);
        }
        const { min, max } = vip;
        if (known && typeof min === 'string' && typeof max === 'string' && LEVELS.indexOf(min) > LEVELS.indexOf(max)) {
          context.report({
            origin: tree.origin,
            pointer: `${pointer}/when/vip`,
            message: `when.vip: min "${min}" is above max "${max}" on the ladder (${LEVELS.join(' < ')}), so no player matches`,
          });
        }
        if (when['auth'] === 'guest') {
          context.report({
            origin: tree.origin,
            pointer: `${pointer}/when/vip`,
            message: 'when.vip asks for a signed-in player’s VIP level, but when.auth is "guest": the node never shows',
          });
        }
      },
    };
  },
};
