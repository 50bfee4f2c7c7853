import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSite } from '../../src/state/site-context.tsx';
import type { RgTaglineProps } from './schema.ts';

/**
 * The responsible-gaming tagline strip (PAGCOR's standard tagline, MGA's message on the home page):
 * nothing without a jurisdiction. A site with safer-gambling messages (UKGC) shows one a day in turn,
 * by the UTC day: the strip is server HTML only (plan `never`), so the day is the render's.
 */
export default function RgTagline({ props }: WidgetComponentProps<RgTaglineProps>) {
  const t = useT();
  const j = useSite().template.jurisdiction;
  if (!j) return null;
  const messages = j.saferGamblingMessages;
  const ofTheDay = messages?.length ? messages[Math.floor(Date.now() / 86_400_000) % messages.length] : undefined;
  return (
    <p
      className="w-rg-tagline"
      role="note"
      data-compliance="RgTagline"
      data-compliance-element="rg-message"
      data-regulator={j.regulator}
      lang={ofTheDay ? 'en-US' : undefined}
      data-mandated-wording={ofTheDay ? '' : undefined}
    >
      {ofTheDay ?? t(props.message, { age: j.minimumAge })}
    </p>
  );
}
