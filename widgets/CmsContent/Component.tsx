import { Link } from '../../src/i18n/links.tsx';
import { StateMessage } from '../../src/ui/PageState.tsx';
import * as icons from '../../src/ui/icons.ts';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { CmsContentData } from '../_shared/cms/load.ts';
import type { CmsContentProps } from './schema.ts';

export default function CmsContent({ data }: WidgetComponentProps<CmsContentProps, CmsContentData>) {
  const t = useT();
  const { pick } = usePickText();
  if (data instanceof LoaderError) {
    return <StateMessage kind="error" title={t('ui.contentFailed')} body={t('ui.tryAgainBody')} />;
  }
  const body = data.active ? pick(data.en, data.local) : { text: '', lang: undefined };
  if (!body.text) {
    return (
      <StateMessage kind="empty" icon={icons.chat} title={t('ui.contentEmpty')} body={t('ui.contentEmptyBody')}>
        <Link className="btn btn--ghost" to="/contact-us">
          {t('ui.contactUs')}
        </Link>
      </StateMessage>
    );
  }
  // The only raw HTML the page renders: sanitised by the loader (DOMPurify, server and client alike).
  return <article className="w-cms" lang={body.lang} dangerouslySetInnerHTML={{ __html: body.text }} />;
}
