import { createStore } from 'zustand/vanilla';
import { errorReply, menuReply, mentionsMenu, withWelcome } from './conversation.ts';
import type { ChatUiLanguage } from './languages.ts';
import type { ChatImage, ChatMessage } from './model.ts';
import { CHAT_STRINGS } from './strings.ts';
import { chatSessionId, loadChatLanguage, loadHistory, saveChatLanguage, saveHistory, startNewSession, type KeyValueStore } from './storage.ts';
import type { ChatAuth, ChatRequest, ChatResult, SendOptions } from './webhook.ts';

export interface ChatDeps {
  storage: KeyValueStore;
  send: (request: ChatRequest, options: SendOptions) => Promise<ChatResult>;
  now: () => number;
  uuid: () => string;
}

/** What the page knows and the store does not: where the chat runs, in which language, as whom it speaks. */
export interface ChatContext {
  uiLanguage: ChatUiLanguage;
  /** the webhook's language parameter (the site language) */
  language: string;
  site: { domain_name: string; external_id: string };
  assistantName: string;
  siteName: string;
  timeoutMs: number;
}

export interface Outgoing {
  content: string;
  operation?: string;
  image?: File;
  /** display copy of the image kept in the message (and history) */
  imageInfo?: ChatImage;
}

export interface ChatState {
  started: boolean;
  messages: ChatMessage[];
  /** the typing indicator */
  pending: boolean;
  sessionId: string;
  auth: ChatAuth;
  start(uiLanguage: ChatUiLanguage, assistantName: string): void;
  setLanguage(uiLanguage: ChatUiLanguage, assistantName: string): void;
  /** §4 auth mode, re-set whenever the token changes */
  setAuth(auth: ChatAuth): void;
  send(message: Outgoing, ctx: ChatContext): Promise<void>;
  retry(message: ChatMessage, ctx: ChatContext): Promise<void>;
  /** a local AI notice, e.g. §5's "File too large!" */
  notify(content: string): void;
  newChat(ctx: Pick<ChatContext, 'uiLanguage' | 'assistantName'>): void;
}

/** §4 chat flow over injected storage and transport: one instance per page, shared by every open of the panel. */
export function createChatStore(deps: ChatDeps) {
  let inFlight: AbortController | null = null;
  const aiMessage = (content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
    id: deps.uuid(),
    type: 'ai',
    content,
    timestamp: deps.now(),
    ...extra,
  });

  return createStore<ChatState>()((set, get) => {
    const append = (message: ChatMessage) => set((s) => ({ messages: [...s.messages, message] }));
    const persist = () => saveHistory(deps.storage, get().messages);

    return {
      started: false,
      messages: [],
      pending: false,
      sessionId: '',
      auth: { mode: 'public' },

      start(uiLanguage, assistantName) {
        if (get().started) return get().setLanguage(uiLanguage, assistantName);
        const sessionId = chatSessionId(deps.storage, deps.uuid);
        const messages = withWelcome(loadHistory(deps.storage), uiLanguage, assistantName, deps.now(), deps.uuid());
        if (loadChatLanguage(deps.storage) !== uiLanguage) saveChatLanguage(deps.storage, uiLanguage);
        set({ started: true, sessionId, messages });
      },

      setLanguage(uiLanguage, assistantName) {
        set((s) => ({ messages: withWelcome(s.messages, uiLanguage, assistantName, deps.now(), deps.uuid()) }));
        if (loadChatLanguage(deps.storage) !== uiLanguage) saveChatLanguage(deps.storage, uiLanguage);
      },

      setAuth(auth) {
        set({ auth });
      },

      async send({ content: raw, operation = '', image, imageInfo }, ctx) {
        const content = raw.trim();
        if (get().pending || (!content && !image && !operation)) return;
        append({ id: deps.uuid(), type: 'user', content, timestamp: deps.now(), ...(imageInfo ? { image: imageInfo } : {}) });
        const { auth } = get();
        if (!operation && !image && mentionsMenu(content)) {
          if (auth.mode === 'authenticated') append(menuReply(ctx.uiLanguage, deps.now(), deps.uuid()));
          persist();
          return;
        }
        const controller = new AbortController();
        inFlight = controller;
        set({ pending: true });
        const result = await deps.send(
          {
            content,
            operation,
            image,
            sessionId: get().sessionId,
            language: ctx.language,
            site: ctx.site,
            auth,
            assistantName: ctx.assistantName,
            siteName: ctx.siteName,
          },
          { timeoutMs: ctx.timeoutMs, signal: controller.signal },
        );
        // A new chat started meanwhile: this answer belongs to the conversation that was thrown away.
        if (inFlight !== controller) return;
        inFlight = null;
        if (result.kind === 'error') {
          if (result.reason !== 'aborted') console.warn('AI chat request failed:', result.reason, result.detail);
          set({ pending: false });
          append(errorReply(ctx.uiLanguage, { content, operation }, deps.now(), deps.uuid()));
          return;
        }
        set({ pending: false });
        append(
          result.kind === 'reply' ? aiMessage(result.reply.text, { suggestions: result.reply.suggestions }) : aiMessage(CHAT_STRINGS[ctx.uiLanguage].empty),
        );
        persist();
      },

      retry(message, ctx) {
        if (!message.retry) return Promise.resolve();
        return get().send({ content: message.retry.content, operation: message.retry.operation }, ctx);
      },

      notify(content) {
        append(aiMessage(content));
      },

      newChat({ uiLanguage, assistantName }) {
        inFlight?.abort();
        inFlight = null;
        const sessionId = startNewSession(deps.storage, deps.uuid);
        set({ sessionId, pending: false, messages: withWelcome([], uiLanguage, assistantName, deps.now(), deps.uuid()) });
      },
    };
  });
}
