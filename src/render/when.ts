import { TARGETING_FIELDS, type When } from '../../schemas/node.ts';
import type { RenderContext } from './types.ts';

/**
 * A node shows when every rule it names holds. `flag: "!x"` negates a site flag. Targeting rules
 * (time, language, breakpoint, market, currency, experiment) are judged by `ctx.targeting`
 * (src/render/targeting.ts, loaded only where a page needs it); without it such a node is not shown.
 */
export function isVisible(when: When | undefined, ctx: Pick<RenderContext, 'isAuthenticated' | 'flags' | 'targeting'>): boolean {
  if (!when) return true;
  if (when.auth === 'player' && !ctx.isAuthenticated) return false;
  if (when.auth === 'guest' && ctx.isAuthenticated) return false;
  // a VIP range is a signed-in player's (the targeting evaluator compares the level): the server
  // renders for a guest, so it never shows there
  if (when.vip && !ctx.isAuthenticated) return false;
  if (when.flag) {
    const negate = when.flag.startsWith('!');
    const value = ctx.flags[negate ? when.flag.slice(1) : when.flag] === true;
    if (value === negate) return false;
  }
  return ctx.targeting ? ctx.targeting(when) : !TARGETING_FIELDS.some((field) => field in when);
}
