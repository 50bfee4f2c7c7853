import { lazy, Suspense, useCallback, useId, useRef } from 'react';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { useLayout } from '../../src/state/layout.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import { assistantName } from './assistant.ts';
import { siteLocalLanguage } from '../../src/i18n/pick-text.ts';
import type { AiChatProps } from './schema.ts';
import { PanelFrame } from './PanelFrame.tsx';

// Its own chunk: marked, DOMPurify and the chat flow load when a player opens the chat, not with the page.
const Panel = lazy(() => import('./Panel.tsx'));

/**
 * §2 the floating AI-assistant icon and the chat panel it opens. Open or closed is §3's `showAi` layout flag, so
 * the player finds the chat as they left it on the next page.
 */
export default function AiChat({ props, className }: WidgetComponentProps<AiChatProps>) {
  const t = useT();
  const { code } = useIntl();
  const { startup } = useSite();
  const ready = useSessionReady();
  const showAi = useLayout((s) => s.showAi);
  const setLayout = useLayout((s) => s.set);
  const button = useRef<HTMLButtonElement>(null);
  // Focus moves into the panel only when the player opened it now, not when it comes back open after a reload.
  const openedNow = useRef(false);
  const panelId = useId();
  const assistant = startup.ai_assistant;
  const name = assistantName(assistant, code, siteLocalLanguage(startup.site.currency)).text || t('ui.chat.assistant');
  const image = props.icon === 'small' ? assistant?.img_url_small || assistant?.img_url_large : assistant?.img_url_large || assistant?.img_url_small;
  const theme = props.theme;
  const avatar = assistant?.img_url_small || assistant?.img_url_large || '';
  // The server cannot know the stored flag: closed until the browser has read it, so hydration matches.
  const open = ready && showAi;

  const close = useCallback(() => {
    setLayout('showAi', false);
    button.current?.focus();
  }, [setLayout]);

  return (
    <div className={`w-aichat ${className}`}>
      <button
        ref={button}
        type="button"
        className="floating-button w-aichat__launcher"
        aria-label={t('ui.chat.open', { name })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          openedNow.current = !open;
          setLayout('showAi', !open);
        }}
      >
        {image ? <img src={image} alt="" width={48} height={48} className="w-aichat__launcher-img" /> : <Icon path={icons.robot} size={26} />}
      </button>
      {open ? (
        <Suspense
          fallback={
            // the frame at once while the panel's code (marked, DOMPurify, the chat flow) loads; the conversation follows
            <PanelFrame id={panelId} name={name} avatar={avatar} theme={theme} onClose={close} busy>
              <div className="w-aichat__loading" />
            </PanelFrame>
          }
        >
          <Panel id={panelId} name={name} avatar={avatar} theme={theme} timeoutMs={props.timeoutMs} autoFocus={openedNow.current} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
