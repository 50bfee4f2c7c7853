/**
 * The backend's VIP ladder, lowest first: the `vip_name` of each rung of `vip_before_login`, ordered by
 * its `level` (§7; schemas/api/auth.ts `vipRungSchema`), which is also what the session holds as the
 * player's `vip.currentLevel`. `when.vip` (docs/targeting.md) ranges over it and config-lint's
 * vip-range checks names against it; the demo backend seeds this ladder (a test keeps the two in step).
 * A backend with another ladder changes this list.
 */
export const VIP_LEVELS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal'] as const;

export type VipLevel = (typeof VIP_LEVELS)[number];
