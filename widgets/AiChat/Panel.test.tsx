// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { IntlProvider } from '../../src/i18n/IntlContext.tsx';
import { loadMessages, type Messages } from '../../src/i18n/messages.ts';
import { SiteContext } from '../../src/state/site-context.tsx';
import { testSite } from '../_shared/games/test-harness.tsx';
import { chatStore } from './chat-store.ts';
import Panel from './Panel.tsx';

const replies: { body: unknown; delay?: number }[] = [];
const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
  const next = replies.shift() ?? { body: [{ output: { en: 'ok' } }] };
  await new Promise((resolve) => setTimeout(resolve, next.delay ?? 0));
  if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
  return new Response(JSON.stringify(next.body), { status: 200, headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  localStorage.clear();
  replies.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
  act(() => chatStore.getState().newChat({ uiLanguage: 'en', assistantName: 'Aria' }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPanel(code = 'EN', onClose = () => {}) {
  const messages = await loadMessages(code);
  const ui = (c: string, m: Messages) => (
    <SiteContext.Provider value={testSite()}>
      <IntlProvider code={c} messages={m}>
        <Panel id="chat" name="Aria" avatar="" theme="light" timeoutMs={60000} autoFocus onClose={onClose} />
      </IntlProvider>
    </SiteContext.Provider>
  );
  const result = render(ui(code, messages));
  return { ...result, switchTo: async (c: string) => result.rerender(ui(c, await loadMessages(c))) };
}

const input = () => screen.getByRole('textbox', { name: 'Message Aria' });

describe('AiChat panel', () => {
  it('has a props schema that rejects an unknown theme', () => {
    expect(validatePage({ version: 1, root: { widget: 'AiChat', props: { theme: 'rose-pink', timeoutMs: 1500 } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'AiChat', props: { theme: 'neon' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'AiChat', props: { timeoutMs: 10 } } })).toBe(false);
  });

  it('is a labelled dialog with the input focused, and re-words the welcome when the language changes', async () => {
    const { switchTo } = await renderPanel();
    expect(screen.getByRole('dialog', { name: 'Aria' })).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(screen.getByRole('log').textContent).toContain("Hi, I'm Aria!");
    await act(() => switchTo('MS'));
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('Hai, saya Aria!'));
    expect(localStorage.getItem('ai-chat:language')).toBe('ms');
    await act(() => switchTo('CT'));
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('你好，我是Aria！'));
  });

  it('Enter sends, Shift+Enter does not; typing indicator, then the sanitised reply and its suggestions', async () => {
    replies.push({
      body: [
        { type: 'meta' },
        { output: { en: 'Open **Deposit** <img src=x onerror=alert(1)>' }, suggestions: { en: ['More?', { c: 'Check balance', o: 'balance' }] } },
      ],
      delay: 30,
    });
    await renderPanel();
    fireEvent.change(input(), { target: { value: 'hi' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: '  How do I deposit?  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Aria is typing…'));
    expect((input() as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(screen.getByText('Deposit').tagName).toBe('STRONG'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.w-aichat__log img')).toBeNull();
    const form = fetchMock.mock.calls[0]?.[1].body as FormData;
    expect(JSON.parse(String(form.get('data')))[0].content).toBe('How do I deposit?');
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const second = fetchMock.mock.calls[1]?.[1].body as FormData;
    expect(JSON.parse(String(second.get('data')))[0].parameters.operation).toBe('balance');
  });

  it('refuses a 3 MB image with the §5 message and clears the selection; previews a small one', async () => {
    await renderPanel();
    const picker = screen.getByLabelText('Attach an image') as HTMLInputElement;
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('File too large! Maximum allowed is 2 MB.'));
    expect(picker.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
    const small = new File([new Uint8Array(1024)], 'small.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [small] } });
    expect(screen.getByRole('img', { name: 'Selected image: small.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Selected image: small.png' })).toBeNull();
  });

  it('Escape closes', async () => {
    const onClose = vi.fn();
    await renderPanel('EN', onClose);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
