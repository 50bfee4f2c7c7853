import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { Link } from '../../src/i18n/links.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { HeroCarouselData } from './load.ts';
import type { Slide } from '../../src/api/readers/slides.ts';
import { linkTarget } from '../../src/lib/internal-link.ts';
import type { HeroCarouselProps } from './schema.ts';
import { useReducedMotion } from '../../src/viewport/use-reduced-motion.ts';

function SlideLink({ link, children }: { link: string; children: ReactNode }) {
  // a link that is neither a path on this site nor an http(s) URL (`//host`, `/\host`) is no link
  const target = linkTarget(link);
  if (!target) return <div className="w-carousel__link">{children}</div>;
  return target.kind === 'internal' ? (
    <Link className="w-carousel__link" to={target.path}>
      {children}
    </Link>
  ) : (
    <a className="w-carousel__link" href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Carousel({ slides, props }: { slides: Slide[]; props: HeroCarouselProps }) {
  const t = useT();
  const { pick } = usePickText();
  const reduced = useReducedMotion();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(props.autoplay && count > 1);
  // WCAG 2.2.2: nothing moves under the pointer or while the keyboard is inside.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (reduced) setPlaying(false);
  }, [reduced]);

  const moving = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!moving) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), props.interval);
    return () => window.clearInterval(id);
  }, [moving, count, props.interval]);

  const go = (i: number) => setIndex((i + count) % count);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className="w-carousel__frame"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="w-carousel__viewport" aria-live={moving ? 'off' : 'polite'}>
        <div className="w-carousel__track" style={{ transform: `translateX(${-index * 100}%)` }}>
          {slides.map((slide, i) => {
            const title = pick(slide.title, slide.title_local);
            return (
              <div
                key={slide.id}
                className="w-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('ui.carousel.slide', { index: i + 1, count })}
                inert={i !== index}
              >
                <SlideLink link={slide.link}>
                  <img
                    className="w-carousel__image"
                    src={slide.image}
                    alt={props.showTitles ? '' : title.text}
                    lang={props.showTitles ? undefined : title.lang}
                    width={1200}
                    height={400}
                    // the first slide is the page's largest paint: fetched first and painted with the page
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    decoding={i === 0 ? 'auto' : 'async'}
                  />
                  {props.showTitles ? (
                    <span className="w-carousel__title" lang={title.lang}>
                      {title.text}
                    </span>
                  ) : null}
                </SlideLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="w-carousel__controls">
          <button
            type="button"
            className="w-carousel__button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={t(playing ? 'ui.carousel.pause' : 'ui.carousel.play')}
          >
            <Icon path={playing ? icons.pause : icons.play} size={18} />
          </button>
          <button type="button" className="w-carousel__button" onClick={() => go(index - 1)} aria-label={t('ui.carousel.previous')}>
            <Icon path={icons.chevronLeft} size={18} />
          </button>
          <div className="w-carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="w-carousel__dot"
                aria-label={t('ui.carousel.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="w-carousel__button" onClick={() => go(index + 1)} aria-label={t('ui.carousel.next')}>
            <Icon path={icons.chevronRight} size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

export default function HeroCarousel({ props, data, className }: WidgetComponentProps<HeroCarouselProps, HeroCarouselData>) {
  const t = useT();
  return (
    <section className={`w-carousel ${className}`} aria-roledescription="carousel" aria-label={t('ui.carousel.label')}>
      {data instanceof LoaderError ? (
        <p className="w-carousel__state" role="alert">
          {t('ui.carousel.error')}
        </p>
      ) : data.slides.length === 0 ? (
        <p className="w-carousel__state">{t('ui.carousel.empty')}</p>
      ) : (
        <Carousel slides={data.slides} props={props} />
      )}
    </section>
  );
}
