import { describe, expect, it } from 'vitest';
import { endIsNear, FETCH_REST_MARGIN_PX } from './use-scrolled-near.ts';

describe('when a grid fetches the rest of its list', () => {
  it('once its end is within the margin below the viewport', () => {
    expect(endIsNear({ top: 700 }, 800)).toBe(true);
    expect(endIsNear({ top: 800 + FETCH_REST_MARGIN_PX - 1 }, 800)).toBe(true);
    expect(endIsNear({ top: 800 + FETCH_REST_MARGIN_PX }, 800)).toBe(false);
  });
});
