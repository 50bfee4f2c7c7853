import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { FloatingAreaProps } from './schema.ts';

export default function FloatingArea({ props, children, className }: WidgetComponentProps<FloatingAreaProps>) {
  const t = useT();
  return (
    <aside className={`w-floating w-floating--${props.side} ${className}`} aria-label={t('ui.quickActions')}>
      {children}
    </aside>
  );
}
