/** What a live-chat vendor script exposes once loaded (LiveChat's API shape). */
interface LiveChatApi {
  call(command: 'maximize' | 'minimize' | 'hide'): void;
}

declare global {
  interface Window {
    LiveChatWidget?: LiveChatApi;
  }
}

const loading = new Map<string, Promise<void>>();

/** §7: the third-party script is loaded only when live_chat.status is true and chat_id exists. */
export function liveChatScript(status: boolean | undefined, chatId: string | null | undefined, template: string): string | null {
  if (status !== true || !chatId) return null;
  return template.replaceAll('{chat_id}', encodeURIComponent(chatId));
}

export function loadScriptOnce(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`Live chat script failed: ${src}`));
      document.body.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

export function openLiveChat(): boolean {
  if (!window.LiveChatWidget) return false;
  window.LiveChatWidget.call('maximize');
  return true;
}
