import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { PageHeadingProps } from './schema.ts';

export default function PageHeading({ props }: WidgetComponentProps<PageHeadingProps>) {
  const t = useT();
  return (
    <div className={`w-heading w-heading--${props.align}`}>
      <h1>{t(props.title)}</h1>
      {props.subtitle ? <p>{t(props.subtitle)}</p> : null}
    </div>
  );
}
