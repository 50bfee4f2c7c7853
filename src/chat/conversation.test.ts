import { describe, expect, it } from 'vitest';
import { checkImage, errorReply, IMAGE_LIMIT_BYTES, mentionsMenu, menuReply, withWelcome } from './conversation.ts';
import type { ChatMessage } from './model.ts';

describe('checkImage (§5)', () => {
  it('accepts images up to 2 MB only', () => {
    expect(checkImage({ type: 'image/png', size: 1024 * 1024 })).toBe('ok');
    expect(checkImage({ type: 'image/jpeg', size: IMAGE_LIMIT_BYTES })).toBe('ok');
    expect(checkImage({ type: 'image/jpeg', size: IMAGE_LIMIT_BYTES + 1 })).toBe('tooLarge');
    expect(checkImage({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe('tooLarge');
    expect(checkImage({ type: 'application/pdf', size: 10 })).toBe('notImage');
  });
});

describe('mentionsMenu (§4)', () => {
  it('matches the word menu, not words containing it', () => {
    expect(mentionsMenu('menu')).toBe(true);
    expect(mentionsMenu('Show me the MENU please')).toBe(true);
    expect(mentionsMenu('menu?')).toBe(true);
    expect(mentionsMenu('menus')).toBe(false);
    expect(mentionsMenu('ramenu')).toBe(false);
    expect(mentionsMenu('deposit')).toBe(false);
  });
});

describe('withWelcome (§4)', () => {
  const user: ChatMessage = { id: 'u', type: 'user', content: 'hi', timestamp: 5 };

  it('puts a welcome in the chat language first', () => {
    const [welcome, second] = withWelcome([user], 'en', 'Aria', 100, 'w');
    expect(welcome).toEqual({ id: 'w', type: 'ai', content: expect.stringContaining("I'm Aria") as string, timestamp: 5, welcome: true });
    expect(second).toBe(user);
  });

  it('re-words the same welcome when the language changes', () => {
    const english = withWelcome([], 'en', 'Aria', 100, 'w');
    const malay = withWelcome(english, 'ms', 'Aria', 200, 'other');
    expect(malay).toHaveLength(1);
    expect(malay[0]).toMatchObject({ id: 'w', timestamp: 100, welcome: true });
    expect(malay[0]?.content).toContain('saya Aria');
    const chinese = withWelcome(malay, 'zh', '艾莉亚', 300, 'other');
    expect(chinese[0]?.content).toContain('我是艾莉亚');
  });
});

describe('errorReply and menuReply', () => {
  it('gives the §8 error text with its suggestions in three languages', () => {
    expect(errorReply('en', { content: 'q', operation: '' }, 1, 'e')).toMatchObject({
      content: 'Sorry, I encountered an error. Please try again.',
      suggestions: ['Try again', 'Check your connection'],
      retry: { content: 'q', operation: '' },
    });
    expect(errorReply('ms', { content: 'q', operation: '' }, 1, 'e').suggestions).toEqual(['Cuba lagi', 'Semak sambungan anda']);
    expect(errorReply('zh', { content: 'q', operation: '' }, 1, 'e').content).toBe('抱歉，我遇到了错误。请重试。');
  });

  it('makes the menu a blank message with account actions', () => {
    expect(menuReply('en', 1, 'm')).toMatchObject({
      content: '',
      suggestions: [
        { c: 'Check balance', o: 'balance' },
        { c: 'Check inbox', o: 'inbox' },
      ],
    });
  });
});
