/**
 * Compare (issue 49 part 6): two revisions, or a revision and the draft, side by side: a brand's page
 * as each renders it, stacked under an overlay divider, at any of the stage's device widths; and the
 * node-level diff between them (per node, prop and breakpoint).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PreviewLink, TemplateSummary } from '../../../engine/studio/contract.ts';
import type { ConfigDiff } from '../../api/types.ts';
import type { CompareSide } from '../../state/store.ts';
import { devicesFor } from '../../preview/devices.ts';
import { previewSite } from '../../preview/preview-url.ts';
import { DiffView } from '../DiffView.tsx';
import { CompareFrame } from './CompareFrame.tsx';
import { OverlaySlider } from './OverlaySlider.tsx';

/** A side of the compare and what the operator calls it. */
export interface CompareTarget {
  side: CompareSide;
  label: string;
}

export interface CompareViewProps {
  /** the older side: left of the divider, on top */
  from: CompareTarget;
  /** the newer side: right of the divider */
  to: CompareTarget;
  templates: TemplateSummary[];
  /** the brand shown first (else the first brand) */
  template: string | null;
  language: string;
  loadDiff: (from: CompareSide, to: CompareSide) => Promise<ConfigDiff>;
  previewLink: (side: CompareSide, site: string) => Promise<PreviewLink>;
}

/** the page's height in the frame, in CSS px */
export const FRAME_HEIGHT = 800;

type DiffState = { at: 'reading' } | { at: 'read'; diff: ConfigDiff } | { at: 'failed'; message: string };

/** The width the stage has, followed as the dialog resizes (none measured: real size). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry ? entry.contentRect.width : null));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function CompareView({ from, to, templates, template, language, loadDiff, previewLink }: CompareViewProps) {
  const brands = templates.filter((t) => !t.abstract);
  const [key, setKey] = useState(() => (brands.some((b) => b.key === template) ? template : (brands[0]?.key ?? null)));
  const brand = brands.find((b) => b.key === key) ?? brands[0];
  const devices = devicesFor(brand?.breakpoints ?? []);
  const [width, setWidth] = useState(() => devices.find((d) => d.label === 'Desktop')?.width ?? devices[0]?.width ?? 1280);
  const device = devices.find((d) => d.width === width) ?? devices[0];
  const [path, setPath] = useState('/');
  const [diff, setDiff] = useState<DiffState>({ at: 'reading' });
  const [pane, paneWidth] = useWidth();

  useEffect(() => {
    let live = true;
    loadDiff(from.side, to.side).then(
      (read) => live && setDiff({ at: 'read', diff: read }),
      (e: unknown) => live && setDiff({ at: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [loadDiff, from.side, to.side]);

  if (!brand || !device) return <p>No brand to show: the catalog has no templates.</p>;
  const scale = paneWidth ? Math.min(1, paneWidth / device.width) : 1;
  const site = previewSite(brand);
  const frame = (target: CompareTarget) => (
    <CompareFrame
      side={target.side}
      site={site}
      path={path}
      breakpoint={device.breakpoint.name}
      language={language}
      width={device.width}
      height={FRAME_HEIGHT}
      scale={scale}
      title={`${brand.key} at ${target.label}`}
      previewLink={previewLink}
    />
  );

  return (
    <div className="compare">
      <div className="compare-controls">
        <label>
          Brand{' '}
          <select
            value={brand.key}
            onChange={(e) => {
              setKey(e.target.value);
              setPath('/');
            }}
          >
            {brands.map((b) => (
              <option key={b.key} value={b.key}>
                {b.label ? `${b.key} · ${b.label}` : b.key}
              </option>
            ))}
          </select>
        </label>
        <label>
          Page{' '}
          <select value={path} onChange={(e) => setPath(e.target.value)}>
            {(brand.routes.length > 0 ? brand.routes : [{ path: '/', page: 'home' }]).map((r) => (
              <option key={r.path} value={r.path}>
                {r.path} ({r.page})
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="Device" className="device-switch">
          {devices.map((d) => (
            <button key={d.width} type="button" aria-pressed={d.width === device.width} onClick={() => setWidth(d.width)}>
              {d.label} {d.width}
            </button>
          ))}
        </div>
      </div>
      <div ref={pane} className="compare-pane">
        <OverlaySlider
          over={frame(from)}
          under={frame(to)}
          overLabel={from.label}
          underLabel={to.label}
          width={device.width * scale}
          height={FRAME_HEIGHT * scale}
        />
      </div>
      <h3>
        What {to.label} changes against {from.label}
      </h3>
      {diff.at === 'reading' ? <p role="status">Comparing…</p> : null}
      {diff.at === 'failed' ? (
        <p role="alert" className="notice notice-error">
          Could not compare: {diff.message}
        </p>
      ) : null}
      {diff.at === 'read' ? (
        <DiffView diff={diff.diff} sides={[from.label, to.label]} empty="The two are the same." changesLabel={`What ${to.label} changes`} />
      ) : null}
    </div>
  );
}
