/** Where the overlay's divider sits: a whole percentage of the stage's width, from the left. */
export const clampPosition = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 50);

/** The top page's clip: it shows left of the divider only, the page under it shows right of it. */
export const clipAt = (position: number): string => `inset(0 ${100 - clampPosition(position)}% 0 0)`;

/** The divider's position for a pointer at `x` over a stage from `left`, `width` wide. */
export const positionAt = (x: number, left: number, width: number): number => (width > 0 ? clampPosition(((x - left) / width) * 100) : 50);
