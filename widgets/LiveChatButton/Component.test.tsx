// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/client.ts';
import { readySite } from '../../tests/unit/ready-site.ts';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';
import LiveChatButton from './Component.tsx';
import { defaults } from './schema.ts';
import type { LiveChatButtonProps } from './schema.ts';

const api = createApi(() => Promise.reject(new Error('no backend in this test')));
const withChat = () => {
  const site = readySite();
  return { ...site, startup: { ...site.startup, live_chat: { chat_id: '42', status: true } } };
};
const vendorScripts = () => [...document.querySelectorAll('script')].map((s) => s.getAttribute('src')).filter((src) => src?.includes('license='));
const renderButton = (props: LiveChatButtonProps) =>
  renderInApp(<LiveChatButton props={props} path="p" className="" data={undefined} />, { site: withChat(), api });

afterEach(() => {
  cleanup();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('LiveChatButton', () => {
  it("loads the vendor's script only when the player reaches for the button", async () => {
    await renderButton({ ...defaults, scriptUrl: '/chat-intent.js?license={chat_id}' });
    const button = screen.getByRole('button', { name: 'Live chat' });
    expect(button.dataset.state).toBe('idle');
    expect(vendorScripts()).toEqual([]);
    fireEvent.focus(button);
    expect(vendorScripts()).toEqual(['/chat-intent.js?license=42']);
    expect(button.dataset.state).toBe('loading');
  });

  it('loads it as soon as it is alive when the config asks for idle', async () => {
    await renderButton({ ...defaults, scriptUrl: '/chat-idle.js?license={chat_id}', loadScript: 'idle' });
    expect(vendorScripts()).toEqual(['/chat-idle.js?license=42']);
  });
});
