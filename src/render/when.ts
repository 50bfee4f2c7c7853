import type { When } from '../../schemas/node.ts';
import type { RenderContext } from './types.ts';

/** A node shows when every rule it names holds. `flag: "!x"` negates a site flag. */
export function isVisible(when: When | undefined, ctx: Pick<RenderContext, 'isAuthenticated' | 'flags'>): boolean {
  if (!when) return true;
  if (when.auth === 'player' && !ctx.isAuthenticated) return false;
  if (when.auth === 'guest' && ctx.isAuthenticated) return false;
  if (when.flag) {
    const negate = when.flag.startsWith('!');
    const value = ctx.flags[negate ? when.flag.slice(1) : when.flag] === true;
    if (value === negate) return false;
  }
  return true;
}
