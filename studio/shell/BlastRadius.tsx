/**
 * Before a shared file's change is published (issue 49 part 7): every brand it reaches, and where
 * each sees it. Shown only when the draft changes a file more than one brand reads.
 */
import type { ConfigDiff } from '../api/types.ts';
import { blastRadius } from './blast-radius.ts';

export function BlastRadiusList({ diff }: { diff: ConfigDiff }) {
  const { shared, brands } = blastRadius(diff);
  if (shared.length === 0 || brands.length === 0) return null;
  return (
    <section className="blast-radius" aria-labelledby="blast-radius-title">
      <h3 id="blast-radius-title">
        Reaches {brands.length} brand{brands.length === 1 ? '' : 's'}
      </h3>
      <p className="muted small">Shared files changed: {shared.join(', ')}</p>
      <ul aria-label="Brands this publish changes">
        {brands.map((brand) => (
          <li key={brand.template}>
            <strong>{brand.template}</strong>{' '}
            <span className="muted">
              {brand.changes} change{brand.changes === 1 ? '' : 's'} · {brand.where.join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
