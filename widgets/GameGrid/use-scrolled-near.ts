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
    const el = ref.current;
    if (!active || near || !el) return;
    // a grid that came alive because the player scrolled towards its end (WAKE_MARK), or that grew under a
    // player already scrolled there, hears no scroll: the observer's first answer says where the end is now
    let inMargin = false;
    const decide = () => {
      if (inMargin && window.scrollY > 0) setNearAt(shown);
    };
    if (typeof IntersectionObserver !== 'function') {
      const measure = () => {
        inMargin = endIsNear(el.getBoundingClientRect(), window.innerHeight);
        decide();
      };
      measure();
      window.addEventListener('scroll', measure, { passive: true });
      return () => window.removeEventListener('scroll', measure);
    }
    // answered after the browser's own layout: reading the end's box in an effect or a frame forced one
    // (~90 ms on a throttled phone, in the task that answers a tap)
    const observer = new IntersectionObserver(
      (entries) => {
        inMargin = entries.some((e) => e.isIntersecting);
        decide();
      },
      { rootMargin: `0px 0px ${FETCH_REST_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    window.addEventListener('scroll', decide, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', decide);
    };
  }, [ref, active, near, shown]);
  return near;
}
