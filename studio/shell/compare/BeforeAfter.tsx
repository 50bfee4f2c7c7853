/**
 * Blast radius (issue 49 part 7): one brand's page before (live) and after (the draft), small, side by
 * side, as the player server renders each, so a shared file's change is seen on every brand it reaches
 * before it is published.
 */
import type { PreviewLink, TemplateSummary } from '../../../engine/studio/contract.ts';
import type { CompareSide } from '../../state/store.ts';
import { devicesFor } from '../../preview/devices.ts';
import { previewSite } from '../../preview/preview-url.ts';
import { CompareFrame } from './CompareFrame.tsx';
import { FRAME_HEIGHT } from './CompareView.tsx';

/** What the before/after frames need of the studio. */
export interface BeforeAfterSource {
  templates: TemplateSummary[];
  language: string;
  previewLink: (side: CompareSide, site: string) => Promise<PreviewLink>;
}

/** each frame's width on screen (px): two fit side by side in the publish dialog */
const THUMB_WIDTH = 320;
const LIVE: CompareSide = { kind: 'revision', id: 'live' };
const DRAFT: CompareSide = { kind: 'draft' };

export function BeforeAfter({ template, path, source }: { template: TemplateSummary; path: string; source: BeforeAfterSource }) {
  const devices = devicesFor(template.breakpoints);
  const device = devices.find((d) => d.label === 'Desktop') ?? devices[0];
  if (!device) return null;
  const scale = THUMB_WIDTH / device.width;
  const frame = (side: CompareSide, label: string) => (
    <figure className="before-after-side">
      <figcaption className="muted small">{label}</figcaption>
      <CompareFrame
        side={side}
        site={previewSite(template)}
        path={path}
        breakpoint={device.breakpoint.name}
        language={source.language}
        width={device.width}
        height={FRAME_HEIGHT}
        scale={scale}
        title={`${template.key} ${label.toLowerCase()}`}
        previewLink={source.previewLink}
      />
    </figure>
  );
  return (
    <div className="before-after" role="group" aria-label={`${template.key} before and after, ${path}`}>
      {frame(LIVE, 'Before (live)')}
      {frame(DRAFT, 'After (draft)')}
    </div>
  );
}
