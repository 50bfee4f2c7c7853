import { StateMessage } from '../../src/ui/PageState.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { ContactChannelsData } from './load.ts';
import type { ContactChannelsProps } from './schema.ts';

const label = (platform: string) => platform.charAt(0).toUpperCase() + platform.slice(1);

export default function ContactChannels({ data, className }: WidgetComponentProps<ContactChannelsProps, ContactChannelsData>) {
  const t = useT();
  if (data instanceof LoaderError) return <StateMessage kind="error" title={t('ui.contactFailed')} body={t('ui.tryAgainBody')} />;
  if (data.channels.length === 0) return <StateMessage kind="empty" icon={icons.chat} title={t('ui.contactEmpty')} body={t('ui.contactEmptyBody')} />;
  return (
    <ul className={`w-contact ${className}`} aria-label={t('ui.contactChannels')}>
      {data.channels.map((c) => (
        <li key={`${c.platform}-${c.url}`}>
          <a href={c.url} target="_blank" rel="noopener noreferrer" className="w-contact__link">
            <span className="w-contact__icon" aria-hidden="true">
              <Icon path={icons.chat} size={22} />
            </span>
            <span className="w-contact__text">
              <span className="w-contact__platform">{label(c.platform)}</span>
              {c.handle ? <span className="w-contact__handle">{c.handle}</span> : null}
            </span>
            <span className="visually-hidden">{t('ui.opensNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
