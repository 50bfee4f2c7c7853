import { createChatStore } from '../../src/chat/store.ts';
import { browserStore, randomUuid } from '../../src/chat/storage.ts';
import { sendChat } from '../../src/chat/webhook.ts';

/** One conversation per page: closing and reopening the panel keeps it, and a pending answer still arrives. */
export const chatStore = createChatStore({ storage: browserStore(), send: sendChat, now: Date.now, uuid: randomUuid });
