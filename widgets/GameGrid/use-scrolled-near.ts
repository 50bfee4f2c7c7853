import { useEffect, useState, type RefObject } from 'react';

/** How close (px below the viewport) the end of a grid is when the rest of its list is fetched. */
export const FETCH_REST_MARGIN_PX = 800;

/** Whether a scroll has brought `ref`'s element within `margin` px of the viewport; once true, stays true. */
export function endIsNear(rect: Pick<DOMRect, 'top'>, viewportHeight: number, margin = FETCH_REST_MARGIN_PX): boolean {
  return rect.top < viewportHeight + margin;
}

/**
 * True once the player has scrolled the page (now or before this mounted) and `ref` (the end of a grid) came near: the rest of a
 * long category is fetched for a player heading there, not for every visit right after hydration. It stays true until `shown`
 * (how much the grid holds) changes: then the end has moved, and is watched for again.
 */
export function useScrolledNear(ref: RefObject<Element | null>, active: boolean, shown = 0): boolean {
  const [nearAt, setNearAt] = useState<number | null>(null);
  const near = nearAt === shown;
  useEffect(() => {
    if (!active || near) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (el && endIsNear(el.getBoundingClientRect(), window.innerHeight)) setNearAt(shown);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // a grid that came alive because the player scrolled towards its end (WAKE_MARK), or that grew under a player
    // already scrolled there, heard no scroll yet: checked in the next frame, where layout is due anyway
    if (window.scrollY > 0) frame = window.requestAnimationFrame(check);
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, active, near, shown]);
  return near;
}
