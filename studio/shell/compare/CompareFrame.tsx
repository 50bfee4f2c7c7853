/**
 * One side of a compare as the real player server renders it: a signed preview link for the side (a
 * revision or the draft) on the brand's site, renewed before it ends, framed at the device's width and
 * scaled to the space it has. Only to look at: the frame takes no pointer or keyboard focus, so the
 * overlay's divider drags over it and the page cannot take the studio's focus.
 */
import { useEffect, useState } from 'react';
import type { PreviewLink } from '../../../engine/studio/contract.ts';
import type { CompareSide } from '../../state/store.ts';
import { previewUrl } from '../../preview/preview-url.ts';

/** The preview's own sandbox (studio/preview/Preview.tsx): a page's scripts run, it never navigates the studio. */
const SANDBOX = 'allow-scripts allow-same-origin';
const RENEW_BEFORE_MS = 60_000;

export interface CompareFrameProps {
  side: CompareSide;
  site: string;
  path: string;
  breakpoint: string;
  language: string;
  /** the device's width and the frame's height, in CSS px of the page */
  width: number;
  height: number;
  /** how much smaller it is drawn (1: real size) */
  scale: number;
  title: string;
  previewLink: (side: CompareSide, site: string) => Promise<PreviewLink>;
}

export const sideKey = (side: CompareSide): string => (side.kind === 'draft' ? 'draft' : `revision:${side.id}`);

export function CompareFrame({ side, site, path, breakpoint, language, width, height, scale, title, previewLink }: CompareFrameProps) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const key = sideKey(side);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchLink = () => {
      previewLink(side, site).then(
        (next) => {
          if (!live) return;
          setLink(next);
          setProblem(null);
          timer = setTimeout(fetchLink, Math.max(5_000, Date.parse(next.expiresAt) - Date.now() - RENEW_BEFORE_MS));
        },
        (error: unknown) => live && setProblem(error instanceof Error ? error.message : String(error)),
      );
    };
    fetchLink();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `side` by its key: a new object naming the same side asks for no new link
  }, [previewLink, key, site]);

  const box = { width: width * scale, height: height * scale };
  if (problem)
    return (
      <p role="alert" className="compare-frame-problem" style={box}>
        No preview of {title}: {problem}
      </p>
    );
  if (!link)
    return (
      <p role="status" className="compare-frame-wait" style={box}>
        Asking for a preview of {title}…
      </p>
    );
  return (
    <div className="compare-frame" style={box}>
      <iframe
        title={title}
        src={previewUrl(link, path, { breakpoint, language, as: 'guest' })}
        width={width}
        height={height}
        style={{ width, height, transform: `scale(${scale})` }}
        sandbox={SANDBOX}
        loading="lazy"
        tabIndex={-1}
        inert
      />
    </div>
  );
}
