import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { checkImage } from '../../src/chat/conversation.ts';
import { timeLabel, withSeparators } from '../../src/chat/dates.ts';
import { chatUiLanguageOf, webhookLanguageOf } from '../../src/chat/languages.ts';
import { suggestionLabel, suggestionOperation, type ChatMessage, type Suggestion } from '../../src/chat/model.ts';
import { browserStore, timeoutOverride } from '../../src/chat/storage.ts';
import type { ChatContext } from '../../src/chat/store.ts';
import { CHAT_STRINGS } from '../../src/chat/strings.ts';
import { chatAuthOf } from '../../src/chat/webhook.ts';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import { chatStore } from './chat-store.ts';
import { Markdown } from './Markdown.tsx';
import { PanelFrame } from './PanelFrame.tsx';
import type { ChatTheme } from './schema.ts';
import { makeThumbnail } from './thumbnail.ts';

/** §9 */
const INPUT_MAX_HEIGHT = 120;

interface PanelProps {
  id: string;
  name: string;
  avatar: string;
  theme: ChatTheme;
  timeoutMs: number;
  autoFocus: boolean;
  onClose(): void;
}

interface Selected {
  file: File;
  url: string;
}

/** §2 AI chat widget: header, message log, suggestions, typing indicator, image picker and preview, input. */
export default function Panel({ id, name, avatar, theme, timeoutMs, autoFocus, onClose }: PanelProps) {
  const t = useT();
  const { code, intl } = useIntl();
  const { startup } = useSite();
  const state = useStore(chatStore);
  const token = useSession((s) => s.token);
  const accountId = useSession((s) => s.user?.account_id);
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<Selected | null>(null);
  const uiLanguage = chatUiLanguageOf(code);

  const ctx = useMemo<ChatContext>(
    () => ({
      uiLanguage,
      language: webhookLanguageOf(code),
      site: { domain_name: globalThis.location?.hostname ?? '', external_id: startup.site.external_id },
      assistantName: name,
      siteName: startup.site.site_name,
      timeoutMs: timeoutOverride(browserStore()) ?? timeoutMs,
    }),
    [uiLanguage, code, startup.site.external_id, startup.site.site_name, name, timeoutMs],
  );

  useEffect(() => chatStore.getState().setAuth(chatAuthOf(token, accountId)), [token, accountId]);
  useEffect(() => chatStore.getState().start(uiLanguage, name), [uiLanguage, name]);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.messages.length, state.pending, selected]);
  useEffect(
    () => () => {
      if (selected) URL.revokeObjectURL(selected.url);
    },
    [selected],
  );

  const clearSelection = () => {
    setSelected(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    const check = checkImage(file);
    if (check !== 'ok') {
      clearSelection();
      chatStore.getState().notify(check === 'tooLarge' ? CHAT_STRINGS[uiLanguage].fileTooLarge : CHAT_STRINGS[uiLanguage].notAnImage);
      return;
    }
    setSelected({ file, url: URL.createObjectURL(file) });
  };

  const grow = () => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_HEIGHT)}px`;
    el.style.overflowY = el.scrollHeight > INPUT_MAX_HEIGHT ? 'auto' : 'hidden';
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (state.pending || (!content && !selected)) return;
    const image = selected?.file;
    setText('');
    clearSelection();
    requestAnimationFrame(grow);
    const imageInfo = image ? { name: image.name, size: image.size, thumb: await makeThumbnail(image) } : undefined;
    await chatStore.getState().send({ content, image, imageInfo }, ctx);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition (Chinese input) does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const choose = (message: ChatMessage, suggestion: Suggestion, index: number) => {
    if (message.retry && index === 0) void chatStore.getState().retry(message, ctx);
    else void chatStore.getState().send({ content: suggestionLabel(suggestion), operation: suggestionOperation(suggestion) }, ctx);
  };

  const rows = withSeparators(state.messages, Date.now(), intl.locale);
  const last = state.messages.at(-1);

  return (
    <PanelFrame
      id={id}
      name={name}
      avatar={avatar}
      theme={theme}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="w-aichat__icon-btn"
          onClick={() => chatStore.getState().newChat(ctx)}
          aria-label={t('ui.chat.newChat')}
          title={t('ui.chat.newChat')}
        >
          <Icon path={icons.plus} />
        </button>
      }
    >
      <div ref={log} className="w-aichat__log" role="log" aria-live="polite" aria-label={t('ui.chat.log', { name })} tabIndex={0}>
        {rows.map((row) =>
          row.kind === 'separator' ? (
            <p key={row.key} className="w-aichat__day">
              <span>{row.label}</span>
            </p>
          ) : (
            <MessageView
              key={row.key}
              message={row.message}
              who={row.message.type === 'user' ? t('ui.chat.you') : name}
              time={timeLabel(row.message.timestamp, intl.locale)}
              imageAlt={row.message.image ? t('ui.chat.sentImage', { file: row.message.image.name }) : ''}
              suggestionsLabel={t('ui.chat.suggestions')}
              // Only the latest reply offers suggestions: older ones would answer a question no longer asked.
              suggestions={row.message === last && !state.pending ? row.message.suggestions : undefined}
              onChoose={(s, i) => choose(row.message, s, i)}
            />
          ),
        )}
        {state.pending ? (
          <div className="w-aichat__typing" role="status">
            <span className="w-aichat__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{t('ui.chat.typing', { name })}</span>
          </div>
        ) : null}
      </div>

      <form className="w-aichat__composer" onSubmit={(e) => void submit(e)}>
        {selected ? (
          <figure className="w-aichat__preview">
            <img src={selected.url} alt={t('ui.chat.imagePreview', { file: selected.file.name })} width={56} height={56} />
            <button type="button" className="w-aichat__remove" onClick={clearSelection} aria-label={t('ui.chat.removeImage')} title={t('ui.chat.removeImage')}>
              <Icon path={icons.close} size={14} />
            </button>
          </figure>
        ) : null}
        <div className="w-aichat__row">
          <label className="w-aichat__icon-btn w-aichat__attach" title={t('ui.chat.attach')}>
            <Icon path={icons.image} />
            <span className="visually-hidden">{t('ui.chat.attach')}</span>
            <input ref={fileInput} type="file" accept="image/*" className="visually-hidden" onChange={(e) => pickFile(e.target.files?.[0])} />
          </label>
          <label htmlFor={inputId} className="visually-hidden">
            {t('ui.chat.input', { name })}
          </label>
          <textarea
            ref={input}
            id={inputId}
            className="w-aichat__input"
            rows={1}
            value={text}
            placeholder={t('ui.chat.placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              grow();
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="submit"
            className="w-aichat__send"
            disabled={state.pending || (!text.trim() && !selected)}
            aria-label={t('ui.chat.send')}
            title={t('ui.chat.send')}
          >
            <Icon path={icons.send} />
          </button>
        </div>
      </form>
    </PanelFrame>
  );
}

interface MessageViewProps {
  message: ChatMessage;
  who: string;
  time: string;
  imageAlt: string;
  suggestionsLabel: string;
  suggestions: Suggestion[] | undefined;
  onChoose(suggestion: Suggestion, index: number): void;
}

function MessageView({ message, who, time, imageAlt, suggestionsLabel, suggestions, onChoose }: MessageViewProps) {
  const blank = !message.content && !message.image;
  const t = useT();
  const said = t('ui.chat.said', { who, time });
  return (
    <div className={`w-aichat__msg w-aichat__msg--${message.type}`} data-testid={`chat-${message.type}`}>
      {blank ? null : (
        <div className="w-aichat__bubble">
          <span className="visually-hidden">{said}: </span>
          {message.image ? (
            message.image.thumb ? (
              <img className="w-aichat__img" src={message.image.thumb} alt={imageAlt} width={120} height={120} />
            ) : (
              <p className="w-aichat__file">{imageAlt}</p>
            )
          ) : null}
          {message.content ? message.type === 'ai' ? <Markdown text={message.content} /> : <p className="w-aichat__plain">{message.content}</p> : null}
        </div>
      )}
      <time className="w-aichat__time" aria-hidden="true" dateTime={new Date(message.timestamp).toISOString()}>
        {time}
      </time>
      {suggestions && suggestions.length > 0 ? (
        <div className="w-aichat__suggestions" role="group" aria-label={suggestionsLabel}>
          {suggestions.map((s, i) => (
            <button key={`${i}-${suggestionLabel(s)}`} type="button" className="w-aichat__suggestion" onClick={() => onChoose(s, i)}>
              {suggestionLabel(s)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
