import { useState, type CSSProperties } from 'react';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { MarqueeData } from './load.ts';
import type { MarqueeProps } from './schema.ts';

/** Average glyph width in px at the marquee's font size: turns text length into a scroll duration. */
const PX_PER_CHAR = 8;

export default function Marquee({ props, data, className }: WidgetComponentProps<MarqueeProps, MarqueeData>) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const { pick } = usePickText();
  if (data instanceof LoaderError) {
    return (
      <p className={`w-marquee w-marquee--error ${className}`} role="alert">
        {t('ui.marquee.error')}
      </p>
    );
  }
  // Nothing to announce: a blank moving strip would only take space.
  if (data.messages.length === 0) return null;
  const shown = data.messages.map((m) => ({ id: m.id, ...pick(m.message, m.message_local) }));
  const chars = shown.reduce((n, m) => n + m.text.length + 6, 0);
  const duration = Math.max(8, Math.round((chars * PX_PER_CHAR) / props.speed));
  const items = shown.map((m) => (
    <li key={m.id} lang={m.lang}>
      {m.text}
    </li>
  ));
  return (
    <section className={`w-marquee ${className}`} aria-label={t('ui.marquee.label')}>
      <span className="w-marquee__icon">
        <Icon path={icons.megaphone} size={18} />
      </span>
      <div className="w-marquee__viewport">
        <div className={`w-marquee__track${paused ? ' is-paused' : ''}`} style={{ '--marquee-duration': `${duration}s` } as CSSProperties}>
          <ul className="w-marquee__list">{items}</ul>
          {/* the second copy makes the loop seamless; assistive tech reads the first only */}
          <ul className="w-marquee__list w-marquee__list--copy" aria-hidden="true">
            {shown.map((m) => (
              <li key={m.id} lang={m.lang}>
                {m.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="button" className="w-marquee__toggle" onClick={() => setPaused((p) => !p)} aria-label={t(paused ? 'ui.marquee.play' : 'ui.marquee.pause')}>
        <Icon path={paused ? icons.play : icons.pause} size={16} />
      </button>
    </section>
  );
}
