import { useEffect, useState } from 'react';
import { useNavigate } from '../../src/i18n/links.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { useSite } from '../../src/state/site-context.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { liveChatScript, loadScriptOnce, openLiveChat } from './live-chat.ts';
import type { LiveChatButtonProps } from './schema.ts';

export default function LiveChatButton({ props }: WidgetComponentProps<LiveChatButtonProps>) {
  const t = useT();
  const navigate = useNavigate();
  const { startup } = useSite();
  const src = liveChatScript(startup.live_chat?.status, startup.live_chat?.chat_id, props.scriptUrl);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!src) return;
    loadScriptOnce(src).then(
      () => setState('ready'),
      (error: unknown) => {
        console.warn(error);
        setState('failed');
      },
    );
  }, [src]);

  if (!src) return null;
  return (
    <button
      type="button"
      className="floating-button w-livechat"
      aria-label={t('ui.liveChat')}
      data-state={state}
      onClick={() => {
        if (!openLiveChat()) navigate('/contact-us');
      }}
    >
      <Icon path={icons.chat} size={24} />
    </button>
  );
}
