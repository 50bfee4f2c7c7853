import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { StackProps } from './schema.ts';

export default function Stack({ props, children, className }: WidgetComponentProps<StackProps>) {
  const t = useT();
  const Tag = props.as;
  return (
    <Tag
      className={`w-stack w-stack--${props.direction} w-stack--surface-${props.surface} ${className}`}
      data-align={props.align}
      aria-label={props.label ? t(props.label) : undefined}
    >
      {children}
    </Tag>
  );
}
