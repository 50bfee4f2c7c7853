import { AA_RATIO, ratioFigure, type PairContrast } from '../../engine/project/colour-contrast.ts';

/** One text/background pair's WCAG contrast, with lint's figure (rounded down) and verdict. */
export function ContrastBadge({ pair }: { pair: PairContrast }) {
  const name = `${pair.fg} on ${pair.bg}`;
  if (pair.ratio === undefined) {
    return (
      <span className="studio-contrast studio-contrast-unjudged" title="Not a concrete opaque colour on both sides: lint does not judge it">
        {name}: not judged
      </span>
    );
  }
  const verdict = pair.passes ? 'passes AA' : `fails AA (needs ${AA_RATIO}:1)`;
  return (
    <span className={`studio-contrast ${pair.passes ? 'studio-contrast-pass' : 'studio-contrast-fail'}`} data-ratio={ratioFigure(pair.ratio)}>
      {name}: {ratioFigure(pair.ratio)}:1 {verdict}
    </span>
  );
}
