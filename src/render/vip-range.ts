import { VIP_LEVELS } from '../../schemas/api/vip-levels.ts';
import type { When } from '../../schemas/node.ts';

const RANK: ReadonlyMap<string, number> = new Map(VIP_LEVELS.map((name, i) => [name, i]));

/**
 * True when the player's VIP level (the session's `vip.currentLevel`, a name of the backend's ladder)
 * lies in `range` (`min` and `max` inclusive, by the ladder's order: schemas/api/vip-levels.ts). No
 * level (a guest, a session whose VIP record has not arrived, a name the ladder lacks) is in no range.
 */
export function vipInRange(range: NonNullable<When['vip']>, level: string | undefined): boolean {
  const rank = level === undefined ? undefined : RANK.get(level);
  if (rank === undefined) return false;
  const min = range.min === undefined ? 0 : RANK.get(range.min);
  const max = range.max === undefined ? VIP_LEVELS.length - 1 : RANK.get(range.max);
  return min !== undefined && max !== undefined && rank >= min && rank <= max;
}
