// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MODALS_SCRIPT } from './server-modals.ts';

afterEach(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  document.body.innerHTML = '';
});

describe('the bootstrap part that makes the server’s open dialogs modal', () => {
  it('closes each dialog the server sent open and shows it modal; a closed one stays closed', () => {
    const calls: string[] = [];
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      configurable: true,
      value(this: HTMLDialogElement) {
        calls.push(`modal ${this.id} open=${this.open}`);
        this.setAttribute('open', '');
      },
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'close', {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
    document.body.innerHTML = '<dialog id="news" open></dialog><dialog id="login"></dialog>';
    new Function(SERVER_MODALS_SCRIPT)();
    expect(calls, 'closed first: showModal() throws on a dialog open as a non-modal').toEqual(['modal news open=false']);
    expect((document.getElementById('login') as HTMLDialogElement).open).toBe(false);
  });

  it('leaves the open dialog as the server sent it where the browser has no modal dialogs (jsdom has none)', () => {
    document.body.innerHTML = '<dialog id="news" open></dialog>';
    expect(() => new Function(SERVER_MODALS_SCRIPT)()).toThrow(TypeError);
    expect((document.getElementById('news') as HTMLDialogElement).open).toBe(true);
  });
});
