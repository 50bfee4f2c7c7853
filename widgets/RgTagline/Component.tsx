import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSite } from '../../src/state/site-context.tsx';
import type { RgTaglineProps } from './schema.ts';

/** The responsible-gaming tagline strip (PAGCOR's standard tagline, MGA's message on the home page): nothing without a jurisdiction. */
export default function RgTagline({ props }: WidgetComponentProps<RgTaglineProps>) {
  const t = useT();
  const j = useSite().template.jurisdiction;
  if (!j) return null;
  return (
    <p className="w-rg-tagline" role="note" data-compliance="RgTagline" data-compliance-element="rg-message" data-regulator={j.regulator}>
      {t(props.message, { age: j.minimumAge })}
    </p>
  );
}
