/**
 * Before a shared file's change is published (issue 49 part 7): every brand it reaches, and where
 * each sees it; with the studio's previews, each brand's page before and after (a few framed at once,
 * the rest a button away). Shown only when the draft changes a file more than one brand reads.
 */
import { useState } from 'react';
import type { ConfigDiff } from '../api/types.ts';
import { blastRadius } from './blast-radius.ts';
import { BeforeAfter, type BeforeAfterSource } from './compare/BeforeAfter.tsx';
import { MAX_OPEN_PAIRS, openPair, pathFor } from './compare/pairs.ts';

export function BlastRadiusList({ diff, beforeAfter }: { diff: ConfigDiff; beforeAfter?: BeforeAfterSource }) {
  const { shared, brands } = blastRadius(diff);
  const [open, setOpen] = useState(() => brands.slice(0, MAX_OPEN_PAIRS).map((b) => b.template));
  if (shared.length === 0 || brands.length === 0) return null;
  return (
    <section className="blast-radius" aria-labelledby="blast-radius-title">
      <h3 id="blast-radius-title">
        Reaches {brands.length} brand{brands.length === 1 ? '' : 's'}
      </h3>
      <p className="muted small">Shared files changed: {shared.join(', ')}</p>
      <ul aria-label="Brands this publish changes">
        {brands.map((brand) => {
          const template = beforeAfter?.templates.find((t) => t.key === brand.template);
          const shown = open.includes(brand.template);
          return (
            <li key={brand.template}>
              <strong>{brand.template}</strong>{' '}
              <span className="muted">
                {brand.changes} change{brand.changes === 1 ? '' : 's'} · {brand.where.join(', ')}
              </span>
              {beforeAfter && template ? (
                <>
                  {' '}
                  <button
                    type="button"
                    aria-expanded={shown}
                    aria-label={`${shown ? 'Hide' : 'Show'} before and after for ${brand.template}`}
                    onClick={() => setOpen((now) => (shown ? now.filter((k) => k !== brand.template) : openPair(now, brand.template)))}
                  >
                    {shown ? 'Hide' : 'Show'} before and after
                  </button>
                  {shown ? <BeforeAfter template={template} path={pathFor(template, brand.where)} source={beforeAfter} /> : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
