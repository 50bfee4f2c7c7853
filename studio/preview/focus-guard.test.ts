// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardFocus } from './focus-guard.ts';

let stop: () => void = () => undefined;
let clock = 0;

function setup() {
  document.body.innerHTML = '<input id="field"><button id="undo">Undo</button><div id="pane"><iframe title="Preview"></iframe></div>';
  const pane = document.getElementById('pane')!;
  stop = guardFocus(pane, () => clock);
  return { pane, field: document.getElementById('field') as HTMLInputElement, frame: pane.querySelector('iframe')! };
}

/** what the browser does when a page in the frame focuses something: the frame gets the focus, the window blurs */
function frameTakesFocus(frame: HTMLIFrameElement) {
  frame.focus();
  window.dispatchEvent(new FocusEvent('blur'));
  vi.runAllTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = 10_000;
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the preview focus guard', () => {
  it('gives the focus back to the field the operator was in when a loading preview takes it', () => {
    const { field, frame } = setup();
    field.focus();
    frameTakesFocus(frame);
    expect(document.activeElement).toBe(field);
  });

  it('gives it back to the Undo button, so the next Ctrl+Shift+Z reaches the studio', () => {
    const { frame } = setup();
    const undo = document.getElementById('undo')!;
    undo.focus();
    frameTakesFocus(frame);
    expect(document.activeElement).toBe(undo);
  });

  it('leaves it in the preview when the operator clicks in it (the pointer is over it)', () => {
    const { pane, field, frame } = setup();
    field.focus();
    pane.dispatchEvent(new Event('pointerenter'));
    frameTakesFocus(frame);
    expect(document.activeElement).toBe(frame);
    pane.dispatchEvent(new Event('pointerleave'));
    field.focus();
    frameTakesFocus(frame);
    expect(document.activeElement).toBe(field);
  });

  it('leaves it in the preview when the operator tabs into it, not a while after a Tab', () => {
    const { field, frame } = setup();
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    clock += 50;
    frameTakesFocus(frame);
    expect(document.activeElement).toBe(frame);
    field.focus();
    clock += 5_000;
    frameTakesFocus(frame);
    expect(document.activeElement).toBe(field);
  });

  it('stops guarding once stopped', () => {
    const { field, frame } = setup();
    field.focus();
    stop();
    frameTakesFocus(frame);
    expect(document.activeElement).toBe(frame);
  });
});
