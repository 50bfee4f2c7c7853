import { useEffect, useState, type RefObject } from 'react';

/** How close (px below the viewport) the end of a grid is when the rest of its list is fetched. */
export const FETCH_REST_MARGIN_PX = 800;

/** Whether a scroll has brought `ref`'s element within `margin` px of the viewport; once true, stays true. */
export function endIsNear(rect: Pick<DOMRect, 'top'>, viewportHeight: number, margin = FETCH_REST_MARGIN_PX): boolean {
  return rect.top < viewportHeight + margin;
}

/**
 * True once the player has scrolled the page (now or before this mounted) and `ref` (the end of a grid) came near: the rest of a
 * long category is fetched for a player heading there, not for every visit right after hydration.
 */
export function useScrolledNear(ref: RefObject<Element | null>, active: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!active || near) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (el && endIsNear(el.getBoundingClientRect(), window.innerHeight)) setNear(true);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // a grid that came alive because the player scrolled towards its end (WAKE_MARK) heard no scroll yet
    if (window.scrollY > 0) check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, active, near]);
  return near;
}
