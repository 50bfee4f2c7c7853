import { useId, useRef, type ReactNode } from 'react';
import { Link } from '../../../src/i18n/links.tsx';
import { useT } from '../../../src/i18n/IntlContext.tsx';
import { Icon } from '../../../src/ui/Icon.tsx';
import * as icons from '../../../src/ui/icons.ts';

/** A titled, horizontally scrolling row of tiles with scroll buttons; shared by the rails. */
export function Rail({
  title,
  moreTo,
  className,
  children,
  state,
}: {
  title: string | null;
  moreTo?: string;
  className: string;
  children: ReactNode;
  state?: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className={`w-rail ${className}`} aria-labelledby={title ? headingId : undefined}>
      <div className="w-rail__head">
        {title ? (
          <h2 id={headingId} className="w-rail__title">
            {title}
          </h2>
        ) : null}
        <div className="w-rail__actions">
          {moreTo ? (
            <Link className="w-rail__more" to={moreTo}>
              {t('ui.lobby.seeAll')}
            </Link>
          ) : null}
          {state ? null : (
            <>
              <button type="button" className="icon-button w-rail__scroll" aria-label={t('ui.lobby.scrollBack')} onClick={() => scroll(-1)}>
                <Icon path={icons.chevronLeft} />
              </button>
              <button type="button" className="icon-button w-rail__scroll" aria-label={t('ui.lobby.scrollForward')} onClick={() => scroll(1)}>
                <Icon path={icons.chevronRight} />
              </button>
            </>
          )}
        </div>
      </div>
      {state ?? (
        <ul ref={track} className="w-rail__track">
          {children}
        </ul>
      )}
    </section>
  );
}
