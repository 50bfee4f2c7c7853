import { useEffect, useState } from 'react';
import { useNavigate } from '../../src/i18n/links.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { useSite } from '../../src/state/site-context.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { liveChatScript, loadScriptOnce, openLiveChat } from './live-chat.ts';
import type { LiveChatButtonProps } from './schema.ts';

/**
 * A facade for the vendor's script (unless `loadScript` is `idle`): nothing of it loads until the
 * player shows intent (points at, focuses or presses the button), so a first visit carries none of a
 * third party's code; a click waits for the script, and a script that cannot load sends the player to
 * the contact page.
 */
export default function LiveChatButton({ props }: WidgetComponentProps<LiveChatButtonProps>) {
  const t = useT();
  const navigate = useNavigate();
  const { startup } = useSite();
  const src = liveChatScript(startup.live_chat?.status, startup.live_chat?.chat_id, props.scriptUrl);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    if (src && props.loadScript === 'idle')
      void loadScriptOnce(src).then(
        () => setState('ready'),
        () => setState('failed'),
      );
  }, [src, props.loadScript]);

  if (!src) return null;
  const load = () => {
    if (state === 'idle') setState('loading');
    return loadScriptOnce(src).then(
      () => setState('ready'),
      (error: unknown) => {
        console.warn(error);
        setState('failed');
        throw error;
      },
    );
  };
  const warm = () => void load().catch(() => {});
  return (
    <button
      type="button"
      className="floating-button w-livechat"
      aria-label={t('ui.liveChat')}
      aria-busy={state === 'loading'}
      data-state={state}
      onPointerEnter={warm}
      onFocus={warm}
      onPointerDown={warm}
      onClick={() => {
        if (openLiveChat()) return;
        load().then(
          () => {
            if (!openLiveChat()) navigate('/contact-us');
          },
          () => navigate('/contact-us'),
        );
      }}
    >
      <Icon path={icons.chat} size={24} />
    </button>
  );
}
