/**
 * The attribute a `visible` widget puts on the part of its server HTML that must near the viewport
 * before it comes alive: a grid whose first screenful the server already drew marks its end, where
 * the rest of the list has to be fetched in time (docs/hydration.md). Without one, the whole widget.
 */
export const WAKE_MARK = 'data-wake-near';

/**
 * The event the app sends a deferred slot's element to wake it ahead of a touch (docs/hydration.md, "Woken
 * ahead of the tap"): it comes alive in a transition, which React renders in slices between the player's input.
 */
export const WAKE_AHEAD = 'slot:wake';
