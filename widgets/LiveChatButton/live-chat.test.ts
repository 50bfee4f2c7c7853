import { describe, expect, it } from 'vitest';
import { liveChatScript } from './live-chat.ts';

describe('liveChatScript (§7 live chat)', () => {
  it('is loaded only when status is true and chat_id exists', () => {
    expect(liveChatScript(true, '123', '/chat.js?id={chat_id}')).toBe('/chat.js?id=123');
    expect(liveChatScript(false, '123', '/chat.js?id={chat_id}')).toBeNull();
    expect(liveChatScript(true, null, '/chat.js?id={chat_id}')).toBeNull();
    expect(liveChatScript(true, '', '/chat.js?id={chat_id}')).toBeNull();
    expect(liveChatScript(undefined, '1', '/x')).toBeNull();
  });
  it('encodes the chat id', () => expect(liveChatScript(true, 'a b&c', '/c.js?id={chat_id}')).toBe('/c.js?id=a%20b%26c'));
});
