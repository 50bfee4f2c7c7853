/**
 * A small schematic of a widget for the palette, drawn from what its props say it is (a grid of
 * columns, slides, a headline with a button, an image, a container of blocks), so a new widget in the
 * registry gets a fitting picture without anyone drawing it.
 */
import type { ReactElement } from 'react';
import type { WidgetEntry } from '../../engine/studio/contract.ts';

export type PreviewKind = 'grid' | 'slides' | 'headline' | 'image' | 'container' | 'text';

const has = (w: WidgetEntry, prop: string) => Object.hasOwn((w.propsSchema.properties ?? {}) as object, prop);

export function previewKind(w: WidgetEntry): PreviewKind {
  if (has(w, 'interval') || has(w, 'autoplay')) return 'slides';
  if (has(w, 'columns') && !w.container) return 'grid';
  if (w.container) return 'container';
  if (has(w, 'headline') || has(w, 'cta')) return 'headline';
  if (w.imageProps.length > 0) return 'image';
  return 'text';
}

const W = 64;
const H = 40;

function shapes(w: WidgetEntry, kind: PreviewKind): ReactElement[] {
  switch (kind) {
    case 'grid': {
      const columns = Math.min(Math.max(Number(w.defaults.columns) || 3, 1), 8);
      const cell = (W - 4 - (columns - 1) * 2) / columns;
      return [0, 1].flatMap((row) =>
        Array.from({ length: columns }, (_, c) => <rect key={`${row}-${c}`} x={2 + c * (cell + 2)} y={2 + row * 19} width={cell} height={17} rx={1.5} />),
      );
    }
    case 'slides':
      return [
        <rect key="slide" x={2} y={2} width={W - 4} height={H - 12} rx={2} />,
        ...[0, 1, 2].map((i) => <circle key={i} cx={W / 2 - 6 + i * 6} cy={H - 5} r={1.8} opacity={i === 0 ? 1 : 0.4} />),
      ];
    case 'headline':
      return [
        <rect key="bg" x={2} y={2} width={W - 4} height={H - 4} rx={2} opacity={0.25} />,
        <rect key="h" x={8} y={9} width={34} height={5} rx={1} />,
        <rect key="t" x={8} y={17} width={24} height={3} rx={1} opacity={0.6} />,
        <rect key="b" x={8} y={25} width={16} height={7} rx={3} />,
      ];
    case 'image':
      return [
        <rect key="frame" x={2} y={2} width={W - 4} height={H - 4} rx={2} opacity={0.25} />,
        <path key="hill" d={`M4 ${H - 4} L22 16 L34 28 L44 20 L60 ${H - 4} Z`} />,
        <circle key="sun" cx={50} cy={10} r={4} />,
      ];
    case 'container':
      return [0, 1, 2].map((i) => <rect key={i} x={4} y={3 + i * 12} width={W - 8} height={10} rx={1.5} opacity={1 - i * 0.25} />);
    case 'text':
      return [0, 1, 2, 3].map((i) => <rect key={i} x={4} y={5 + i * 8} width={i === 3 ? 30 : W - 8} height={4} rx={1} opacity={0.7} />);
  }
}

export function WidgetPreview({ widget }: { widget: WidgetEntry }) {
  const kind = previewKind(widget);
  return (
    <svg className="widget-preview" data-kind={kind} viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" focusable="false" fill="currentColor">
      {shapes(widget, kind)}
    </svg>
  );
}
