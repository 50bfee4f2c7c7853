import { describe, expect, it } from 'vitest';
import { loadMessages, messagesLoaded } from './messages.ts';

describe('messagesLoaded', () => {
  it('settles with the language once whoever asks has loaded it, and at once after', async () => {
    let settled = false;
    const waiting = messagesLoaded('CN').then((messages) => ((settled = true), messages));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled, 'nobody asked: still waiting').toBe(false);
    const all = await loadMessages('CN');
    expect(await waiting).toBe(all);
    expect(await messagesLoaded('CN')).toBe(all);
  });
});
